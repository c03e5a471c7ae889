import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { DispatchDay } from '@domain/dispatch';
import { Spinner } from '@/components/ui/spinner';
import { dispatchCopy } from '@/content/dispatch';
import { formatJobTime } from '@/lib/dates';
import { useDayPositions } from '../api/get-positions';
import { minutesAgo, PICKUP_COLORS, pickupFeatures, type PickupState } from '../lib/map-features';

const copy = dispatchCopy.map;
const MapCanvas = lazy(() => import('./map-canvas'));

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
 * need, each driver's last known position, and the same positions as a list for keyboards, screen readers and
 * browsers without WebGL.
 */
export function DayMap({ day, timeZone }: { day: DispatchDay; timeZone: string }) {
  const positions = useDayPositions(day.date, true);
  const [unavailable, setUnavailable] = useState(() => !webGlAvailable());
  const legs = useMemo(() => [...day.unassigned, ...day.lanes.flatMap((lane) => lane.legs)], [day]);
  const { features, unplaced } = useMemo(() => pickupFeatures(legs), [legs]);
  const drivers = useMemo(() => positions.data?.drivers ?? [], [positions.data]);
  const now = Date.parse(day.now);
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
                  drivers={drivers}
                  now={now}
                  onUnavailable={() => setUnavailable(true)}
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
          <section aria-labelledby="dispatch-positions" className="grid gap-1.5">
            <h3 id="dispatch-positions" className="font-semibold text-ink">
              {copy.drivers}
            </h3>
            {drivers.length === 0 ? (
              <p className="text-muted">{copy.noDrivers}</p>
            ) : (
              <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-labelledby="dispatch-positions">
                {drivers.map((driver) => (
                  <li key={driver.driverId} className="flex justify-between gap-2">
                    <span className="truncate font-medium text-ink">{driver.fullName}</span>
                    <span className="shrink-0 text-muted" title={formatJobTime(driver.recordedAt, timeZone)}>
                      {copy.seen(minutesAgo(driver, now))}
                      {driver.accuracyMeters !== null ? (
                        <span className="sr-only">, {copy.accuracy(driver.accuracyMeters)}</span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
