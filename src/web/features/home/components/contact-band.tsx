import { Link } from 'wouter';
import { Clock, Phone } from 'lucide-react';
import { phoneHref } from '@domain/company';
import { buttonClasses } from '@/components/ui/button';
import { visitorHome } from '@/content/home';
import { useCompany } from '@/lib/company-profile';

/** The closing call to action: the referral form, or a person on the phone (decision 019: the number is the profile's). */
export function ContactBand() {
  const company = useCompany();
  const { cta } = visitorHome;
  return (
    <section aria-labelledby="home-cta" className="bg-slate-50 px-4 py-14 sm:px-6 sm:py-20">
      <div className="on-dark mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="home-cta" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-50 sm:text-lg">{cta.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/referral" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            {cta.button}
          </Link>
          <a href={phoneHref(company.phone)} className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
            <Phone aria-hidden="true" className="size-5" />
            Call {company.phone}
          </a>
        </div>
        <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-brand-100">
          <Clock aria-hidden="true" className="size-4" />
          {cta.note}
        </p>
      </div>
    </section>
  );
}
