import { Suspense, useCallback, useState } from 'react';
import type { Driver } from '@domain/driver';
import { DRIVER_STATUS_LABELS, DRIVER_STATUSES, statusLabel, type DriverStatus } from '@domain/statuses';
import { ListState, StatusFilter } from '@/components/ui/list-controls';
import { Spinner } from '@/components/ui/spinner';
import { ViewSwitch } from '@/components/ui/view-switch';
import { lazyDialog } from '@/lib/lazy-dialog';
import { lazyPage } from '@/lib/lazy-page';
import { useListView } from '@/lib/list-view';
import { dashboardText } from '@/content/dashboard';
import { useOverviewStats } from '@/lib/overview-stats';
import { useDriverList } from '../api/get-drivers';
import { DriverCard } from './driver-card';
import type { DriverSection } from './driver-review-dialog';

const text = dashboardText.drivers;

// A phone shows the cards: the table and its library come only with the table view, and the review with its
// dialog library when a review is opened (docs/performance.md, staff screens on a phone).
const DriverTable = lazyPage(() => import('./driver-table'), 'DriverTable');
const DriverReviewDialog = lazyDialog(
  async () => (await import('./driver-review-dialog')).DriverReviewDialog,
  (props) => props.driver !== null,
);

/**
 * docs/product/screens-and-routes.md: the applications with Review and a quick Approve. Unfiltered, the ones awaiting review
 * come first under their count (they are the admin's work), then the others, newest first.
 */
export function DriversTab({ driverSection }: { driverSection?: DriverSection } = {}) {
  const [status, setStatus] = useState<DriverStatus | ''>('');
  const [reviewId, setReviewId] = useState<string | null>(null);
  const list = useDriverList(status);
  const pendingList = useDriverList('pending');
  const stats = useOverviewStats({ refreshOnOpen: true });
  const pendingFirst = status === '';
  const drivers = list.data?.pages.flatMap((page) => page.items) ?? [];
  const pending = pendingList.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = pendingFirst ? drivers.filter((driver) => driver.status !== 'pending') : drivers;
  const pendingCount = stats.data?.role === 'admin' ? stats.data.pendingApplications : pending.length;
  // The dialog reads the driver from the lists, so it shows the latest status after a refresh.
  const reviewing = [...pending, ...drivers].find((driver) => driver.id === reviewId) ?? null;
  const { view, wide, choose } = useListView();
  const review = useCallback((d: Driver) => setReviewId(d.id), []);
  const shownAs = (items: Driver[], caption: string, moreToLoad: boolean) =>
    view === 'table' ? (
      <Suspense fallback={<Spinner className="flex justify-center py-6" />}>
        <DriverTable caption={caption} drivers={items} moreToLoad={moreToLoad} onReview={review} />
      </Suspense>
    ) : (
      cards(items)
    );
  const cards = (items: Driver[]) => (
    <ul className="grid gap-4">
      {items.map((driver) => (
        <li key={driver.id}>
          <DriverCard driver={driver} onReview={review} />
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="drivers-heading">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="drivers-heading" className="text-xl font-bold text-brand-900">
            {text.heading}
          </h2>
          <p className="mt-1 text-sm font-semibold text-amber-800" data-testid="pending-count">
            {text.pendingCount(pendingCount)}
          </p>
        </div>
        <StatusFilter
          id="driver-status-filter"
          value={status}
          options={DRIVER_STATUSES}
          label={(value) => statusLabel(DRIVER_STATUS_LABELS, value)}
          onChange={setStatus}
        />
      </div>
      {wide ? <ViewSwitch view={view} onChange={choose} className="mt-4" /> : null}
      {pendingFirst && pending.length > 0 ? (
        <section aria-labelledby="pending-applications-heading" className="mt-5">
          <h3 id="pending-applications-heading" className="mb-3 text-lg font-semibold text-brand-900">
            {text.pendingHeading} ({pendingCount})
          </h3>
          <ListState
            isPending={false}
            isError={pendingList.isError}
            isEmpty={false}
            empty=""
            label="pending applications"
            onRetry={() => void pendingList.refetch()}
            hasNextPage={pendingList.hasNextPage}
            isFetchingNextPage={pendingList.isFetchingNextPage}
            onLoadMore={() => void pendingList.fetchNextPage()}
          >
            {shownAs(pending, text.table.pendingCaption, pendingList.hasNextPage)}
          </ListState>
          <h3 className="mt-8 mb-3 text-lg font-semibold text-brand-900">{text.otherApplications}</h3>
        </section>
      ) : null}
      <div className={pendingFirst && pending.length > 0 ? '' : 'mt-5'}>
        <ListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={shown.length === 0 && !list.hasNextPage}
          empty={pendingFirst && pending.length > 0 ? text.noOtherApplications : text.empty}
          label="driver applications"
          onRetry={() => void list.refetch()}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        >
          {shownAs(shown, text.table.caption, list.hasNextPage)}
        </ListState>
      </div>
      <DriverReviewDialog driver={reviewing} onClose={() => setReviewId(null)} extra={driverSection} />
    </section>
  );
}
