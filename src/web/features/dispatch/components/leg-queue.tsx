import type { DispatchLeg } from '@domain/dispatch';
import { dispatchCopy as copy } from '@/content/dispatch';
import { DraggableLeg } from './draggable-leg';
import { legName, LegChip } from './leg-chip';

/**
 * A list of legs nobody has: the unassigned queue, or the will-call returns waiting. After a proposal, a leg the
 * solver could not place carries the reason under it, and in its name for a screen reader.
 */
export function LegQueue({
  id,
  title,
  empty,
  legs,
  timeZone,
  reasons,
}: {
  id: string;
  title: string;
  empty: string;
  legs: DispatchLeg[];
  timeZone: string;
  reasons?: ReadonlyMap<string, string>;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title} <span className="text-sm font-normal text-muted">({legs.length})</span>
      </h2>
      {legs.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-2" aria-label={title}>
          {legs.map((leg) => {
            const reason = reasons?.get(leg.id);
            return (
              <li key={leg.id} className="grid gap-1">
                <DraggableLeg
                  leg={leg}
                  name={
                    reason ? `${legName(leg, timeZone)}. ${copy.proposal.notPlaced}: ${reason}` : legName(leg, timeZone)
                  }
                >
                  <LegChip leg={leg} timeZone={timeZone} />
                </DraggableLeg>
                {reason ? (
                  <p aria-hidden="true" className="px-1 text-xs text-amber-900">
                    {copy.proposal.notPlaced}: {reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
