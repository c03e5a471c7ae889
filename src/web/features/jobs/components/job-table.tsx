import { useMemo } from 'react';
import type { JobListItem } from '@domain/job';
import { isFinalJobStatus } from '@domain/statuses';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { JobStatusBadge } from '@/components/ui/status-badges';
import { jobsCopy } from '@/content/jobs';
import { formatJobTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { assignedDriverText } from '../lib/job-display';
import { downloadJobsCsv } from '../lib/jobs-csv';
import { JobActions, RiderReadyButton } from './job-card';

const copy = jobsCopy.table;
const headers = copy.headers;

interface JobTableProps {
  jobs: JobListItem[];
  timeZone: string;
  moreToLoad: boolean;
  onEdit: (job: JobListItem) => void;
  onDelete: (job: JobListItem) => void;
  onCancel: (job: JobListItem) => void;
  /** The jobs chosen for a bulk action, and the toggle of one. */
  chosen: ReadonlySet<string>;
  onChoose: (job: JobListItem) => void;
}

/** Job Management on a wide screen (docs/decisions/054-job-table.md): a day of 300 trips in one sortable table. */
export function JobTable({ jobs, timeZone, moreToLoad, onEdit, onDelete, onCancel, chosen, onChoose }: JobTableProps) {
  const columns = useMemo<DataColumn<JobListItem>[]>(() => {
    const when = (job: JobListItem) => formatJobTime(job.pickupTime, timeZone);
    return [
      {
        id: 'choose',
        header: headers.choose,
        hideable: false,
        cell: (job) => (
          // Its own click: choosing a row does not open it.
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={chosen.has(job.id)}
            aria-label={copy.choose(job.patientName, when(job))}
            onChange={() => onChoose(job)}
            onClick={(event) => event.stopPropagation()}
          />
        ),
      },
      {
        id: 'pickup',
        header: headers.pickup,
        sortValue: (job) => job.pickupTime ?? '',
        cell: (job) => <span className="whitespace-nowrap tabular-nums">{when(job)}</span>,
      },
      {
        id: 'rider',
        rowHeader: true,
        header: headers.rider,
        sortValue: (job) => job.patientName,
        cell: (job) => (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-medium text-ink">{job.patientName}</span>
            {job.leg === 'return' ? <Badge tone="blue">{jobsCopy.card.returnLeg}</Badge> : null}
            {job.brokerTripId ? (
              <span className="w-full text-xs text-muted">
                {jobsCopy.card.brokerTrip} {job.brokerTripId}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'phone',
        header: headers.phone,
        hidden: true,
        sortValue: (job) => job.patientPhone,
        cell: (job) => job.patientPhone,
      },
      {
        id: 'level',
        header: headers.level,
        sortValue: (job) => job.levelOfService,
        cell: (job) => <LevelOfServiceBadge level={job.levelOfService} escorts={job.escortCount} />,
      },
      {
        id: 'from',
        header: headers.from,
        sortValue: (job) => job.pickupAddress,
        cell: (job) => <span className="line-clamp-2">{job.pickupAddress}</span>,
      },
      {
        id: 'to',
        header: headers.to,
        sortValue: (job) => job.dropoffAddress,
        cell: (job) => <span className="line-clamp-2">{job.dropoffAddress}</span>,
      },
      { id: 'driver', header: headers.driver, sortValue: assignedDriverText, cell: assignedDriverText },
      {
        id: 'status',
        header: headers.status,
        sortValue: (job) => job.status,
        cell: (job) => <JobStatusBadge status={job.status} />,
      },
      {
        id: 'rate',
        header: headers.rate,
        sortValue: (job) => Number(job.jobRate),
        cell: (job) => <span className="tabular-nums">{formatMoney(job.jobRate)}</span>,
      },
      {
        id: 'actions',
        header: headers.actions,
        hideable: false,
        cell: (job) => (
          <span className="flex items-center gap-1">
            {/* A will-call return waiting for its rider is made ready from its row, as from its card. */}
            {job.willCall && job.pickupTime === null && !isFinalJobStatus(job.status) ? (
              <RiderReadyButton job={job} />
            ) : null}
            <JobActions job={job} onEdit={onEdit} onDelete={onDelete} onCancel={onCancel} />
          </span>
        ),
      },
    ];
  }, [timeZone, onEdit, onDelete, onCancel, chosen, onChoose]);
  return (
    <DataTable
      caption={copy.caption}
      rows={jobs}
      columns={columns}
      // Pickup order whatever is listed: a dispatcher reads the day as it runs (a will-call return not yet called last).
      initialSort={{ id: 'pickup', desc: false }}
      // A click or Enter opens the job; a cancelled or no-show trip is final and has nothing to open.
      onOpen={(job) => (isFinalJobStatus(job.status) ? undefined : onEdit(job))}
      openOnClick
      summary={copy.shown(jobs.length, moreToLoad)}
      // The same file as "Export chosen as CSV", of every listed job: the facts billing reads, whatever columns show.
      onExport={(rows) => void downloadJobsCsv(rows.map((job) => job.id))}
    />
  );
}
