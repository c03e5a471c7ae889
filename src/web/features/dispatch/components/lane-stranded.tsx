import { AlertTriangle } from 'lucide-react';
import type { DispatchLeg } from '@domain/dispatch';
import { strandedReasonText } from '@domain/dispatch-words';
import { dispatchCopy as copy } from '@/content/dispatch';
import { cn } from '@/lib/cn';

/**
 * A lane's red banner when its driver can no longer take some of its legs (docs/decisions/051-day-board.md,
 * amended 2026-11-27): how many, and why, so a van put out of service does not keep its legs in silence. An
 * alert, so a screen reader hears it when a live change brings it in; each leg carries its own reasons too.
 */
export function LaneStranded({
  legs,
  compact = false,
}: {
  legs: readonly DispatchLeg[];
  /** The wide board's narrow name column. */ compact?: boolean;
}) {
  const stranded = legs.filter((leg) => leg.strandedReasons.length > 0);
  if (stranded.length === 0) return null;
  const reasons = [...new Set(stranded.flatMap((leg) => leg.strandedReasons))].map(strandedReasonText).join('; ');
  return (
    <p
      role="alert"
      title={`${copy.stranded.lane(stranded.length)}: ${reasons}`}
      className={cn(
        'flex items-start gap-1 rounded-md border border-red-300 bg-red-50 font-medium text-red-800',
        compact ? 'mt-1 px-1.5 py-0.5 text-xs' : 'px-3 py-2 text-sm',
      )}
    >
      <AlertTriangle aria-hidden="true" className={cn('shrink-0', compact ? 'mt-px size-3.5' : 'mt-0.5 size-4')} />
      {compact ? (
        // The name column is narrow: the count is said whole, never cut; the reasons are on each leg and in the title.
        <span className="min-w-0">
          <span aria-hidden="true">{copy.stranded.laneShort(stranded.length)}</span>
          <span className="sr-only">
            {copy.stranded.lane(stranded.length)}: {reasons}
          </span>
        </span>
      ) : (
        <span className="min-w-0">
          {copy.stranded.lane(stranded.length)}
          <span className="font-normal">: {reasons}</span>
        </span>
      )}
    </p>
  );
}
