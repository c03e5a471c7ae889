import type { ReactNode } from 'react';
import type { DispatchLeg } from '@domain/dispatch';
import { dispatchCopy as copy } from '@/content/dispatch';
import { DraggableLeg } from './draggable-leg';
import { legName } from './leg-chip';
import { LegLine } from './leg-line';

/**
 * A list of legs nobody has: the unassigned queue, or the will-call returns waiting, a line a leg. After a proposal,
 * a leg the solver could not place carries the reason under it, and in its name for a screen reader. With filters on,
 * `total` is how many there are in all; a list may give each leg actions beside it (the will-calls' Rider ready).
 */
export function LegQueue({
  id,
  title,
  empty,
  legs,
  total = legs.length,
  timeZone,
  reasons,
  actions,
}: {
  id: string;
  title: string;
  empty: string;
  legs: DispatchLeg[];
  total?: number;
  timeZone: string;
  reasons?: ReadonlyMap<string, string>;
  actions?: (leg: DispatchLeg) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-1.5">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}{' '}
        <span className="text-sm font-normal text-muted">
          ({total === legs.length ? legs.length : copy.queueFilter.showing(legs.length, total)})
        </span>
      </h2>
      {total === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : legs.length === 0 ? (
        <p className="text-sm text-muted">{copy.queueFilter.noneMatch}</p>
      ) : (
        <ul className="grid gap-0.5" aria-label={title}>
          {legs.map((leg) => {
            const reason = reasons?.get(leg.id);
            const extra = actions?.(leg);
            return (
              <li key={leg.id} className={extra ? 'grid gap-1 rounded border border-slate-200 p-1' : 'grid'}>
                <DraggableLeg
                  leg={leg}
                  name={
                    reason ? `${legName(leg, timeZone)}. ${copy.proposal.notPlaced}: ${reason}` : legName(leg, timeZone)
                  }
                >
                  <LegLine leg={leg} timeZone={timeZone} />
                </DraggableLeg>
                {reason ? (
                  <p aria-hidden="true" className="px-1 text-xs text-amber-900">
                    {copy.proposal.notPlaced}: {reason}
                  </p>
                ) : null}
                {/* Beside the leg, not inside it: the leg is a button of its own. */}
                {extra ? <div className="flex flex-wrap gap-2">{extra}</div> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
