import { useState } from 'react';
import { DRIVER_STATUSES, type DriverStatus } from '@domain/statuses';
import { dashboardText } from '@/content/dashboard';
import { useDriverList } from '../api/drivers';
import { DriverCard } from './driver-card';
import { DriverReviewDialog } from './driver-review-dialog';
import { ListState, StatusFilter } from './list-controls';
import { driverStatusLabel } from './status-badges';

/** SPEC.md section 2: the applications, newest first, with Review and a quick Approve. */
export function DriversTab() {
  const [status, setStatus] = useState<DriverStatus | ''>('');
  const [reviewId, setReviewId] = useState<string | null>(null);
  const list = useDriverList(status);
  const drivers = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The dialog reads the driver from the list, so it shows the latest status after a refresh.
  const reviewing = drivers.find((driver) => driver.id === reviewId) ?? null;

  return (
    <section aria-labelledby="drivers-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="drivers-heading" className="text-xl font-bold text-brand-900">
          {dashboardText.drivers.heading}
        </h2>
        <StatusFilter id="driver-status-filter" value={status} options={DRIVER_STATUSES} label={driverStatusLabel} onChange={setStatus} />
      </div>
      <div className="mt-5">
        <ListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={drivers.length === 0}
          empty={dashboardText.drivers.empty}
          label="driver applications"
          onRetry={() => void list.refetch()}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        >
          <ul className="grid gap-4">
            {drivers.map((driver) => (
              <li key={driver.id}>
                <DriverCard driver={driver} onReview={(d) => setReviewId(d.id)} />
              </li>
            ))}
          </ul>
        </ListState>
      </div>
      <DriverReviewDialog driver={reviewing} onClose={() => setReviewId(null)} />
    </section>
  );
}
