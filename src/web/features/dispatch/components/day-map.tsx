import { Component, lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { DispatchDay, DispatchLeg } from '@domain/dispatch';
import { Spinner } from '@/components/ui/spinner';
import { dispatchCopy } from '@/content/dispatch';
import { formatJobTime } from '@/lib/dates';
import { useNow } from '@/lib/use-now';
import { useDayPositions } from '../api/get-positions';
import {
  driverFeatures,
  legsInView,
  legsWithIds,
  minutesAgo,
  PICKUP_COLORS,
  pickupFeatures,
  pickupState,
  STALE_MINUTES,
  type PickupState,
  type ViewBounds,
} from '../lib/map-features';
import { legName, pickupClock } from './leg-chip';

const copy = dispatchCopy.map;
const MapCanvas = lazy(() => import('./map-canvas'));
/** The list beside the map names at most this many pickups; zooming in narrows it. */
const LISTED = 50;
/** Ages on the map move on by themselves between two positions. */
const AGE_TICK_MS = 30_000;

/** A canvas that fails to start (no WebGL, a lost context) leaves the panel's list, not a broken board. */
class CanvasBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function webGlAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * The map beside the board (docs/decisions/055-day-map-and-positions.md): the day's pickups coloured by what they
 * need and clustered with their counts, each driver's last known position with its age, and beside it the pickups
 * in view and the positions as lists, for keyboards, screen readers and browsers without WebGL. A pickup, on the
 * map or in the list, opens its leg.
 */
export function DayMap({
  day,
  timeZone,
  onOpenLeg,
}: {
  day: DispatchDay;
  timeZone: string;
  onOpenLeg?: (legId: string) => void;
}) {
  const positions = useDayPositions(day.date, true);
  const [unavailable, setUnavailable] = useState(() => !webGlAvailable());
  const [view, setView] = useState<ViewBounds | null>(null);
  const [picked, setPicked] = useState<string[] | null>(null);
  const legs = useMemo(() => [...day.unassigned, ...day.lanes.flatMap((lane) => lane.legs)], [day]);
  const { features, unplaced } = useMemo(() => pickupFeatures(legs), [legs]);
  const drivers = useMemo(() => positions.data?.drivers ?? [], [positions.data]);
  const now = useNow(AGE_TICK_MS).getTime();
  const driverDots = useMemo(() => driverFeatures(drivers, now, copy.seen), [drivers, now]);
  const listed = useMemo(() => (picked ? legsWithIds(legs, picked) : legsInView(legs, view)), [legs, picked, view]);
  const openLeg = (legId: string) => onOpenLeg?.(legId);
  const onView = useCallback((next: ViewBounds) => {
    setView(next);
    setPicked(null);
  }, []);
  const fallback = (
    <p className="grid h-full place-items-center p-6 text-center text-sm text-muted">{copy.unavailable}</p>
  );

  return (
    <section
      aria-labelledby="dispatch-map"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dispatch-map" className="text-lg font-semibold text-brand-900">
          {copy.heading}
        </h2>
        <p className="text-sm text-muted" aria-live="polite">
          {copy.summary(features.length, unplaced, drivers.length)}
        </p>
      </div>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="h-64 overflow-hidden rounded-lg bg-slate-100 sm:h-80">
          {unavailable ? (
            fallback
          ) : positions.data ? (
            <CanvasBoundary fallback={fallback}>
              <Suspense fallback={<Spinner label={copy.loading} />}>
                <MapCanvas
                  styleUrl={positions.data.mapStyleUrl}
                  pickups={features}
                  drivers={driverDots}
                  onUnavailable={() => setUnavailable(true)}
                  onOpenLeg={openLeg}
                  onShowLegs={setPicked}
                  onView={onView}
                />
              </Suspense>
            </CanvasBoundary>
          ) : (
            <Spinner label={copy.loading} />
          )}
        </div>
        <div className="grid content-start gap-3 text-sm">
          <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="Legend">
            {(Object.keys(PICKUP_COLORS) as PickupState[]).map((state) => (
              <li key={state} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full"
                  style={{ backgroundColor: PICKUP_COLORS[state] }}
                />
                {copy.legend[state]}
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted">{copy.clusters}</p>
          <section aria-labelledby="dispatch-positions" className="grid gap-1.5">
            <h3 id="dispatch-positions" className="font-semibold text-ink">
              {copy.drivers}
            </h3>
            {drivers.length === 0 ? (
              <p className="text-muted">{copy.noDrivers}</p>
            ) : (
              <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-labelledby="dispatch-positions">
                {drivers.map((driver) => {
                  const minutes = minutesAgo(driver, now);
                  return (
                    <li key={driver.driverId} className="flex justify-between gap-2">
                      <span className="truncate font-medium text-ink">{driver.fullName}</span>
                      <span className="shrink-0 text-muted" title={formatJobTime(driver.recordedAt, timeZone)}>
                        {copy.seen(minutes)}
                        {minutes >= STALE_MINUTES ? <span className="sr-only">, {copy.stale}</span> : null}
                        {driver.accuracyMeters !== null ? (
                          <span className="sr-only">, {copy.accuracy(driver.accuracyMeters)}</span>
                        ) : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <PickupList
            legs={listed}
            limit={unavailable ? Infinity : LISTED}
            timeZone={timeZone}
            picked={picked !== null}
            onOpenLeg={onOpenLeg ? openLeg : undefined}
            onBack={() => setPicked(null)}
          />
        </div>
      </div>
    </section>
  );
}

/**
 * The pickups the map shows, as a list a keyboard reaches: those in view, or a cluster's when its legs share one
 * place. Each opens its leg as its dot does.
 */
function PickupList({
  legs,
  limit,
  timeZone,
  picked,
  onOpenLeg,
  onBack,
}: {
  legs: DispatchLeg[];
  /** Without a map to zoom, every pickup is listed. */
  limit: number;
  timeZone: string;
  picked: boolean;
  onOpenLeg: ((legId: string) => void) | undefined;
  onBack: () => void;
}) {
  const shown = legs.slice(0, limit);
  return (
    <section aria-labelledby="dispatch-map-pickups" className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="dispatch-map-pickups" className="font-semibold text-ink">
          {picked ? copy.atOnePlace(legs.length) : copy.pickups}
        </h3>
        {picked ? (
          <button
            type="button"
            className="text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            onClick={onBack}
          >
            {copy.backToView}
          </button>
        ) : null}
      </div>
      {legs.length === 0 ? (
        <p className="text-muted">{copy.pickupsEmpty}</p>
      ) : (
        <ul className="grid max-h-72 gap-0.5 overflow-y-auto" aria-labelledby="dispatch-map-pickups">
          {shown.map((leg) => {
            const line = (
              <>
                <span
                  aria-hidden="true"
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: PICKUP_COLORS[pickupState(leg)] }}
                />
                <span className="shrink-0 font-medium text-ink tabular-nums">
                  {pickupClock(leg.pickupTime, timeZone)}
                </span>
                <span className="min-w-0 truncate text-ink">{leg.patientName}</span>
              </>
            );
            return (
              <li key={leg.id}>
                {onOpenLeg ? (
                  <button
                    type="button"
                    className="flex w-full items-center gap-2 rounded px-1.5 py-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                    aria-label={legName(leg, timeZone)}
                    title={leg.pickupAddress}
                    onClick={() => onOpenLeg(leg.id)}
                  >
                    {line}
                  </button>
                ) : (
                  <span className="flex items-center gap-2 px-1.5 py-1" title={leg.pickupAddress}>
                    {line}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {legs.length > shown.length ? (
        <p className="text-xs text-muted">{copy.pickupsMore(legs.length - shown.length)}</p>
      ) : null}
      {onOpenLeg && legs.length > 0 ? <p className="sr-only">{copy.pickupsHint}</p> : null}
    </section>
  );
}
