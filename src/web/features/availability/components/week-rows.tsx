import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@domain/weekdays';
import { Input } from '@/components/ui/input';
import { availabilityCopy as copy } from '@/content/availability';

export interface DayHours {
  works: boolean;
  start: string;
  end: string;
}

/**
 * One row per weekday: whether the driver works it and the hours on the company's clock. Dense on a wide screen
 * (one line a day), stacked on a phone; each control named with its day.
 */
export function WeekRows({
  driverId,
  week,
  errors,
  onChange,
}: {
  driverId: string;
  week: Record<Weekday, DayHours>;
  errors: Partial<Record<Weekday, string>>;
  onChange: (week: Record<Weekday, DayHours>) => void;
}) {
  const set = (day: Weekday, change: Partial<DayHours>) => onChange({ ...week, [day]: { ...week[day], ...change } });
  const id = (day: Weekday, part: string) => `${driverId}-${day}-${part}`;
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-semibold text-brand-900">{copy.weekLegend}</legend>
      {WEEKDAYS.map((day) => {
        const label = WEEKDAY_LABELS[day];
        const hours = week[day];
        return (
          <div
            key={day}
            className="grid grid-cols-2 items-center gap-x-3 gap-y-1 border-b border-slate-100 py-1 sm:grid-cols-[10rem_8rem_8rem_1fr]"
          >
            <label htmlFor={id(day, 'works')} className="col-span-2 flex min-h-11 items-center gap-3 sm:col-span-1">
              <input
                id={id(day, 'works')}
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={hours.works}
                onChange={(event) => set(day, { works: event.currentTarget.checked })}
              />
              {label}
            </label>
            {/* The hours only for a day worked: a phone shows the week in a glance. */}
            {hours.works ? (
              <>
                <Input
                  type="time"
                  aria-label={copy.start(label)}
                  value={hours.start}
                  onChange={(event) => set(day, { start: event.currentTarget.value })}
                />
                <Input
                  type="time"
                  aria-label={copy.end(label)}
                  aria-invalid={Boolean(errors[day])}
                  aria-describedby={errors[day] ? id(day, 'error') : undefined}
                  value={hours.end}
                  onChange={(event) => set(day, { end: event.currentTarget.value })}
                />
              </>
            ) : null}
            {errors[day] ? (
              <p id={id(day, 'error')} className="col-span-2 text-sm font-medium text-danger sm:col-span-1">
                {errors[day]}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
