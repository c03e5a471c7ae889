import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';

/** Not-found page (decision 037): a friendly dead end with two ways out. */
export function NotFoundPage() {
  return (
    <PageHeader title={pages.notFound.title} lead={pages.notFound.lead}>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses({ size: 'lg' })}>
          Go to the home page
        </Link>
        <Link href="/referral" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          Make a referral
        </Link>
      </div>
    </PageHeader>
  );
}
