import { useMemo } from 'react';
import type { JobListItem } from '@domain/job';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { isFinalJobStatus, JOB_STATUS_LABELS, statusLabel } from '@domain/statuses';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { JobStatusBadge } from '@/components/ui/status-badges';
import { jobsCopy } from '@/content/jobs';
import { formatJobTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { assignedDriverText } from '../lib/job-display';
import { JobActions } from './job-card';

const copy = jobsCopy.table;
const headers = copy.headers;

interface JobTableProps {
  jobs: JobListItem[];
  timeZone: string;
  /** A day's jobs start in pickup order; otherwise the server's (newest first). */
  byPickup: boolean;
  moreToLoad: boolean;
  onEdit: (job: JobListItem) => void;
  onDelete: (job: JobListItem) => void;
  onCancel: (job: JobListItem) => void;
}

/** Job Management on a wide screen (docs/decisions/054-job-table.md): a day of 300 trips in one sortable table. */
export function JobTable({ jobs, timeZone, byPickup, moreToLoad, onEdit, onDelete, onCancel }: JobTableProps) {
  const columns = useMemo<DataColumn<JobListItem>[]>(() => {
    const when = (job: JobListItem) => formatJobTime(job.pickupTime, timeZone);
    return [
      {
        id: 'pickup',
        header: headers.pickup,
        sortValue: (job) => job.pickupTime ?? '',
        csv: when,
        cell: (job) => <span className="whitespace-nowrap tabular-nums">{when(job)}</span>,
      },
      {
        id: 'rider',
        rowHeader: true,
        header: headers.rider,
        sortValue: (job) => job.patientName,
        csv: (job) => job.patientName,
        cell: (job) => (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-medium text-ink">{job.patientName}</span>
            {job.leg === 'return' ? <Badge tone="blue">{jobsCopy.card.returnLeg}</Badge> : null}
          </span>
        ),
      },
      {
        id: 'phone',
        header: headers.phone,
        hidden: true,
        sortValue: (job) => job.patientPhone,
        csv: (job) => job.patientPhone,
        cell: (job) => job.patientPhone,
      },
      {
        id: 'level',
        header: headers.level,
        sortValue: (job) => job.levelOfService,
        csv: (job) => `${LEVEL_OF_SERVICE_LABELS[job.levelOfService]}${job.escortCount ? ` +${job.escortCount}` : ''}`,
        cell: (job) => <LevelOfServiceBadge level={job.levelOfService} escorts={job.escortCount} />,
      },
      {
        id: 'from',
        header: headers.from,
        sortValue: (job) => job.pickupAddress,
        csv: (job) => job.pickupAddress,
        cell: (job) => <span className="line-clamp-2">{job.pickupAddress}</span>,
      },
      {
        id: 'to',
        header: headers.to,
        sortValue: (job) => job.dropoffAddress,
        csv: (job) => job.dropoffAddress,
        cell: (job) => <span className="line-clamp-2">{job.dropoffAddress}</span>,
      },
      {
        id: 'driver',
        header: headers.driver,
        sortValue: assignedDriverText,
        csv: assignedDriverText,
        cell: assignedDriverText,
      },
      {
        id: 'status',
        header: headers.status,
        sortValue: (job) => job.status,
        csv: (job) => statusLabel(JOB_STATUS_LABELS, job.status),
        cell: (job) => <JobStatusBadge status={job.status} />,
      },
      {
        id: 'rate',
        header: headers.rate,
        sortValue: (job) => Number(job.jobRate),
        csv: (job) => job.jobRate,
        cell: (job) => <span className="tabular-nums">{formatMoney(job.jobRate)}</span>,
      },
      {
        id: 'actions',
        header: headers.actions,
        hideable: false,
        cell: (job) => <JobActions job={job} onEdit={onEdit} onDelete={onDelete} onCancel={onCancel} />,
      },
    ];
  }, [timeZone, onEdit, onDelete, onCancel]);
  return (
    <DataTable
      caption={copy.caption}
      rows={jobs}
      columns={columns}
      initialSort={byPickup ? { id: 'pickup', desc: false } : undefined}
      // Enter edits a job that can still change; a finished one has nothing to edit.
      onOpen={(job) => (isFinalJobStatus(job.status) || job.status === 'completed' ? undefined : onEdit(job))}
      summary={copy.shown(jobs.length, moreToLoad)}
    />
  );
}
