import { Link } from 'wouter';
import { CircleCheck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { Section } from '@/components/marketing/section';
import { StatList } from '@/components/marketing/stat-band';
import { TestimonialList } from '@/components/marketing/testimonial-card';
import { visitorHome } from '@/content/home';
import { pages } from '@/content/pages';
import { useCompany } from '@/lib/company-profile';
import { usePublicStats } from '../api/public-figures';
import { ContactBand } from '../components/contact-band';

/** docs/product/screens-and-routes.md, the home page for a visitor. */
export function VisitorHome() {
  const company = useCompany();
  const stats = usePublicStats(visitorHome.stats.items);
  return (
    <>
      <Hero
        eyebrow={company.name}
        title={company.tagline}
        lead={pages.home.lead}
        footnote={
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {visitorHome.heroPoints.map((point) => (
              <li key={point} className="inline-flex items-center gap-1.5">
                <CircleCheck aria-hidden="true" className="size-4 text-brand-200" />
                {point}
              </li>
            ))}
          </ul>
        }
      >
        <Link href="/referral" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
          Request a Ride
        </Link>
        <Link href="/referral" className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
          Refer a Case
        </Link>
      </Hero>

      <Section heading={visitorHome.services.heading} intro={visitorHome.services.intro}>
        <FeatureGrid items={visitorHome.services.items} />
      </Section>

      <section aria-labelledby="home-stats" className="on-dark bg-brand-800 px-4 py-14 sm:px-6">
        <h2 id="home-stats" className="sr-only">
          {visitorHome.stats.heading}
        </h2>
        <StatList items={stats} className="mx-auto max-w-5xl" />
      </section>

      <Section heading={visitorHome.testimonials.heading} tone="muted">
        <TestimonialList items={visitorHome.testimonials.items} />
      </Section>

      <Section heading={visitorHome.whyChoose.heading} intro={visitorHome.whyChoose.intro}>
        <FeatureGrid items={visitorHome.whyChoose.items} variant="plain" />
      </Section>

      <ContactBand />
    </>
  );
}
