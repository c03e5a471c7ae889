import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outsideShift, shiftOn, type Availability } from './shift';
import { isoToZonedLocal } from './zoned-time';

const NY = 'America/New_York';
const HOUR = 3_600_000;
const hours = (shift: { start: Date; end: Date } | null) =>
  shift ? (shift.end.getTime() - shift.start.getTime()) / HOUR : null;

const week: Availability = {
  week: [
    { day: 'MO', start: '08:00', end: '16:00' },
    { day: 'SU', start: '01:00', end: '05:00' },
  ],
  exceptions: [],
};

describe("a driver's shift on a day", () => {
  it("is the week's hours for that weekday on the company's clock, and none on a day the week leaves out", () => {
    expect(shiftOn('2026-11-30', week, NY)).toEqual({
      start: new Date('2026-11-30T13:00:00Z'),
      end: new Date('2026-11-30T21:00:00Z'),
    });
    expect(shiftOn('2026-12-01', week, NY)).toBeNull();
  });

  it('keeps its wall-clock hours across the daylight-saving changes: 3 hours in the spring night, 5 in the autumn', () => {
    // 2027-03-14: 02:00 does not happen; 2026-11-01: 01:00–02:00 happens twice.
    expect(hours(shiftOn('2027-03-14', week, NY))).toBe(3);
    expect(hours(shiftOn('2026-11-01', week, NY))).toBe(5);
    expect(shiftOn('2027-03-15', week, NY)!.start).toEqual(new Date('2027-03-15T12:00:00Z'));
    expect(shiftOn('2026-11-02', week, NY)!.start).toEqual(new Date('2026-11-02T13:00:00Z'));
  });

  it('follows an approved exception: a day off, changed hours, an extra day; a request only once approved', () => {
    const withExceptions = (exceptions: Availability['exceptions']): Availability => ({ ...week, exceptions });
    expect(
      shiftOn(
        '2026-11-30',
        withExceptions([{ date: '2026-11-30', kind: 'off', start: null, end: null, status: 'approved' }]),
        NY,
      ),
    ).toBeNull();
    expect(
      hours(
        shiftOn(
          '2026-11-30',
          withExceptions([{ date: '2026-11-30', kind: 'off', start: null, end: null, status: 'requested' }]),
          NY,
        ),
      ),
    ).toBe(8);
    expect(
      shiftOn(
        '2026-11-30',
        withExceptions([{ date: '2026-11-30', kind: 'shift', start: '10:00', end: '14:30', status: 'approved' }]),
        NY,
      ),
    ).toEqual({ start: new Date('2026-11-30T15:00:00Z'), end: new Date('2026-11-30T19:30:00Z') });
    expect(
      hours(
        shiftOn(
          '2026-12-02',
          withExceptions([{ date: '2026-12-02', kind: 'shift', start: '06:00', end: '12:00', status: 'approved' }]),
          NY,
        ),
      ),
    ).toBe(6);
  });

  it('is 05:00 to 21:00 every day for a driver with no week on file', () => {
    expect(shiftOn('2026-12-05', null, NY)).toEqual({
      start: new Date('2026-12-05T10:00:00Z'),
      end: new Date('2026-12-06T02:00:00Z'),
    });
  });

  it('keeps the default hours but the changed days for a driver with exceptions and no week on file', () => {
    const noWeek: Availability = {
      week: null,
      exceptions: [
        { date: '2026-12-05', kind: 'off', start: null, end: null, status: 'approved' },
        { date: '2026-12-06', kind: 'shift', start: '09:00', end: '12:00', status: 'approved' },
      ],
    };
    expect(shiftOn('2026-12-05', noWeek, NY)).toBeNull();
    expect(hours(shiftOn('2026-12-06', noWeek, NY))).toBe(3);
    expect(hours(shiftOn('2026-12-07', noWeek, NY))).toBe(16);
  });

  it('starts and ends at the hours written, on any day of any year, outside the spring gap', () => {
    const clock = fc
      .tuple(fc.integer({ min: 3, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const day = fc
      .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, clock, clock, (date, a, b) => {
        fc.pre(a < b);
        const shift = shiftOn(
          date,
          { week: [], exceptions: [{ date, kind: 'shift', start: a, end: b, status: 'approved' }] },
          NY,
        )!;
        expect(isoToZonedLocal(shift.start.toISOString(), NY)).toBe(`${date}T${a}`);
        expect(isoToZonedLocal(shift.end.toISOString(), NY)).toBe(`${date}T${b}`);
        expect(shift.end > shift.start).toBe(true);
      }),
    );
  });
});

describe('a leg outside the shift', () => {
  const shift = { start: new Date('2026-11-30T13:00:00Z'), end: new Date('2026-11-30T21:00:00Z') };
  const leg = (from: string, to: string) => ({ pickupTime: new Date(from), dropoffTime: new Date(to) });

  it('is one that starts before the shift, ends after it, or falls on a day off; one wholly inside is not', () => {
    expect(outsideShift(leg('2026-11-30T13:00:00Z', '2026-11-30T13:45:00Z'), shift)).toBe(false);
    expect(outsideShift(leg('2026-11-30T20:15:00Z', '2026-11-30T21:00:00Z'), shift)).toBe(false);
    expect(outsideShift(leg('2026-11-30T12:30:00Z', '2026-11-30T13:15:00Z'), shift)).toBe(true);
    expect(outsideShift(leg('2026-11-30T20:30:00Z', '2026-11-30T21:15:00Z'), shift)).toBe(true);
    expect(outsideShift(leg('2026-11-30T15:00:00Z', '2026-11-30T15:45:00Z'), null)).toBe(true);
  });
});
