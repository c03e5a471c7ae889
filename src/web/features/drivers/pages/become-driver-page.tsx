import { Link } from 'wouter';
import { ArrowRight, BookOpen, LogIn } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { driverApplicationCopy as copy, driverBenefits } from '@/content/driver-application';
import { pages } from '@/content/pages';
import { useAuth } from '@/lib/auth';
import { useMyDriver } from '../api/get-my-driver';
import { DriverApplicationForm } from '../components/driver-application-form';

/** docs/product/screens-and-routes.md: benefits, the training guide and sign-in links, then the application. */
export function BecomeDriverPage() {
  const { user, isLoading } = useAuth();
  const myDriver = useMyDriver({ enabled: Boolean(user) });

  return (
    <>
      <PageHeader title={pages.becomeDriver.title} lead={pages.becomeDriver.lead}>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a href="#driver-application" className={buttonClasses({ size: 'lg' })}>
            Start your application
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <Link href="/driver-101" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            <BookOpen aria-hidden="true" className="size-5" />
            {copy.trainingLink}
          </Link>
        </div>
        {!user && (
          <p className="mt-6 text-muted">
            {copy.signInLead}{' '}
            <Link
              href="/driver-login"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
            >
              <LogIn aria-hidden="true" className="size-4" />
              {copy.signInLink}
            </Link>
          </p>
        )}
      </PageHeader>

      <section aria-labelledby="driver-benefits" className="px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h2 id="driver-benefits" className="text-center text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {copy.benefitsHeading}
          </h2>
          <div className="mt-8">
            <FeatureGrid items={driverBenefits} cols={3} />
          </div>
        </div>
      </section>

      <section id="driver-application" aria-label="Application" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          {isLoading || (user && myDriver.isLoading) ? (
            <PageSpinner />
          ) : user && myDriver.data ? (
            <Card className="p-6 text-center sm:p-8">
              <h2 className="text-2xl font-bold text-brand-900">You have already applied</h2>
              <p className="mt-2 text-muted">
                Follow your application and keep your documents current in the Driver Portal.
              </p>
              <Link href="/driver-portal" className={`${buttonClasses({ size: 'lg' })} mt-6`}>
                Go to the Driver Portal
              </Link>
            </Card>
          ) : (
            <Card className="p-5 sm:p-8">
              <DriverApplicationForm signedIn={Boolean(user)} />
            </Card>
          )}
        </div>
      </section>
    </>
  );
}
