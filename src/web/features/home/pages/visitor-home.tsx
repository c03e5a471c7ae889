import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { pages } from '@/content/pages';
import { useCompany } from '@/lib/company-profile';

export function VisitorHome() {
  const company = useCompany();
  return (
    <section className="on-dark bg-gradient-to-br from-brand-800 to-brand-900 px-4 py-20 text-white sm:py-28">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{company.name}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{company.tagline}</h1>
        <p className="mt-6 text-lg text-brand-50">{pages.home.lead}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/referral" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
            Request a Ride
          </Link>
          <Link href="/referral" className={buttonClasses({ variant: 'outline-inverse', size: 'lg' })}>
            Refer a Case
          </Link>
        </div>
      </div>
    </section>
  );
}
