import { type ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** Fixed navigation bar, the page, the footer. The padding keeps content clear of the fixed bar. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-nav outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
