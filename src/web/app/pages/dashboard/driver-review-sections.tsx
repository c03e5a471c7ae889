import type { Driver } from '@domain/driver';
import { DriverAvailability } from '@/features/availability/components/driver-availability';
import { DriverCredentials } from '@/features/credentials/components/driver-credentials';
import { MessageHistory } from '@/features/messages/components/message-history';

/** What the credentials, availability and messages features add to a driver's review (a feature does not import another). */
export function DriverReviewSections({
  driver,
  onUploaderOpenChange,
}: {
  driver: Driver;
  onUploaderOpenChange: (open: boolean) => void;
}) {
  return (
    <>
      <DriverCredentials driverId={driver.id} onUploaderOpenChange={onUploaderOpenChange} />
      <DriverAvailability driverId={driver.id} />
      <MessageHistory subject={{ driverId: driver.id }} />
    </>
  );
}
