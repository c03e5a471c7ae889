import { AlertTriangle, Check, Clock, MessageSquareX } from 'lucide-react';
import type { DispatchLeg } from '@domain/dispatch';
import { strandedReasonText } from '@domain/dispatch-words';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { JOB_STATUS_LABELS, statusLabel } from '@domain/statuses';
import { Badge } from '@/components/ui/badge';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { JobStatusBadge } from '@/components/ui/status-badges';
import { dispatchCopy as copy } from '@/content/dispatch';
import { cn } from '@/lib/cn';
import { clockText } from '@/lib/company-clock';

export const pickupClock = (iso: string | null, timeZone: string) =>
  iso === null ? 'Will-call' : clockText(iso, 'time', timeZone);

/** Why the leg's driver can no longer take it, in words; empty when they can (docs/decisions/051-day-board.md). */
export const strandedText = (leg: DispatchLeg) => leg.strandedReasons.map(strandedReasonText).join('; ');

/** What a leg is called to a screen reader and in a tooltip: time, rider, level, where it stands, and trouble. */
export function legName(leg: DispatchLeg, timeZone: string): string {
  const trouble = leg.timing === 'late' ? `, ${copy.late}` : leg.timing === 'at_risk' ? `, ${copy.atRisk}` : '';
  const status = leg.status === 'pending' ? '' : `, ${statusLabel(JOB_STATUS_LABELS, leg.status)}`;
  const stranded = leg.strandedReasons.length > 0 ? `. ${copy.stranded.mark}: ${strandedText(leg)}` : '';
  return `${pickupClock(leg.pickupTime, timeZone)} ${leg.patientName}, ${LEVEL_OF_SERVICE_LABELS[leg.levelOfService]}${leg.leg === 'return' ? `, ${copy.returnLeg}` : ''}${status}${riderAnswer(leg) ? `, ${riderAnswer(leg)}` : ''}${trouble}${stranded}`;
}

/** What the rider answered a text with, when it shows: C confirmed a leg still to come, X cancelled it. */
export function riderAnswer(leg: DispatchLeg): string | null {
  if (leg.status === 'cancelled') return leg.cancelledByText ? copy.cancelledByText : null;
  return leg.riderConfirmedAt !== null && leg.status !== 'no_show' ? copy.riderConfirmed : null;
}

/** One leg, dense enough that a lane of a dozen reads at a glance: time, rider, level, where from, and trouble first. */
export function LegChip({
  leg,
  timeZone,
  note,
  overlaps = false,
}: {
  leg: DispatchLeg;
  timeZone: string;
  note?: string;
  /** It overlaps another leg of its lane in time. */ overlaps?: boolean;
}) {
  const settled = leg.status === 'cancelled' || leg.status === 'no_show';
  const stranded = leg.strandedReasons.length > 0;
  // Named by the draggable around it (DraggableLeg), which is what a screen reader lands on.
  return (
    <div
      className={cn(
        'grid gap-1 rounded-md border bg-white px-3 py-2 text-sm',
        leg.timing === 'late'
          ? 'border-red-400 bg-red-50'
          : leg.timing === 'at_risk'
            ? 'border-amber-400 bg-amber-50'
            : 'border-slate-200',
        stranded && 'border-dashed border-red-500',
        settled && 'opacity-70',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="inline-flex items-center gap-1 font-semibold text-ink tabular-nums">
          <Clock aria-hidden="true" className="size-3.5" />
          {pickupClock(leg.pickupTime, timeZone)}
        </span>
        <span className="min-w-0 font-medium wrap-anywhere text-ink">{leg.patientName}</span>
        {leg.leg === 'return' ? <Badge tone="blue">{copy.returnLeg}</Badge> : null}
        {riderAnswer(leg) ? (
          <Badge tone={leg.status === 'cancelled' ? 'red' : 'green'} className="normal-case">
            {leg.status === 'cancelled' ? (
              <MessageSquareX aria-hidden="true" className="mr-1 size-3" />
            ) : (
              <Check aria-hidden="true" className="mr-1 size-3" />
            )}
            {riderAnswer(leg)}
          </Badge>
        ) : null}
        {leg.timing ? (
          <Badge tone={leg.timing === 'late' ? 'red' : 'yellow'}>
            <AlertTriangle aria-hidden="true" className="mr-1 size-3" />
            {leg.timing === 'late' ? copy.late : copy.atRisk}
          </Badge>
        ) : null}
        {stranded ? (
          <Badge tone="red" className="normal-case">
            {copy.stranded.mark}
          </Badge>
        ) : null}
        {overlaps ? (
          <Badge tone="yellow" className="normal-case">
            {copy.overlaps.flag}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <LevelOfServiceBadge level={leg.levelOfService} escorts={leg.escortCount} />
        <JobStatusBadge status={leg.status} />
      </div>
      {stranded ? (
        <ul className="grid gap-0.5 text-xs font-medium text-red-800">
          {leg.strandedReasons.map((code) => (
            <li key={code}>{strandedReasonText(code)}</li>
          ))}
        </ul>
      ) : null}
      <p className="wrap-anywhere text-muted">{note ?? leg.pickupAddress}</p>
    </div>
  );
}
