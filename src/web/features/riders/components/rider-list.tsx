import { Link, useLocation } from 'wouter';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import type { Rider } from '@domain/rider';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ridersCopy } from '@/content/riders';
import { formatCalendarDate } from '@/lib/dates';
import { useRiders } from '../api/get-riders';
import { RiderNeeds } from './rider-needs';
import { DataTable, type DataColumn } from '@/components/ui/data-table';

const { columns } = ridersCopy;
const riderPath = (rider: Rider) => `/riders/${rider.id}`;

/** The wide screen's columns; the name is the link (keyboard and screen readers), the row a shortcut to it. */
const riderColumns: DataColumn<Rider>[] = [
  {
    id: 'name',
    rowHeader: true,
    header: columns.name,
    sortValue: (rider) => rider.fullName,
    csv: (rider) => rider.fullName,
    cell: (rider) => (
      <Link href={riderPath(rider)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
        {rider.fullName}
      </Link>
    ),
  },
  {
    id: 'dateOfBirth',
    header: columns.dateOfBirth,
    sortValue: (rider) => rider.dateOfBirth,
    csv: (rider) => rider.dateOfBirth,
    cell: (rider) => <span className="whitespace-nowrap">{formatCalendarDate(rider.dateOfBirth)}</span>,
  },
  {
    id: 'phone',
    header: columns.phone,
    sortValue: (rider) => rider.phone,
    csv: (rider) => rider.phone,
    cell: (rider) => <span className="whitespace-nowrap">{rider.phone}</span>,
  },
  {
    id: 'level',
    header: columns.level,
    sortValue: (rider) => LEVEL_OF_SERVICE_LABELS[rider.defaultLevelOfService],
    csv: (rider) => LEVEL_OF_SERVICE_LABELS[rider.defaultLevelOfService],
    cell: (rider) => LEVEL_OF_SERVICE_LABELS[rider.defaultLevelOfService],
  },
  { id: 'needs', header: columns.needs, cell: (rider) => <RiderNeeds rider={rider} /> },
];

/** The riders found by the search: a dense table on desktop, one card per rider on phones; a row or card opens the rider. */
export function RiderList({ q }: { q: string }) {
  const riders = useRiders(q);
  const [, navigate] = useLocation();

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
      <div className="hidden md:block">
        <DataTable
          caption={ridersCopy.heading}
          rows={items}
          columns={riderColumns}
          onOpen={(rider) => navigate(riderPath(rider))}
          openOnClick
          summary={ridersCopy.shown(items.length, riders.hasNextPage)}
        />
      </div>
      <ul className="grid gap-3 md:hidden">
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
