import type { Role } from '@domain';

/** Where a rail link goes: a path, and the query that picks a view on it (a dashboard tab). */
export interface WorkspaceLink {
  href: string;
  label: string;
  icon:
    | 'dashboard'
    | 'board'
    | 'jobs'
    | 'riders'
    | 'orders'
    | 'imports'
    | 'drivers'
    | 'referrals'
    | 'vehicles'
    | 'payers'
    | 'billing'
    | 'pay'
    | 'credentials'
    | 'reports'
    | 'audit'
    | 'outbox'
    | 'settings'
    | 'portal'
    | 'refer';
}

/** The workspace's navigation rail per role (docs/decisions/052-operations-workspace.md). */
export const workspaceLinks: Record<Role, WorkspaceLink[]> = {
  admin: [
    { href: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
    { href: '/dispatch', label: 'Day board', icon: 'board' },
    { href: '/jobs', label: 'Jobs', icon: 'jobs' },
    { href: '/riders', label: 'Riders', icon: 'riders' },
    { href: '/standing-orders', label: 'Standing orders', icon: 'orders' },
    { href: '/imports', label: 'Imports', icon: 'imports' },
    { href: '/dashboard?tab=drivers', label: 'Drivers', icon: 'drivers' },
    { href: '/dashboard?tab=referrals', label: 'Referrals', icon: 'referrals' },
    { href: '/vehicles', label: 'Vehicles', icon: 'vehicles' },
    { href: '/payers', label: 'Payers', icon: 'payers' },
    { href: '/billing', label: 'Billing', icon: 'billing' },
    { href: '/pay', label: 'Pay', icon: 'pay' },
    { href: '/reports', label: 'Reports', icon: 'reports' },
    { href: '/credentials', label: 'Expiring Soon', icon: 'credentials' },
    { href: '/dashboard?tab=audit', label: 'Audit trail', icon: 'audit' },
    { href: '/outbox', label: 'Outbox', icon: 'outbox' },
    { href: '/dashboard?tab=settings', label: 'Settings', icon: 'settings' },
  ],
  referral_partner: [
    { href: '/dashboard', label: 'My referrals', icon: 'referrals' },
    { href: '/referral', label: 'Make a Referral', icon: 'refer' },
    { href: '/dashboard?tab=settings', label: 'Settings', icon: 'settings' },
  ],
  driver: [{ href: '/driver-portal', label: 'Driver portal', icon: 'portal' }],
};

export const workspaceText = {
  rail: 'Workspace',
  publicSite: 'Public website',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  today: 'Today',
  search: {
    label: 'Search rider, phone or job',
    placeholder: 'Rider, phone or job',
    riders: 'Riders',
    jobs: 'Jobs',
    jobsMatching: (q: string) => `Jobs for “${q}”`,
    none: 'No rider matches.',
    searching: 'Searching…',
    hint: 'Type at least 2 letters or digits.',
  },
  logout: 'Logout',
  loggingOut: 'Logging out...',
} as const;
