import { describe, expect, it } from 'vitest';
import { legsOn, orderDates, orderTrips, plannedTrips } from './standing-order-dates';

const order = {
  daysOfWeek: ['MO', 'WE', 'FR'] as ('MO' | 'WE' | 'FR')[],
  startDate: '2027-03-04', // a Thursday
  endDate: null,
  occurrences: null,
  skippedDates: [] as string[],
  pickupTime: '07:00',
  dropoffTime: '07:45',
  appointmentTime: '08:00',
  returnTrip: 'will_call' as const,
  returnPickupTime: null,
  returnDropoffTime: null,
};
const NY = 'America/New_York';

describe("a standing order's dates", () => {
  it('gives a Monday/Wednesday/Friday order started on a Thursday exactly its days in 14 days', () => {
    expect(orderDates(order, new Set(), '2027-03-17').map((d) => d.date)).toEqual([
      '2027-03-05',
      '2027-03-08',
      '2027-03-10',
      '2027-03-12',
      '2027-03-15',
      '2027-03-17',
    ]);
  });

  it('keeps the pickup at 07:00 on the company clock across the daylight-saving change', () => {
    // Clocks go forward in New York on Sunday 2027-03-14: 07:00 is 12:00 UTC before and 11:00 UTC after.
    expect(legsOn('2027-03-12', order, NY)[0]!.pickupTime!.toISOString()).toBe('2027-03-12T12:00:00.000Z');
    expect(legsOn('2027-03-15', order, NY)[0]!.pickupTime!.toISOString()).toBe('2027-03-15T11:00:00.000Z');
    expect(legsOn('2027-03-15', order, NY)[1]).toMatchObject({ leg: 'return', willCall: true, pickupTime: null });
  });

  it('marks skipped dates and holidays, and counts only the trips that run', () => {
    const dates = orderDates(
      { ...order, skippedDates: ['2027-03-08'], occurrences: 3 },
      new Set(['2027-03-10']),
      '2027-03-31',
    );
    expect(dates).toEqual([
      { date: '2027-03-05', skipped: null },
      { date: '2027-03-08', skipped: 'skipped_date' },
      { date: '2027-03-10', skipped: 'holiday' },
      { date: '2027-03-12', skipped: null },
      { date: '2027-03-15', skipped: null },
    ]);
  });

  it('stops at the end date, and previews only from the given day', () => {
    expect(orderDates({ ...order, endDate: '2027-03-10' }, new Set(), '2027-03-31').map((d) => d.date)).toEqual([
      '2027-03-05',
      '2027-03-08',
      '2027-03-10',
    ]);
    const trips = plannedTrips(order, new Set(['2027-03-10']), {
      from: '2027-03-08',
      until: '2027-03-10',
      now: new Date('2027-03-01T00:00:00Z'),
      timeZone: NY,
    });
    expect(trips.map((t) => [t.date, t.skipped, t.legs.length])).toEqual([
      ['2027-03-08', null, 2],
      ['2027-03-10', 'holiday', 0],
    ]);
  });

  it('neither makes nor lists a date whose pickup has passed when asked', () => {
    // 07:00 in New York on Monday 8 March 2027 is 12:00 UTC; at 12:30 UTC that trip is gone, Wednesday's is not.
    const window = { from: '2027-03-08', until: '2027-03-10', now: new Date('2027-03-08T12:30:00Z'), timeZone: NY };
    expect(orderTrips(order, new Set(), window).map((t) => t.date)).toEqual(['2027-03-10']);
    expect(plannedTrips(order, new Set(), window).map((t) => t.date)).toEqual(['2027-03-10']);
  });

  it('walks a year of dates one weekday set at a time', () => {
    const dates = orderDates({ ...order, daysOfWeek: ['SU'], startDate: '2027-01-01' }, new Set(), '2027-12-31');
    expect(dates).toHaveLength(52);
    expect(dates.every((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
  });
});
