import type { PlannedTrip } from '@domain/standing-order';
import { standingOrdersCopy } from '@/content/standing-orders';
import { cn } from '@/lib/cn';
import { calendarText, clockText } from '@/lib/company-clock';

const copy = standingOrdersCopy.preview;

/** The dates an order would make in the next two weeks, each day with its legs; skipped days struck through with why. */
export function PreviewCalendar({ trips, timeZone }: { trips: PlannedTrip[]; timeZone: string }) {
  if (trips.length === 0) return <p className="text-sm text-muted">{standingOrdersCopy.form.previewNone}</p>;
  return (
    <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {trips.map((trip) => (
        <li
          key={trip.date}
          className={cn(
            'rounded-md border px-3 py-2',
            trip.skipped ? 'border-slate-200 bg-slate-50' : 'border-brand-200 bg-white',
          )}
        >
          <p className={cn('font-semibold', trip.skipped ? 'text-muted line-through' : 'text-ink')}>
            {calendarText(trip.date, 'weekdayDay')}
          </p>
          {trip.skipped ? (
            <p className="text-sm text-muted">{copy[trip.skipped]}</p>
          ) : (
            <ul className="text-sm text-ink">
              {trip.legs.map((leg) => (
                <li key={leg.leg}>
                  {copy[leg.leg]}: {leg.pickupTime ? clockText(leg.pickupTime, 'time', timeZone) : copy.willCall}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
