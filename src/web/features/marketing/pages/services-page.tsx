import { Link } from 'wouter';
import { Check } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ContentIcon } from '@/components/marketing/content-icon';
import { pages } from '@/content/pages';
import { services } from '@/content/services';

/** docs/product/screens-and-routes.md: six services, each with a 'Request Service' link to the referral form. */
export function ServicesPage() {
  return (
    <>
      <PageHeader title={pages.services.title} lead={pages.services.lead} />
      <section aria-labelledby="services-list" className="px-4 py-14 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="services-list" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
              {services.heading}
            </h2>
            <p className="mt-3 text-lg text-muted">{services.intro}</p>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {services.items.map((service) => (
              <li key={service.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <ContentIcon name={service.icon} size="lg" />
                <h3 id={`service-${service.id}`} className="mt-5 text-xl font-semibold text-ink">
                  {service.title}
                </h3>
                <p className="mt-2 leading-relaxed text-muted">{service.text}</p>
                <ul className="mt-4 flex-1 space-y-2 text-[0.95rem] text-ink">
                  {service.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      {point}
                    </li>
                  ))}
                </ul>
                {/* Named by the card's heading too, so a screen reader's link list tells the six apart. */}
                <Link
                  href="/referral"
                  aria-describedby={`service-${service.id}`}
                  className={`${buttonClasses()} mt-6 w-full`}
                >
                  {services.requestLabel}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
