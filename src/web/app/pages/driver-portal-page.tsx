import { lazy } from 'react';
import { mayDrive } from '@domain/driver-sign-in';
import { DriverPortalPage } from '@/features/drivers/pages/driver-portal-page';

// Loaded with the rest of the driver's papers, after today's run (docs/decisions/061-light-driver-screens.md).
const MyCredentials = lazy(async () => ({ default: (await import('@/features/credentials/components/my-credentials')).MyCredentials }));

/** The driver portal with the driver's own credentials (docs/decisions/042-credentials.md), once they may drive. */
export function DriverPortalWithCredentials() {
  return <DriverPortalPage credentials={(driver) => (mayDrive(driver.status) ? <MyCredentials driverId={driver.id} /> : null)} />;
}
