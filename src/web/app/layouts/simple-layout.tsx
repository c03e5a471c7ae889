import { type ReactNode } from 'react';
import { BrandLink } from './brand-link';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/** The alternate layout of docs/product/screens-and-routes.md: a brand-only header, for pages where the task is to sign in. */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-nav max-w-7xl items-center px-4 sm:px-6">
          <BrandLink />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 pt-nav outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
