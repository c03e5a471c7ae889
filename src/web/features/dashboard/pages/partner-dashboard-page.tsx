import { Link } from 'wouter';
import type { SessionUser } from '@domain';
import { displayName } from '@domain/display-name';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';

/** D5: a referral partner's dashboard is about their own referrals. */
export function PartnerDashboardPage({ user }: { user: SessionUser }) {
  return (
    <PageHeader
      title={pages.dashboard.title}
      lead={`Welcome back, ${displayName(user)}. Thank you for trusting us with your patients; here you follow the referrals you have sent us.`}
    >
      <Link href="/referral" className={`${buttonClasses({ size: 'lg' })} mt-8`}>
        Refer a Case
      </Link>
    </PageHeader>
  );
}
