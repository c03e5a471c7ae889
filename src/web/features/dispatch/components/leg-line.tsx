import type { DispatchLeg } from '@domain/dispatch';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { dispatchCopy as copy } from '@/content/dispatch';
import { cn } from '@/lib/cn';
import { townOf } from '../lib/queue-filter';
import { pickupClock, riderAnswer } from './leg-chip';

const LEVEL_TONES = {
  ambulatory: 'text-slate-700',
  wheelchair: 'text-blue-800',
  stretcher: 'text-purple-800',
} as const;

/**
 * One leg on one line of the queue (docs/decisions/051-day-board.md): time, rider, level, town and its flags, so a
 * dispatcher sees twenty-five and more at once. The street is in the leg's panel; its name (the draggable around it)
 * says it all to a screen reader.
 */
export function LegLine({ leg, timeZone }: { leg: DispatchLeg; timeZone: string }) {
  const stranded = leg.strandedReasons.length > 0;
  return (
    <div
      data-leg-line=""
      className={cn(
        'grid grid-cols-[4.25rem_minmax(0,1fr)_2rem_minmax(0,5.5rem)_auto] items-center gap-x-1.5 rounded border bg-white px-1.5 py-px text-xs leading-5 hover:bg-slate-50',
        leg.timing === 'late'
          ? 'border-red-300 bg-red-50'
          : leg.timing === 'at_risk'
            ? 'border-amber-300 bg-amber-50'
            : 'border-slate-200',
        stranded && 'border-dashed border-red-500',
      )}
    >
      <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
        {pickupClock(leg.pickupTime, timeZone)}
      </span>
      <span className="truncate font-medium text-ink" title={leg.patientName}>
        {leg.patientName}
      </span>
      <span
        className={cn('font-semibold', LEVEL_TONES[leg.levelOfService])}
        title={LEVEL_OF_SERVICE_LABELS[leg.levelOfService]}
      >
        {copy.queueFilter.levelShort[leg.levelOfService]}
        {leg.escortCount > 0 ? copy.queueFilter.escorts(leg.escortCount) : ''}
      </span>
      <span className="truncate text-muted" title={leg.pickupAddress}>
        {townOf(leg.pickupAddress)}
      </span>
      <span className="flex gap-1 font-semibold whitespace-nowrap">
        {leg.leg === 'return' ? <span className="rounded bg-blue-100 px-1 text-blue-900">{copy.returnLeg}</span> : null}
        {riderAnswer(leg) ? (
          <span
            className={cn(
              'rounded px-1',
              leg.status === 'cancelled' ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900',
            )}
          >
            {riderAnswer(leg)}
          </span>
        ) : null}
        {leg.timing ? (
          <span
            className={cn(
              'rounded px-1',
              leg.timing === 'late' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900',
            )}
          >
            {leg.timing === 'late' ? copy.late : copy.atRisk}
          </span>
        ) : null}
        {stranded ? <span className="rounded bg-red-100 px-1 text-red-900">{copy.stranded.mark}</span> : null}
      </span>
    </div>
  );
}
