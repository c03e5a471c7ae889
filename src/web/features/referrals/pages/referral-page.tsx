import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';

export function ReferralPage() {
  return <PageHeader title={pages.referral.title} lead={pages.referral.lead} />;
}
