import { useMemo } from 'react';
import type { Driver } from '@domain/driver';
import { DRIVER_STATUS_LABELS, statusLabel } from '@domain/statuses';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { DriverStatusBadge } from '@/components/ui/status-badges';
import { dashboardText } from '@/content/dashboard';
import { useCompany } from '@/lib/company-profile';
import { formatDayOf } from '@/lib/dates';
import { DriverActions } from './driver-card';

const text = dashboardText.drivers;

interface DriverTableProps {
  caption: string;
  drivers: Driver[];
  moreToLoad: boolean;
  onReview: (driver: Driver) => void;
}

/** Driver applications on a wide screen (docs/decisions/054-job-table.md): sortable, Enter opens the review. */
export function DriverTable({ caption, drivers, moreToLoad, onReview }: DriverTableProps) {
  const { timeZone } = useCompany();
  const columns = useMemo<DataColumn<Driver>[]>(() => {
    const place = (d: Driver) => `${d.city}, ${d.state}`;
    const vehicle = (d: Driver) => d.vehicleInfo?.trim() || text.noVehicle;
    const consent = (d: Driver) => (d.backgroundCheckConsent ? text.table.consentGiven : text.table.noConsent);
    const applied = (d: Driver) => formatDayOf(d.createdAt, timeZone);
    return [
      {
        id: 'name',
        rowHeader: true,
        header: text.table.name,
        sortValue: (d) => d.fullName,
        csv: (d) => d.fullName,
        cell: (d) => <span className="font-medium whitespace-nowrap text-ink">{d.fullName}</span>,
      },
      {
        id: 'status',
        header: text.table.status,
        sortValue: (d) => d.status,
        csv: (d) => statusLabel(DRIVER_STATUS_LABELS, d.status),
        cell: (d) => <DriverStatusBadge status={d.status} />,
      },
      {
        id: 'phone',
        header: text.table.phone,
        sortValue: (d) => d.phoneNumber,
        csv: (d) => d.phoneNumber,
        cell: (d) => <span className="whitespace-nowrap tabular-nums">{d.phoneNumber}</span>,
      },
      {
        id: 'email',
        header: text.table.email,
        hidden: true,
        sortValue: (d) => d.email,
        csv: (d) => d.email,
        cell: (d) => <span className="break-all">{d.email}</span>,
      },
      {
        id: 'place',
        header: text.table.place,
        sortValue: place,
        csv: place,
        cell: (d) => <span className="whitespace-nowrap">{place(d)}</span>,
      },
      {
        id: 'vehicle',
        header: text.table.vehicle,
        sortValue: vehicle,
        csv: vehicle,
        cell: (d) => <span className="line-clamp-2 min-w-32">{vehicle(d)}</span>,
      },
      {
        id: 'consent',
        header: text.table.consent,
        sortValue: consent,
        csv: consent,
        cell: (d) => <span className="whitespace-nowrap">{consent(d)}</span>,
      },
      {
        id: 'applied',
        header: text.table.applied,
        hidden: true,
        sortValue: (d) => d.createdAt,
        csv: applied,
        cell: (d) => <span className="whitespace-nowrap">{applied(d)}</span>,
      },
      {
        id: 'actions',
        header: text.table.actions,
        hideable: false,
        cell: (d) => <DriverActions driver={d} onReview={onReview} className="flex gap-2" />,
      },
    ];
  }, [timeZone, onReview]);
  return (
    <DataTable
      caption={caption}
      rows={drivers}
      columns={columns}
      onOpen={onReview}
      openOnClick
      summary={text.table.shown(drivers.length, moreToLoad)}
    />
  );
}
