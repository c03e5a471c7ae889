import type { DispatchLeg } from '@domain/dispatch';
import { dispatchCopy as copy } from '@/content/dispatch';
import { DraggableLeg } from './draggable-leg';
import { legName } from './leg-chip';
import { LegLine } from './leg-line';

/**
 * The queue's section of legs whose driver can no longer take them (docs/decisions/051-day-board.md, amended
 * 2026-11-27), by pickup time, a line each; who holds it and why are in its name and tooltip. They stay in their lanes
 * as well; from here they are dragged to another driver, or C shows who can take them, as from the queue.
 */
export function StrandedQueue({
  legs,
  total = legs.length,
  timeZone,
}: {
  legs: DispatchLeg[];
  total?: number;
  timeZone: string;
}) {
  if (total === 0) return null;
  return (
    <section aria-labelledby="dispatch-stranded" className="grid gap-1.5">
      <h2 id="dispatch-stranded" className="text-lg font-semibold text-red-800">
        {copy.stranded.heading}{' '}
        <span className="text-sm font-normal">
          ({total === legs.length ? legs.length : copy.queueFilter.showing(legs.length, total)})
        </span>
      </h2>
      {legs.length === 0 ? <p className="text-sm text-muted">{copy.queueFilter.noneMatch}</p> : null}
      <ul className="grid gap-0.5" aria-label={copy.stranded.heading}>
        {legs.map((leg) => {
          const name = leg.assignedDriverName
            ? `${legName(leg, timeZone)}. ${copy.stranded.heldBy(leg.assignedDriverName)}`
            : legName(leg, timeZone);
          return (
            <li key={leg.id} title={name}>
              {/* Its own drag id: the same leg is draggable in its lane too. */}
              <DraggableLeg leg={leg} dragId={`stranded:${leg.id}`} name={name}>
                <LegLine leg={leg} timeZone={timeZone} />
              </DraggableLeg>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
