import { Link } from 'wouter';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/content/pages';

export function BecomeDriverPage() {
  return (
    <PageHeader title={pages.becomeDriver.title} lead={pages.becomeDriver.lead}>
      <p className="mt-6 text-muted">
        New to medical transport? Read the{' '}
        <Link href="/driver-101" className="font-semibold text-brand-800 underline underline-offset-4">
          Driver 101 training guide
        </Link>
        . Already applied?{' '}
        <Link href="/driver-login" className="font-semibold text-brand-800 underline underline-offset-4">
          Sign in to the Driver Portal
        </Link>
        .
      </p>
    </PageHeader>
  );
}
