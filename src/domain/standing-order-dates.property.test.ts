import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from './standing-order';
import { addDays, orderDates, type OrderDates } from './standing-order-dates';

const RUNS = 300;
const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** Any order over two years of calendar, with its chosen days, skipped dates, an end or a count, and holidays. */
const order = fc
  .record({
    start: fc.integer({ min: 0, max: 730 }),
    length: fc.integer({ min: 0, max: 120 }),
    days: fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { minLength: 1, maxLength: 7 }),
    ends: fc.boolean(),
    occurrences: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    skips: fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 10 }),
    holidays: fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 10 }),
    horizon: fc.integer({ min: 0, max: 150 }),
  })
  .map((o) => {
    const startDate = addDays('2026-01-01', o.start);
    const dates: OrderDates = {
      daysOfWeek: o.days,
      startDate,
      endDate: o.ends ? addDays(startDate, o.length) : null,
      occurrences: o.occurrences,
      skippedDates: o.skips.map((d) => addDays(startDate, d)),
    };
    return {
      dates,
      holidays: new Set(o.holidays.map((d) => addDays(startDate, d))),
      until: addDays(startDate, o.horizon),
    };
  });

describe('the dates of a standing order, for any order', () => {
  it('are chosen weekdays inside its bounds, in order, each once, skipped ones marked with their reason', () => {
    fc.assert(
      fc.property(order, ({ dates, holidays, until }) => {
        const listed = orderDates(dates, holidays, until);
        const days = listed.map((d) => d.date);
        expect(days).toEqual([...new Set(days)].sort());
        for (const { date, skipped } of listed) {
          expect(dates.daysOfWeek).toContain(weekdayOf(date));
          expect(date >= dates.startDate && date <= until && (!dates.endDate || date <= dates.endDate)).toBe(true);
          expect(skipped).toBe(
            dates.skippedDates.includes(date) ? 'skipped_date' : holidays.has(date) ? 'holiday' : null,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('miss no chosen weekday, and stop early only when the count of dates that run is reached', () => {
    fc.assert(
      fc.property(order, ({ dates, holidays, until }) => {
        const listed = orderDates(dates, holidays, until);
        const running = listed.filter((d) => d.skipped === null).length;
        const bound = dates.endDate && dates.endDate < until ? dates.endDate : until;
        const everyChosen: string[] = [];
        for (let day = dates.startDate; day <= bound; day = addDays(day, 1))
          if (dates.daysOfWeek.includes(weekdayOf(day))) everyChosen.push(day);
        // A prefix of every chosen weekday up to the bound…
        expect(listed.map((d) => d.date)).toEqual(everyChosen.slice(0, listed.length));
        if (dates.occurrences === null) expect(listed).toHaveLength(everyChosen.length);
        else {
          // …cut short only once that many dates run, the last listed being one that runs.
          expect(running).toBeLessThanOrEqual(dates.occurrences);
          if (listed.length < everyChosen.length) {
            expect(running).toBe(dates.occurrences);
            expect(listed.at(-1)?.skipped).toBeNull();
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
