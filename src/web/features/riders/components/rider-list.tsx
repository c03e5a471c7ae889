import { Suspense } from 'react';
import { Link } from 'wouter';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ridersCopy } from '@/content/riders';
import { formatCalendarDate } from '@/lib/dates';
import { lazyPage } from '@/lib/lazy-page';
import { useMediaQuery } from '@/lib/use-media-query';
import { useRiders } from '../api/get-riders';
import { riderPath } from '../lib/rider-path';
import { RiderNeeds } from './rider-needs';

// The table is the wide screen's: a phone, which shows the cards, never loads the table library
// (docs/performance.md, staff screens on a phone).
const RiderTable = lazyPage(() => import('./rider-table'), 'RiderTable');

/** Tailwind's `md`, where the cards give way to the table. */
const WIDE = '(min-width: 768px)';

const { columns } = ridersCopy;

/** The riders found by the search: a dense table on desktop, one card per rider on phones; a row or card opens the rider. */
export function RiderList({ q }: { q: string }) {
  const riders = useRiders(q);
  const wide = useMediaQuery(WIDE);
  // A wide screen will draw the table: its code is fetched while the riders are, not after them.
  if (wide) RiderTable.preload();

  if (riders.isPending) return <Spinner label="Loading riders" />;
  if (riders.isError) {
    return (
      <Card className="p-6 text-center">
        <p role="alert">{ridersCopy.fetchFailed}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void riders.refetch()}>
          {ridersCopy.retry}
        </Button>
      </Card>
    );
  }
  const items = riders.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-muted">
        {q ? ridersCopy.emptySearch(q) : ridersCopy.empty}
      </p>
    );

  return (
    <div className="grid gap-4">
      {wide ? (
        <Suspense fallback={<Spinner className="flex justify-center py-6" />}>
          <RiderTable riders={items} moreToLoad={riders.hasNextPage} />
        </Suspense>
      ) : (
        <ul className="grid gap-3">
          {items.map((rider) => (
            <li key={rider.id}>
              <Card className="relative p-4 hover:bg-brand-50">
                <Link
                  href={riderPath(rider)}
                  className="text-lg font-semibold wrap-anywhere text-brand-800 after:absolute after:inset-0"
                >
                  {rider.fullName}
                </Link>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted">{columns.dateOfBirth}</dt>
                  <dd>{formatCalendarDate(rider.dateOfBirth)}</dd>
                  <dt className="text-muted">{columns.phone}</dt>
                  <dd>{rider.phone}</dd>
                  <dt className="text-muted">{columns.level}</dt>
                  <dd>{LEVEL_OF_SERVICE_LABELS[rider.defaultLevelOfService]}</dd>
                </dl>
                <div className="mt-3">
                  <RiderNeeds rider={rider} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {riders.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          disabled={riders.isFetchingNextPage}
          onClick={() => void riders.fetchNextPage()}
        >
          {riders.isFetchingNextPage ? ridersCopy.loadingMore : ridersCopy.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
