import { Suspense } from 'react';
import type { Driver } from '@domain/driver';
import { mayDrive } from '@domain/driver-sign-in';
import { Disclosure } from '@/components/ui/disclosure';
import { Spinner } from '@/components/ui/spinner';
import { availabilityCopy } from '@/content/availability';
import { myPayCopy } from '@/content/my-pay';
import { lazyPage } from '@/lib/lazy-page';
import { DriverPortalPage } from '@/features/drivers/pages/driver-portal-page';

// Loaded with the rest of the driver's papers, after today's run (docs/decisions/061-light-driver-screens.md).
const MyCredentials = lazyPage(() => import('@/features/credentials/components/my-credentials'), 'MyCredentials');
// The driver's own week and requests for time off (docs/decisions/117-availability.md): loaded only when opened.
const MyWeek = lazyPage(() => import('@/features/availability/components/my-week'), 'MyWeek');
// The driver's pay statements (docs/decisions/071-contractor-pay.md): loaded only when the section is opened.
const MyPayStatements = lazyPage(() => import('@/features/pay/components/my-pay-statements'), 'MyPayStatements');

const pay = (
  <Disclosure title={myPayCopy.heading} lead={myPayCopy.lead}>
    <Suspense fallback={<Spinner label={myPayCopy.loading} />}>
      <MyPayStatements />
    </Suspense>
  </Disclosure>
);

const week = (driver: Driver) => (
  <Disclosure title={availabilityCopy.mine.heading} lead={availabilityCopy.mine.lead}>
    <Suspense fallback={<Spinner label={availabilityCopy.mine.loading} />}>
      <MyWeek driverId={driver.id} />
    </Suspense>
  </Disclosure>
);

/** The driver portal with the driver's own credentials (docs/decisions/042-credentials.md), once they may drive, and their pay. */
export function DriverPortalWithCredentials() {
  return (
    <DriverPortalPage
      credentials={(driver) => (mayDrive(driver.status) ? <MyCredentials driverId={driver.id} /> : null)}
      pay={pay}
      week={week}
    />
  );
}
