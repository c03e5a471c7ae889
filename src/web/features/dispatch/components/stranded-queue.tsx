import type { DispatchLeg } from '@domain/dispatch';
import { dispatchCopy as copy } from '@/content/dispatch';
import { DraggableLeg } from './draggable-leg';
import { legName, LegChip } from './leg-chip';

/**
 * The queue's section of legs whose driver can no longer take them (docs/decisions/051-day-board.md, amended
 * 2026-11-27), by pickup time, each with its reasons. They stay in their lanes as well; from here they are dragged
 * to another driver, or C shows who can take them, as from the queue.
 */
export function StrandedQueue({ legs, timeZone }: { legs: DispatchLeg[]; timeZone: string }) {
  if (legs.length === 0) return null;
  return (
    <section aria-labelledby="dispatch-stranded" className="grid gap-2">
      <h2 id="dispatch-stranded" className="text-lg font-semibold text-red-800">
        {copy.stranded.heading} <span className="text-sm font-normal">({legs.length})</span>
      </h2>
      <ul className="grid gap-2" aria-label={copy.stranded.heading}>
        {legs.map((leg) => (
          <li key={leg.id}>
            {/* Its own drag id: the same leg is draggable in its lane too. */}
            <DraggableLeg leg={leg} dragId={`stranded:${leg.id}`} name={legName(leg, timeZone)}>
              <LegChip
                leg={leg}
                timeZone={timeZone}
                note={
                  leg.assignedDriverName
                    ? `${copy.stranded.heldBy(leg.assignedDriverName)} · ${leg.pickupAddress}`
                    : undefined
                }
              />
            </DraggableLeg>
          </li>
        ))}
      </ul>
    </section>
  );
}
