import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';

export function ServicesPage() {
  return <PageHeader title={pages.services.title} lead={pages.services.lead} />;
}
