import {
  Ban,
  BellRing,
  CalendarClock,
  FileText,
  MapPin,
  NotebookPen,
  Pencil,
  Phone,
  Trash2,
  UserRound,
} from 'lucide-react';
import type { JobListItem } from '@domain/job';
import { deletionRefusal } from '@domain/job-deletion';
import { isFinalJobStatus } from '@domain/statuses';
import { CANCEL_REASON_LABELS } from '@domain/trip-words';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRiderReady } from '../api/trip-actions';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { JobStatusBadge } from '@/components/ui/status-badges';
import { jobsCopy } from '@/content/jobs';
import { cn } from '@/lib/cn';
import { formatJobTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { assignedDriverText } from '../lib/job-display';

interface JobCardProps {
  job: JobListItem;
  timeZone: string;
  onEdit: (job: JobListItem) => void;
  onDelete: (job: JobListItem) => void;
  onCancel: (job: JobListItem) => void;
}

const { card } = jobsCopy;

/** Not done, not under way, not already ended: a trip that can still be called off. */
const cancellable = (job: JobListItem) =>
  !isFinalJobStatus(job.status) && job.status !== 'completed' && job.status !== 'in_progress';

/** One job in the admin's list (docs/product/screens-and-routes.md): who, where, when, how much, and who drives. */
export function JobCard({ job, timeZone, onEdit, onDelete, onCancel }: JobCardProps) {
  const driver = assignedDriverText(job);
  const final = isFinalJobStatus(job.status);
  const waitingForRider = job.willCall && job.pickupTime === null && !final;
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="text-lg font-semibold wrap-anywhere text-ink">{job.patientName}</h3>
            <JobStatusBadge status={job.status} />
            <LevelOfServiceBadge level={job.levelOfService} escorts={job.escortCount} />
            {job.leg === 'return' ? (
              <Badge tone="blue">{waitingForRider ? `${card.returnLeg} · ${card.willCall}` : card.returnLeg}</Badge>
            ) : null}
          </div>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {job.brokerTripId ? (
              <span className="wrap-anywhere">
                {card.brokerTrip} {job.brokerTripId}
              </span>
            ) : null}
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
        <JobActions job={job} onEdit={onEdit} onDelete={onDelete} onCancel={onCancel} className="-mt-1 -mr-2" />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Stop
          label={card.pickup}
          address={job.pickupAddress}
          time={formatJobTime(job.pickupTime, timeZone)}
          pinClass="text-brand-700"
        />
        <Stop
          label={card.dropoff}
          address={job.dropoffAddress}
          time={formatJobTime(job.dropoffTime, timeZone)}
          pinClass="text-red-700"
        />
      </dl>
      {job.appointmentTime ? (
        <p className="text-sm text-muted">
          {card.appointment}:{' '}
          <span className="font-medium text-ink">{formatJobTime(job.appointmentTime, timeZone)}</span>
        </p>
      ) : null}
      {job.status === 'cancelled' ? (
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          {card.cancelled(job.cancelReason ? CANCEL_REASON_LABELS[job.cancelReason] : '')}
          {job.sameDayCancellation ? (
            <Badge tone="red">{card.sameDay}</Badge>
          ) : job.lateCancellation ? (
            <Badge tone="yellow">{card.late}</Badge>
          ) : null}
        </p>
      ) : job.status === 'no_show' ? (
        <p className="text-sm font-medium text-red-800">{card.noShow}</p>
      ) : null}
      {waitingForRider ? <RiderReadyButton job={job} /> : null}
      {job.rideNotes ? (
        <p className="flex items-start gap-2 text-sm text-ink">
          <NotebookPen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span className="sr-only">{card.rideNotes}: </span>
          <span className="wrap-anywhere">{job.rideNotes}</span>
        </p>
      ) : null}
      <p className="flex items-center gap-2 border-t border-slate-200 pt-3 text-sm">
        <UserRound aria-hidden="true" className="size-4 text-muted" />
        <span className="text-muted">{card.driver}:</span>
        <span
          className={cn(
            'font-medium',
            job.assignedDriverId && job.assignedDriverName ? 'text-ink' : 'text-muted italic',
          )}
        >
          {driver}
        </span>
      </p>
    </Card>
  );
}

/** Edit, cancel and delete, for whichever of them the job's state allows: on the card and in the table's row. */
export function JobActions({
  job,
  onEdit,
  onDelete,
  onCancel,
  className,
}: Omit<JobCardProps, 'timeZone'> & { className?: string }) {
  const final = isFinalJobStatus(job.status);
  const recorded = job.startedAt !== null || job.status === 'no_show';
  return (
    <div className={cn('flex shrink-0', className)}>
      {final ? null : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={card.edit(job.patientName)}
          title={card.edit(job.patientName)}
          onClick={() => onEdit(job)}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
      )}
      {cancellable(job) ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={card.cancelTrip(job.patientName)}
          title={card.cancelTrip(job.patientName)}
          onClick={() => onCancel(job)}
        >
          <Ban aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
      {recorded ? (
        // The trip's record of service (docs/decisions/056-proof-of-service.md), opened as the PDF a payer receives.
        <a
          href={`/api/jobs/${encodeURIComponent(job.id)}/trip-log.pdf`}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'ghost', size: 'icon' })}
          aria-label={card.tripLog(job.patientName)}
          title={card.tripLog(job.patientName)}
        >
          <FileText aria-hidden="true" className="size-5" />
        </a>
      ) : null}
      {/* A finished trip is kept (src/domain/job-deletion.ts); one with a record of service is refused by the server, which says to cancel it. */}
      {deletionRefusal(job.status) ? null : (
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
      )}
    </div>
  );
}

/** A will-call return waits until the rider calls; one tap schedules the pickup the company's policy ahead. */
export function RiderReadyButton({ job }: { job: JobListItem }) {
  const ready = useRiderReady();
  const call = () =>
    ready.mutate(job.id, {
      // The server's pickup time says how far ahead, whatever the policy was when this screen loaded.
      onSuccess: (called) =>
        toast({
          title: card.riderReadyDone,
          description: card.riderReadyDoneLead(
            called.pickupTime ? Math.round((Date.parse(called.pickupTime) - Date.now()) / 60_000) : 0,
          ),
        }),
      // A refusal (the way there has not picked the rider up, decision 047) is read as the server words it; no answer at all is a connection problem.
      onError: (error) =>
        toast({
          title: card.riderReadyFailed,
          description: errorMessage(error, jobsCopy.cancel.failedLead),
          variant: 'destructive',
        }),
    });
  return (
    <Button className="justify-self-start" disabled={ready.isPending} onClick={call}>
      <BellRing aria-hidden="true" className="size-5" />
      {card.riderReady}
    </Button>
  );
}

function Stop({ label, address, time, pinClass }: { label: string; address: string; time: string; pinClass: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        <MapPin aria-hidden="true" className={cn('size-4 shrink-0', pinClass)} />
        {label}
      </dt>
      <dd className="pl-6 wrap-anywhere text-ink">{address}</dd>
      <dd className="mt-0.5 flex items-center gap-1 pl-6 text-muted">
        <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
        {time}
      </dd>
    </div>
  );
}
