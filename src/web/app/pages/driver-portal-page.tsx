import { mayDrive } from '@domain/driver-sign-in';
import { MyCredentials } from '@/features/credentials/components/my-credentials';
import { DriverPortalPage } from '@/features/drivers/pages/driver-portal-page';

/** The driver portal with the driver's own credentials (docs/decisions/042-credentials.md), once they may drive. */
export function DriverPortalWithCredentials() {
  return <DriverPortalPage credentials={(driver) => (mayDrive(driver.status) ? <MyCredentials driverId={driver.id} /> : null)} />;
}
