import { Link, useLocation } from 'wouter';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import type { Rider } from '@domain/rider';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { ridersCopy } from '@/content/riders';
import { formatCalendarDate } from '@/lib/dates';
import { riderPath } from '../lib/rider-path';
import { RiderNeeds } from './rider-needs';

const { columns } = ridersCopy;

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

/** The riders found, on a wide screen (docs/decisions/044-riders.md): a sortable table; a row opens the rider. */
export function RiderTable({ riders, moreToLoad }: { riders: Rider[]; moreToLoad: boolean }) {
  const [, navigate] = useLocation();
  return (
    <DataTable
      caption={ridersCopy.heading}
      rows={riders}
      columns={riderColumns}
      onOpen={(rider) => navigate(riderPath(rider))}
      openOnClick
      summary={ridersCopy.shown(riders.length, moreToLoad)}
    />
  );
}
