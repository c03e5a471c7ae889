import { Truck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { dispatchCopy } from '@/content/dispatch';
import { laneTravel } from '../lib/proposal-figures';
import type { KeptLegView, ProposedLaneView, UnplacedLegView } from '../lib/proposal-view';
import { pickupClock } from './leg-chip';

const copy = dispatchCopy.proposal;

/**
 * One row per proposed lane: the driver, their vehicle and their legs in planned order, each at its planned pickup.
 * Only a lane that gains legs can be chosen; one already applied says so instead.
 */
export function ProposedLanes({
  lanes,
  chosen,
  applied,
  onChoose,
  timeZone,
}: {
  lanes: ProposedLaneView[];
  chosen: (driverId: string) => boolean;
  applied: ReadonlySet<string>;
  onChoose: (driverId: string, chosen: boolean) => void;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="proposal-lanes" className="grid gap-2">
      <h3 id="proposal-lanes" className="text-base font-semibold text-brand-900">
        {copy.lanes} <span className="text-sm font-normal text-muted">({lanes.length})</span>
      </h3>
      {lanes.length === 0 ? <p className="text-sm text-muted">{copy.lanesEmpty}</p> : null}
      <ul className="grid gap-2" aria-label={copy.lanes}>
        {lanes.map((lane) => {
          const name = lane.fullName ?? copy.unknownDriver;
          return (
            <li key={lane.driverId} className="grid gap-1 rounded-md border border-slate-200 px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-x-3">
                <div className="flex min-w-0 flex-wrap items-center gap-x-2">
                  {applied.has(lane.driverId) ? (
                    <Badge tone="green">{copy.applied}</Badge>
                  ) : lane.choosable ? (
                    <input
                      id={`proposal-lane-${lane.driverId}`}
                      type="checkbox"
                      aria-label={copy.chooseLane(name)}
                      checked={chosen(lane.driverId)}
                      onChange={(event) => onChoose(lane.driverId, event.currentTarget.checked)}
                      className="size-5 shrink-0 cursor-pointer accent-brand-700"
                    />
                  ) : (
                    <Badge tone="neutral">{copy.noChange}</Badge>
                  )}
                  <h4 className="font-semibold text-ink">
                    {/* The name ticks the box too: a larger target than the box alone. */}
                    {lane.choosable && !applied.has(lane.driverId) ? (
                      <label htmlFor={`proposal-lane-${lane.driverId}`} className="cursor-pointer">
                        {name}
                      </label>
                    ) : (
                      name
                    )}
                  </h4>
                  {lane.vehicleNumber ? (
                    <span className="inline-flex items-center gap-1 text-sm text-muted">
                      <Truck aria-hidden="true" className="size-3.5" />
                      {lane.vehicleNumber}
                    </span>
                  ) : null}
                </div>
                {/* The lane's own driving before and after: each driver's figures, not the day's. */}
                <p className="text-xs text-muted tabular-nums" data-lane-figures>
                  {lane.current ? (
                    <>
                      {copy.laneNow} {laneTravel(lane.current)}
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only">; </span>
                    </>
                  ) : null}
                  <span className="font-medium text-ink">
                    {copy.laneProposed}{' '}
                    {laneTravel({ legs: lane.legs.length, miles: lane.miles, minutes: lane.minutes })}
                  </span>
                </p>
              </div>
              <ol
                className="grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-2"
                aria-label={`${name}: ${dispatchCopy.legCount(lane.legs.length)}`}
              >
                {lane.legs.map((leg) => (
                  <li key={leg.id} className="flex items-center gap-1">
                    <span className="shrink-0 font-medium whitespace-nowrap text-ink tabular-nums">
                      {leg.at ? pickupClock(leg.at, timeZone) : '—'}
                    </span>
                    <span className="min-w-0 text-ink">{leg.leg?.patientName ?? copy.unknownLeg}</span>
                    {leg.moved ? (
                      <Badge tone="blue" className="shrink-0 px-1.5 normal-case" title={copy.newLegLong}>
                        {copy.newLeg}
                        <span className="sr-only">, {copy.newLegLong}</span>
                      </Badge>
                    ) : null}
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The legs the solver could not place, each with why, so the dispatcher knows what is left to do by hand. */
export function UnplacedLegs({ legs, timeZone }: { legs: UnplacedLegView[]; timeZone: string }) {
  return (
    <section aria-labelledby="proposal-unplaced" className="grid gap-2">
      <h3 id="proposal-unplaced" className="text-base font-semibold text-brand-900">
        {copy.unplaced} <span className="text-sm font-normal text-muted">({legs.length})</span>
      </h3>
      {legs.length === 0 ? (
        <p className="text-sm text-muted">{copy.unplacedEmpty}</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={copy.unplaced}>
          {legs.map(({ id, leg, label }) => (
            <li key={id} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5">
              <span className="font-medium text-ink tabular-nums">
                {leg ? pickupClock(leg.pickupTime, timeZone) : ''}
              </span>{' '}
              <span className="font-medium text-ink">{leg?.patientName ?? copy.unknownLeg}</span>
              <span className="block text-amber-900">{label}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Legs with a driver that the plan leaves out: they stay where they are, each with its driver and why. */
export function KeptLegs({ legs, timeZone }: { legs: KeptLegView[]; timeZone: string }) {
  if (legs.length === 0) return null;
  return (
    <section aria-labelledby="proposal-kept" className="grid gap-2">
      <h3 id="proposal-kept" className="text-base font-semibold text-brand-900">
        {copy.kept} <span className="text-sm font-normal text-muted">({legs.length})</span>
      </h3>
      <p className="text-sm text-muted">{copy.keptLead}</p>
      <ul className="grid gap-1 text-sm" aria-label={copy.kept}>
        {legs.map(({ id, leg, driverName, label }) => (
          <li key={id} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5">
            <span className="font-medium text-ink tabular-nums">
              {leg ? pickupClock(leg.pickupTime, timeZone) : ''}
            </span>{' '}
            <span className="font-medium text-ink">{leg?.patientName ?? copy.unknownLeg}</span>
            <span className="text-muted"> · {driverName ?? copy.unknownDriver}</span>
            <span className="block text-ink">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
