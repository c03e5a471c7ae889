import { Menu, X } from 'lucide-react';
import { AccountActions } from './account-actions';
import { BrandLink } from './brand-link';
import { NavLinks } from './nav-links';
import { useMenu } from './use-menu';

const MENU_ID = 'main-menu';

/** The fixed navigation bar; below 768 px (Tailwind `md`) the links fold into a menu button. */
export function SiteHeader() {
  const { open, toggle, close } = useMenu();

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-nav max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:gap-4"
      >
        <BrandLink onNavigate={close} />
        <NavLinks className="hidden items-center md:flex lg:gap-1" linkClassName="md:px-2 lg:px-3" />
        <AccountActions className="hidden min-w-24 justify-end md:flex" />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={toggle}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-slate-100 md:hidden"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
        <div
          id={MENU_ID}
          hidden={!open}
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg md:hidden"
        >
          <NavLinks className="grid gap-1 py-2" linkClassName="text-base" onNavigate={close} />
          <AccountActions className="border-t border-slate-200 pt-4" onNavigate={close} />
        </div>
      </nav>
    </header>
  );
}
