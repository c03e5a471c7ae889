import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';

export function Driver101Page() {
  return <PageHeader title={pages.driver101.title} lead={pages.driver101.lead} />;
}
