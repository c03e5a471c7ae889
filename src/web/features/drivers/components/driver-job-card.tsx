import { CalendarClock, CheckCircle2, MapPin, NotebookPen, Phone, XCircle } from 'lucide-react';
import { DRIVER_JOB_MOVES, JOB_ACTION_LABELS } from '@domain/driver-moves';
import { phoneHref } from '@domain/company';
import type { JobStatus } from '@domain/statuses';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { JobStatusBadge } from '@/components/ui/job-status-badge';
import { myJobsCopy as copy } from '@/content/my-jobs';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { DriverJob } from '../api/get-driver-jobs';
import { TripSteps } from './trip-steps';

interface DriverJobCardProps {
  job: DriverJob;
  formatTime: (iso: string | null) => string;
  /** True while any status change is on its way: every action waits (docs/product/statuses.md). */
  busy: boolean;
  onMove: (job: DriverJob, status: JobStatus) => void;
  /** Why the leg may not start yet (the day's vehicle inspection), shown under a disabled Start Job. */
  startBlocked?: string | undefined;
}

/** Decline is the one move that gives a trip away, so it looks different from the way forward. */
const variantFor = (status: JobStatus): ButtonVariant => (status === 'declined' ? 'secondary' : 'primary');

/** A number as dialled: keep a written country code, otherwise assume a US number. */
function telHref(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? `tel:+${trimmed.replace(/\D/g, '')}` : phoneHref(trimmed);
}

/** A plain link: the phone offers its map app for it, a desktop opens the map in a new tab. */
const mapHref = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;

/** One trip in My Jobs: call the patient, open each address in maps, and move the job along decision 031's path. */
export function DriverJobCard({ job, formatTime, busy, onMove, startBlocked }: DriverJobCardProps) {
  const moves = DRIVER_JOB_MOVES[job.status] ?? [];
  const final = copy.final[job.status];
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 text-lg font-semibold wrap-anywhere text-ink">{job.patientName}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <LevelOfServiceBadge level={job.levelOfService} escorts={job.escortCount} />
          <JobStatusBadge status={job.status} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <a
          href={telHref(job.patientPhone)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-brand-800 underline-offset-2 hover:underline"
          aria-label={copy.call(job.patientPhone)}
        >
          <Phone aria-hidden="true" className="size-5" />
          <span>
            {job.patientPhone} <span className="text-xs font-normal text-muted">({copy.callHint})</span>
          </span>
        </a>
        <p className="text-lg font-bold text-ink">{formatMoney(job.jobRate)}</p>
      </div>
      <dl className="grid gap-3">
        <Stop
          label={copy.pickup}
          address={job.pickupAddress}
          time={formatTime(job.pickupTime)}
          pinClass="text-brand-700"
        />
        <Stop
          label={copy.dropoff}
          address={job.dropoffAddress}
          time={formatTime(job.dropoffTime)}
          pinClass="text-red-700"
        />
      </dl>
      {job.willCall && job.pickupTime === null ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm font-medium text-ink">{copy.willCall}</p>
      ) : null}
      {job.rideNotes ? (
        // What the driver must know, large enough to read at arm's length on a phone.
        <div className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-amber-900 uppercase">
            <NotebookPen aria-hidden="true" className="size-4" />
            {copy.rideNotes}
          </p>
          <p className="mt-1 text-lg leading-snug wrap-anywhere whitespace-pre-line text-ink">{job.rideNotes}</p>
        </div>
      ) : null}
      {final ? (
        <p
          className={cn(
            'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold',
            job.status === 'completed' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800',
          )}
        >
          {job.status === 'completed' ? (
            <CheckCircle2 aria-hidden="true" className="size-5" />
          ) : (
            <XCircle aria-hidden="true" className="size-5" />
          )}
          {final}
        </p>
      ) : job.status === 'in_progress' && job.pickedUpAt === null ? (
        <TripSteps job={job} busy={busy} />
      ) : moves.length ? (
        <div className="grid gap-2">
          <div className="grid gap-3 sm:auto-cols-fr sm:grid-flow-col">
            {moves.map((next) => {
              const blocked = next === 'in_progress' && startBlocked !== undefined;
              return (
                <Button
                  key={next}
                  size="lg"
                  variant={variantFor(next)}
                  disabled={busy || blocked}
                  aria-describedby={blocked ? `start-blocked-${job.id}` : undefined}
                  onClick={() => onMove(job, next)}
                >
                  {JOB_ACTION_LABELS[next]}
                </Button>
              );
            })}
          </div>
          {startBlocked !== undefined && moves.includes('in_progress') ? (
            <p id={`start-blocked-${job.id}`} className="text-sm font-semibold text-amber-900">
              {startBlocked}
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function Stop({ label, address, time, pinClass }: { label: string; address: string; time: string; pinClass: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        <MapPin aria-hidden="true" className={cn('size-5 shrink-0', pinClass)} />
        {label}
      </dt>
      <dd className="pl-7">
        <a
          href={mapHref(address)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium wrap-anywhere text-brand-800 underline underline-offset-2"
        >
          <span>
            {address}
            <span className="sr-only"> (opens map in a new tab)</span>
          </span>
        </a>
      </dd>
      <dd className="flex items-center gap-1 pl-7 text-sm text-muted">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {time}
      </dd>
    </div>
  );
}
