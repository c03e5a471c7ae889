import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { FileQuestion, LogOut } from 'lucide-react';
import { daysFromToday } from '@domain/dates';
import { displayName } from '@domain/display-name';
import type { Driver } from '@domain/driver';
import { mayDrive } from '@domain/driver-sign-in';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Disclosure } from '@/components/ui/disclosure';
import { Spinner } from '@/components/ui/spinner';
import { lazyPage } from '@/lib/lazy-page';
import { driverPortalCopy as copy } from '@/content/driver-application';
import { myJobsCopy } from '@/content/my-jobs';
import { pages } from '@/content/pages';
import { useAuth } from '@/lib/auth';
import { useCompany } from '@/lib/company-profile';
import { useMyDay } from '../api/get-driver-day';
import { useMyDriver } from '../api/get-my-driver';
import { DriverToday } from '../components/driver-today';
import { StepQueueProvider } from '../components/step-queue-provider';

// Today's run is what the phone shows first; the application, papers and the list of every trip load after it
// (docs/decisions/061-light-driver-screens.md).
const DriverAccount = lazyPage(() => import('../components/driver-account'), 'DriverAccount');
const MyJobs = lazyPage(() => import('../components/my-jobs'), 'MyJobs');

/**
 * docs/product/screens-and-routes.md: the driver's own application, documents and trips. `credentials` is the
 * driver's credentials section, which the app layer supplies (another feature's); `pay` is the driver's pay
 * statements section, shown to a driver at work, supplied the same way; `week` their shifts and requests for time off.
 */
export function DriverPortalPage({
  credentials,
  pay,
  week,
}: { credentials?: (driver: Driver) => ReactNode; pay?: ReactNode; week?: (driver: Driver) => ReactNode } = {}) {
  const { user, logoutMutation } = useAuth();
  const myDriver = useMyDriver();
  const driver = myDriver.data;
  const working = driver !== undefined && driver !== null && mayDrive(driver.status);
  // What sits under the run appears once the run is in, so it never pushes the run down as it arrives.
  // Asked for once the record says this driver may drive (a pending applicant is never refused a read); on a
  // driver's own phone the router has already started it (docs/decisions/061-light-driver-screens.md).
  const run = useMyDay(daysFromToday(0, { company: useCompany() }), { today: true, enabled: working });
  const runShown = run.isSuccess || run.isError;
  const account = (d: Driver) => (
    <Suspense fallback={<Spinner label="Loading your application" />}>
      <DriverAccount driver={d} credentials={credentials} />
    </Suspense>
  );

  return (
    <StepQueueProvider>
      <div className="px-4 py-8 sm:px-6 sm:py-12">
        <div className="mx-auto grid max-w-5xl gap-6">
          <header className="flex flex-wrap items-center justify-between gap-4">
            <div className="min-w-0">
              <h1 className="text-3xl font-bold tracking-tight text-brand-900">{pages.driverPortal.title}</h1>
              <p className="mt-1 text-lg text-muted">Welcome back{user ? `, ${displayName(user)}` : ''}</p>
            </div>
            <Button variant="secondary" disabled={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
              <LogOut aria-hidden="true" className="size-4" />
              {logoutMutation.isPending ? 'Logging out...' : 'Logout'}
            </Button>
          </header>

          {myDriver.isLoading ? (
            <div className="flex justify-center py-16">
              <Spinner label="Loading your application" />
            </div>
          ) : myDriver.isError ? (
            <Card className="p-6">
              <p className="text-danger">Your application could not be loaded.</p>
              <Button variant="secondary" className="mt-4" onClick={() => void myDriver.refetch()}>
                Try again
              </Button>
            </Card>
          ) : driver ? (
            // A driver at work sees the run first and the application and papers after the trips
            // (docs/decisions/057-driver-today.md); an applicant sees the application first.
            working ? (
              <DriverToday driverId={driver.id} />
            ) : (
              account(driver)
            )
          ) : (
            <Card className="flex flex-col items-center p-8 text-center">
              <FileQuestion aria-hidden="true" className="size-10 text-muted" />
              <p className="mt-3 text-lg font-semibold text-ink">{copy.noApplication}</p>
              <p className="mt-1 text-muted">{copy.noApplicationLead}</p>
              <Link href="/become-driver" className={`${buttonClasses({ size: 'lg' })} mt-6`}>
                {copy.applyNow}
              </Link>
            </Card>
          )}

          {/* Only a driver who may drive is shown trips; the server refuses the others the list. */}
          {/* A driver at work has every trip and their papers a tap below the run: nothing of them loads or
              renders until asked for (docs/decisions/061-light-driver-screens.md). */}
          {driver && working ? (
            runShown ? (
              <>
                <Disclosure title={myJobsCopy.heading} lead={myJobsCopy.allTripsLead}>
                  <Suspense fallback={<Spinner label={myJobsCopy.loading} />}>
                    <MyJobs driverId={driver.id} titled={false} />
                  </Suspense>
                </Disclosure>
                {week?.(driver)}
                {pay}
                <Disclosure title={myJobsCopy.papers} lead={myJobsCopy.papersLead}>
                  {account(driver)}
                </Disclosure>
              </>
            ) : null
          ) : driver !== undefined ? (
            // Someone not yet driving is told plainly that trips come once they are approved.
            <Suspense fallback={null}>
              <MyJobs driverId={undefined} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </StepQueueProvider>
  );
}
