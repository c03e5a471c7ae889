import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';

export function JobsPage() {
  return <PageHeader title={pages.jobs.title} lead={pages.jobs.lead} />;
}
