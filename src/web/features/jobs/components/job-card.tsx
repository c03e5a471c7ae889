import { CalendarClock, MapPin, NotebookPen, Pencil, Phone, Trash2, UserRound } from 'lucide-react';
import type { Job } from '@domain/job';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { JobStatusBadge } from '@/components/ui/status-badges';
import { jobsCopy } from '@/content/jobs';
import { cn } from '@/lib/cn';
import { formatJobTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { assignedDriverText } from '../lib/job-display';

interface JobCardProps {
  job: Job;
  timeZone: string;
  onEdit: (job: Job) => void;
  onDelete: (job: Job) => void;
}

const { card } = jobsCopy;

/** One job in the admin's list (docs/product/screens-and-routes.md): who, where, when, how much, and who drives. */
export function JobCard({ job, timeZone, onEdit, onDelete }: JobCardProps) {
  const driver = assignedDriverText(job);
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="text-lg font-semibold break-words text-ink">{job.patientName}</h3>
            <JobStatusBadge status={job.status} />
            <LevelOfServiceBadge level={job.levelOfService} escorts={job.escortCount} />
          </div>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <Phone aria-hidden="true" className="size-4" />
              <span className="sr-only">{card.phone}: </span>
              {job.patientPhone}
            </span>
            <span className="font-semibold text-ink">
              <span className="sr-only">{card.rate}: </span>
              {formatMoney(job.jobRate)}
            </span>
          </p>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={card.edit(job.patientName)} title={card.edit(job.patientName)} onClick={() => onEdit(job)}>
            <Pencil aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-700 hover:bg-red-50"
            aria-label={card.remove(job.patientName)}
            title={card.remove(job.patientName)}
            onClick={() => onDelete(job)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Stop label={card.pickup} address={job.pickupAddress} time={formatJobTime(job.pickupTime, timeZone)} pinClass="text-brand-700" />
        <Stop label={card.dropoff} address={job.dropoffAddress} time={formatJobTime(job.dropoffTime, timeZone)} pinClass="text-red-700" />
      </dl>
      {job.rideNotes ? (
        <p className="flex items-start gap-2 text-sm text-ink">
          <NotebookPen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span className="sr-only">{card.rideNotes}: </span>
          <span className="break-words">{job.rideNotes}</span>
        </p>
      ) : null}
      <p className="flex items-center gap-2 border-t border-slate-200 pt-3 text-sm">
        <UserRound aria-hidden="true" className="size-4 text-muted" />
        <span className="text-muted">{card.driver}:</span>
        <span className={cn('font-medium', job.assignedDriverId && job.assignedDriverName ? 'text-ink' : 'text-muted italic')}>{driver}</span>
      </p>
    </Card>
  );
}

function Stop({ label, address, time, pinClass }: { label: string; address: string; time: string; pinClass: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        <MapPin aria-hidden="true" className={cn('size-4 shrink-0', pinClass)} />
        {label}
      </dt>
      <dd className="pl-6 break-words text-ink">{address}</dd>
      <dd className="mt-0.5 flex items-center gap-1 pl-6 text-muted">
        <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
        {time}
      </dd>
    </div>
  );
}
