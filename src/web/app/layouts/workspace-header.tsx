import { useLocation } from 'wouter';
import { Menu, X } from 'lucide-react';
import { displayName } from '@domain/display-name';
import { Button } from '@/components/ui/button';
import { workspaceText } from '@/content/workspace';
import { useAuth } from '@/lib/auth';
import { clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { useNow } from '@/lib/use-now';
import { BrandLink } from './brand-link';
import { WorkspaceRail } from './workspace-rail';
import { WorkspaceSearch } from './workspace-search';
import { useMenu } from './use-menu';

const MENU_ID = 'workspace-menu';

/** The day on the company's clock, so a dispatcher in another zone still sees the operation's date. */
function useCompanyDay(): string {
  const { timeZone } = useCompany();
  // A minute's tick is enough for the date to turn over at midnight.
  const now = useNow(60_000);
  return clockText(now, 'weekdayDate', timeZone);
}

/** The workspace's bar: brand, the company's date, the search (administrators), the user and Logout; the menu under 1024 px. */
export function WorkspaceHeader() {
  const { user, logoutMutation } = useAuth();
  const [location] = useLocation();
  const { open, toggle, close } = useMenu();
  const day = useCompanyDay();

  const admin = user?.role === 'admin';
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white print:hidden">
      <div className="flex h-14 items-center gap-3 px-3 sm:px-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? workspaceText.closeMenu : workspaceText.openMenu}
          onClick={toggle}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-slate-100 lg:hidden"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
        <BrandLink onNavigate={close} />
        <p className="hidden shrink-0 text-sm font-medium text-muted sm:block">
          <span className="sr-only">{workspaceText.today}: </span>
          <time>{day}</time>
        </p>
        {admin ? <WorkspaceSearch className="ml-auto hidden w-full max-w-sm md:block" /> : <span className="ml-auto" />}
        {user ? (
          <div className="flex shrink-0 items-center gap-2">
            <span className="hidden max-w-40 truncate text-sm text-ink xl:inline">{displayName(user)}</span>
            {/* The driver portal has its own Logout, where the driver's thumb is: one per screen. */}
            {location === '/driver-portal' ? null : (
              <Button variant="ghost" disabled={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
                {logoutMutation.isPending ? workspaceText.loggingOut : workspaceText.logout}
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <div
        id={MENU_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <p className="px-5 pt-3 text-sm font-medium text-muted sm:hidden">{day}</p>
        {admin ? <WorkspaceSearch className="mx-4 mt-3 md:hidden" onNavigate={close} /> : null}
        <WorkspaceRail onNavigate={close} />
      </div>
    </header>
  );
}
