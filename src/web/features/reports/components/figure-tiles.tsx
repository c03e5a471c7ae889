import type { PerformanceReport } from '@domain/report';
import { formatDollars } from '@domain/money';
import { reportsCopy } from '../content';

const copy = reportsCopy.tiles;
type Figures = PerformanceReport['total'];

export const percentText = (value: number | null) => (value === null ? reportsCopy.none : `${value}%`);
const numberText = (value: number | null) => (value === null ? reportsCopy.none : value.toLocaleString('en-US'));

function Tile({ label, value, detail }: { label: string; value: string; detail?: string | undefined }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-muted">{detail}</dd> : null}
    </div>
  );
}

/** The period's figures at a glance, each as the reports define it (docs/decisions/106-performance-figures.md). */
export function FigureTiles({ figures, windowMinutes }: { figures: Figures; windowMinutes: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <Tile
        label={copy.onTime}
        value={percentText(figures.onTimePickupPercent)}
        detail={`${copy.ofTimed(figures.onTimePickups, figures.pickupsTimed)} · ${copy.window(windowMinutes)}`}
      />
      <Tile
        label={copy.arrivals}
        value={percentText(figures.onTimeArrivalPercent)}
        detail={copy.ofTimed(figures.onTimeArrivals, figures.appointmentsTimed)}
      />
      <Tile label={copy.trips} value={numberText(figures.tripsDone)} />
      <Tile label={copy.noShows} value={percentText(figures.noShowPercent)} />
      <Tile
        label={copy.lateCancellations}
        value={percentText(figures.lateCancellationPercent)}
        detail={`Same day: ${percentText(figures.sameDayCancellationPercent)}`}
      />
      <Tile label={copy.missed} value={numberText(figures.missedTrips)} />
      <Tile label={copy.vehicleHours} value={numberText(figures.vehicleHours)} />
      <Tile label={copy.perHour} value={numberText(figures.tripsPerVehicleHour)} />
      <Tile label={copy.miles} value={`${numberText(figures.loadedMiles)} / ${numberText(figures.emptyMiles)}`} />
      <Tile
        label={copy.billed}
        value={formatDollars(figures.billedCents)}
        detail={`Collected ${formatDollars(figures.collectedCents)}`}
      />
      <Tile
        label={copy.perHourRevenue}
        value={
          figures.revenuePerVehicleHourCents === null
            ? reportsCopy.none
            : formatDollars(figures.revenuePerVehicleHourCents)
        }
      />
    </dl>
  );
}
