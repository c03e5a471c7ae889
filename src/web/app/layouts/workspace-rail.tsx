import { Link, useLocation, useSearch } from 'wouter';
import {
  CalendarClock,
  CalendarRange,
  ClipboardList,
  FileSpreadsheet,
  ChartLine,
  FileText,
  Globe,
  History,
  IdCard,
  Landmark,
  ReceiptText,
  Wallet,
  Inbox,
  LayoutDashboard,
  Repeat,
  Send,
  Settings,
  Truck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { workspaceLinks, workspaceText, type WorkspaceLink } from '@/content/workspace';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';

const ICONS: Record<WorkspaceLink['icon'], LucideIcon> = {
  dashboard: LayoutDashboard,
  board: CalendarRange,
  jobs: ClipboardList,
  riders: UserRound,
  orders: Repeat,
  imports: FileSpreadsheet,
  reports: ChartLine,
  drivers: IdCard,
  referrals: FileText,
  vehicles: Truck,
  payers: Landmark,
  billing: ReceiptText,
  pay: Wallet,
  credentials: CalendarClock,
  audit: History,
  outbox: Inbox,
  settings: Settings,
  portal: Truck,
  refer: Send,
};

/** A rail link is current when its path matches and, for a dashboard tab, its tab is the one shown. */
function isCurrent(link: WorkspaceLink, location: string, search: string): boolean {
  const [path, query] = link.href.split('?');
  if (location !== path && !location.startsWith(`${path}/`)) return false;
  const tab = new URLSearchParams(search).get('tab');
  const linkTab = new URLSearchParams(query ?? '').get('tab');
  return linkTab === tab || (linkTab === null && tab === null);
}

/** The workspace's navigation: a rail beside the page from 1024 px, the menu's contents below. */
export function WorkspaceRail({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { user } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const links = user ? workspaceLinks[user.role] : [];
  return (
    <nav aria-label={workspaceText.rail} className={cn('flex flex-col gap-1 overflow-y-auto p-2', className)}>
      <ul className="grid gap-0.5">
        {links.map((link) => {
          const Icon = ICONS[link.icon];
          const current = isCurrent(link, location, search);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                  current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="truncate">{link.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        href="/"
        onClick={onNavigate}
        className="mt-auto flex min-h-11 items-center gap-3 rounded-md border-t border-slate-200 px-3 pt-1 text-sm text-muted hover:text-brand-800"
      >
        <Globe aria-hidden="true" className="size-5 shrink-0" />
        {workspaceText.publicSite}
      </Link>
    </nav>
  );
}
