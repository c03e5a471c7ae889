import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { DriversTab } from '@/features/driver-admin/components/drivers-tab';
import { lazyPage } from '@/lib/lazy-page';

// The review dialog's extra sections (credentials with their uploader, messages) load when a review is opened.
const DriverReviewSections = lazyPage(() => import('./driver-review-sections'), 'DriverReviewSections');

/** The Drivers tab: the applications, whose review shows the driver's credentials and the messages sent. */
export function DriversSection() {
  return (
    <DriversTab
      driverSection={(driver, onUploaderOpenChange) => (
        // Inside the dialog, so the dialog stays open while its sections arrive.
        <Suspense fallback={<Spinner className="flex justify-center py-6" />}>
          <DriverReviewSections driver={driver} onUploaderOpenChange={onUploaderOpenChange} />
        </Suspense>
      )}
    />
  );
}
