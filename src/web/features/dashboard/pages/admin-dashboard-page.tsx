import { Link } from 'wouter';
import type { SessionUser } from '@domain';
import { displayName } from '@domain/display-name';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';

export function AdminDashboardPage({ user }: { user: SessionUser }) {
  return (
    <PageHeader
      title={pages.dashboard.title}
      lead={`Welcome back, ${displayName(user)}. From here you review driver applications, follow referrals and manage jobs.`}
    >
      <Link href="/jobs" className={`${buttonClasses({ size: 'lg' })} mt-8`}>
        Manage Jobs
      </Link>
    </PageHeader>
  );
}
