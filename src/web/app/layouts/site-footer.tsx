import { Link } from 'wouter';
import { Mail, MapPin, Phone } from 'lucide-react';
import { phoneHref } from '@domain/company';
import { footerQuickLinks, socialNetworks } from '@/content/navigation';
import { useCompany } from '@/lib/company-profile';
import { BrandLink } from './brand-link';
import { SocialIcon } from './social-icon';

const linkClasses = 'inline-flex min-h-11 items-center rounded-md text-slate-300 hover:text-white md:min-h-9';

export function SiteFooter() {
  const company = useCompany();
  const year = new Date().getFullYear();

  return (
    <footer className="on-dark bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="footer-about" className="sm:col-span-2 lg:col-span-1">
          <h2 id="footer-about" className="sr-only">
            About {company.name}
          </h2>
          <BrandLink inverse />
          <p className="mt-3 text-sm">{company.tagline}</p>
          <ul className="mt-4 flex gap-2">
            {socialNetworks.map((network) => (
              <li key={network.key}>
                <a
                  href={company.social[network.key]}
                  aria-label={`${company.name} on ${network.label}`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <SocialIcon network={network.key} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-3 grid gap-1 text-sm">
            {footerQuickLinks.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={linkClasses}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-semibold tracking-wide text-white uppercase">
            Contact
          </h2>
          <ul className="mt-3 grid gap-1 text-sm">
            <li>
              <a href={phoneHref(company.phone)} className={`${linkClasses} gap-2`}>
                <Phone aria-hidden="true" className="size-4" />
                {company.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className={`${linkClasses} gap-2 [overflow-wrap:anywhere]`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {company.email}
              </a>
            </li>
            <li className="flex min-h-11 items-center gap-2 md:min-h-9">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span>Serving Nationwide · {company.city}</span>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          © {year} {company.dbaName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
