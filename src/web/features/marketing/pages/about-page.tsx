import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';

export function AboutPage() {
  return <PageHeader title={pages.about.title} lead={pages.about.lead} />;
}
