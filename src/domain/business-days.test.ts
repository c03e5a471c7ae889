import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  contractorPayDueDate,
  federalHolidays,
  isBusinessDay,
  isFederalHoliday,
} from './business-days';

const observedOf = (year: number, name: string) => federalHolidays(year).find((h) => h.name === name)?.observed;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** The next calendar day, worked out independently of the module under test. */
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('federalHolidays', () => {
  it('lists the eleven holidays of 2026 with the days they are observed', () => {
    expect(federalHolidays(2026).map((h) => [h.name, h.date, h.observed])).toEqual([
      ["New Year's Day", '2026-01-01', '2026-01-01'],
      ['Martin Luther King Jr. Day', '2026-01-19', '2026-01-19'],
      ["Washington's Birthday", '2026-02-16', '2026-02-16'],
      ['Memorial Day', '2026-05-25', '2026-05-25'],
      ['Juneteenth National Independence Day', '2026-06-19', '2026-06-19'],
      ['Independence Day', '2026-07-04', '2026-07-03'], // a Saturday: observed the Friday before
      ['Labor Day', '2026-09-07', '2026-09-07'],
      ['Columbus Day', '2026-10-12', '2026-10-12'],
      ['Veterans Day', '2026-11-11', '2026-11-11'],
      ['Thanksgiving Day', '2026-11-26', '2026-11-26'],
      ['Christmas Day', '2026-12-25', '2026-12-25'],
    ]);
  });

  it('moves a Sunday holiday to the Monday after and a Saturday one to the Friday before', () => {
    expect(observedOf(2021, 'Independence Day')).toBe('2021-07-05'); // Sunday 4 July 2021
    expect(observedOf(2021, 'Juneteenth National Independence Day')).toBe('2021-06-18'); // Saturday
    expect(observedOf(2022, 'Christmas Day')).toBe('2022-12-26'); // Sunday
    expect(observedOf(2021, 'Christmas Day')).toBe('2021-12-24'); // Saturday
  });

  it("observes New Year's Day on a Saturday on 31 December of the year before", () => {
    expect(observedOf(2022, "New Year's Day")).toBe('2021-12-31');
    expect(isFederalHoliday('2021-12-31')).toBe(true);
    expect(isBusinessDay('2021-12-31')).toBe(false);
    expect(isBusinessDay('2021-12-30')).toBe(true);
    expect(observedOf(2028, "New Year's Day")).toBe('2027-12-31');
  });

  it('counts Juneteenth from 2021 and Martin Luther King Jr. Day from 1986', () => {
    expect(federalHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth National Independence Day');
    expect(federalHolidays(2021)).toHaveLength(11);
    expect(federalHolidays(1985)).toHaveLength(9);
    expect(observedOf(1986, 'Martin Luther King Jr. Day')).toBe('1986-01-20');
  });

  it('always observes on a weekday within a day of the holiday, with the Monday and Thursday holidays in their weeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2021, max: 2400 }), (year) => {
        const holidays = federalHolidays(year);
        expect(holidays).toHaveLength(11);
        for (const h of holidays) {
          expect([1, 2, 3, 4, 5]).toContain(weekday(h.observed));
          expect(Math.abs(Date.parse(h.observed) - Date.parse(h.date))).toBeLessThanOrEqual(86_400_000);
          expect(isFederalHoliday(h.observed)).toBe(true);
          expect(isBusinessDay(h.observed)).toBe(false);
        }
        const thanksgiving = holidays.find((h) => h.name === 'Thanksgiving Day')!.date;
        expect(weekday(thanksgiving)).toBe(4);
        expect(Number(thanksgiving.slice(8))).toBeGreaterThanOrEqual(22);
        expect(Number(thanksgiving.slice(8))).toBeLessThanOrEqual(28);
        const memorial = holidays.find((h) => h.name === 'Memorial Day')!.date;
        expect([weekday(memorial), Number(memorial.slice(8)) >= 25]).toEqual([1, true]);
      }),
    );
  });
});

describe('isBusinessDay', () => {
  it('is a weekday that is not an observed holiday', () => {
    expect(isBusinessDay('2026-11-25')).toBe(true); // Wednesday
    expect(isBusinessDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(isBusinessDay('2026-11-27')).toBe(true); // the Friday after is not a federal holiday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-07-03')).toBe(false); // Independence Day observed
    expect(isFederalHoliday('2026-07-04')).toBe(false); // the Saturday itself is simply a weekend day
  });

  it('refuses text that is not a calendar date', () => {
    for (const text of ['2026-02-30', '2026-11-25T00:00:00Z', '11/25/2026', '']) {
      expect(() => isBusinessDay(text), text).toThrow(RangeError);
    }
  });
});

describe('addBusinessDays', () => {
  it('puts contractor pay for trips ending the Wednesday before Thanksgiving 2026 on Wednesday 16 December', () => {
    // Counting by hand from Wed 25 Nov: Thu 26 is Thanksgiving; 1 Fri 27; 2–6 Mon 30 Nov–Fri 4 Dec;
    // 7–11 Mon 7–Fri 11 Dec; 12 Mon 14, 13 Tue 15, 14 Wed 16 Dec.
    expect(addBusinessDays('2026-11-25', 14)).toBe('2026-12-16');
    expect(contractorPayDueDate('2026-11-25')).toBe('2026-12-16');
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
  });

  it('skips a Friday holiday, the weekend and the new year together', () => {
    // 2027: Christmas (Saturday) observed Friday 24 December; New Year's Day 2028 (Saturday) observed Friday 31 December.
    expect(addBusinessDays('2027-12-23', 1)).toBe('2027-12-27');
    expect(addBusinessDays('2027-12-30', 1)).toBe('2028-01-03');
    expect(addBusinessDays('2021-07-02', 1)).toBe('2021-07-06'); // Monday 5 July 2021 observed
  });

  it('counts from a weekend or holiday without counting that day, keeps the date for 0 and counts back for negatives', () => {
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-26', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(addBusinessDays('2026-11-27', -1)).toBe('2026-11-25');
    expect(() => addBusinessDays('2026-11-25', 1.5)).toThrow(RangeError);
  });

  it('lands on a business day with exactly n business days after the start, up to and including it', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 400 }), (start, n) => {
        const due = addBusinessDays(start, n);
        expect(isBusinessDay(due)).toBe(true);
        let counted = 0;
        for (let day = nextDay(start); day <= due; day = nextDay(day)) if (isBusinessDay(day)) counted += 1;
        expect(counted).toBe(n);
        expect(businessDaysBetween(start, due)).toBe(n);
      }),
    );
  });

  it('goes back to the same business day it came from', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -300, max: 300 }), (start, n) => {
        const there = addBusinessDays(start, n);
        expect(businessDaysBetween(start, there)).toBe(n);
        if (isBusinessDay(start)) expect(addBusinessDays(there, -n)).toBe(start);
      }),
    );
  });
});
