import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addedTravel, insertionCost, neighbours, type DayLeg, type Travel } from './added-travel';
import type { Coordinates } from './place';
import { exactTravel } from './travel';

/** A flat map where a degree is a mile and a minute: any metric obeys the triangle inequality. */
const flat: Travel = (a, b) => {
  const miles = Math.hypot(a.lat - b.lat, a.lng - b.lng);
  return { miles, minutes: miles };
};
const at = (hour: number) => new Date(Date.UTC(2031, 2, 12, hour));
const p = (lat: number, lng: number): Coordinates => ({ lat, lng });
const leg = (id: string, hour: number, pickup: Coordinates | null, dropoff: Coordinates | null): DayLeg => ({
  id,
  pickupTime: at(hour),
  dropoffTime: at(hour + 0.5),
  pickup,
  dropoff,
});

describe('the driving a leg adds to a driver’s day', () => {
  const job = leg('job', 10, p(0, 0), p(0, 3));

  it('is the ride alone on an empty day: the day starts at its pickup', () => {
    expect(insertionCost(job, [], flat)).toEqual({ miles: 3, minutes: 3 });
  });

  it('adds the way from the previous drop-off and to the next pickup, less the way the driver drove anyway', () => {
    const before = leg('a', 8, p(9, 9), p(4, 0));
    const after = leg('b', 12, p(0, 7), p(9, 9));
    // 4 (previous drop-off → pickup) + 3 (the ride) + 4 (drop-off → next pickup) − √(16+49) (previous → next).
    expect(insertionCost(job, [after, before], flat)!.miles).toBeCloseTo(11 - Math.sqrt(65), 9);
    // First in the day: only the way on to the next leg; last: only the way from the previous one.
    expect(insertionCost(job, [after], flat)).toEqual({ miles: 7, minutes: 7 });
    expect(insertionCost(job, [before], flat)).toEqual({ miles: 7, minutes: 7 });
  });

  it('differs between two drivers whose days differ, which one constant figure for all could not', () => {
    const near = [leg('a', 8, p(9, 9), p(0, 1))];
    const far = [leg('b', 8, p(9, 9), p(30, 40))];
    expect(insertionCost(job, near, flat)!.miles).toBe(4);
    expect(insertionCost(job, far, flat)!.miles).toBe(53);
  });

  it('passes over a neighbour without coordinates, leaves the leg itself out, and knows nothing of a leg without them', () => {
    const day = [leg('a', 7, p(9, 9), p(0, 1)), leg('x', 9, null, null), job];
    expect(neighbours(job, day).before?.id).toBe('a');
    expect(insertionCost(job, day, flat)).toEqual({ miles: 4, minutes: 4 });
    expect(insertionCost(leg('y', 10, null, p(1, 1)), day, flat)).toBeNull();
  });

  it('is rounded once, to a tenth of a mile and whole minutes, with the product’s estimate', () => {
    const travel: Travel = (a, b, departAt) => exactTravel(a, b, departAt, 'America/New_York');
    const philadelphia = leg('job', 15, p(39.9526, -75.1635), p(39.9557, -75.1822));
    const added = addedTravel(philadelphia, [leg('a', 13, p(40, -75.2), p(39.97, -75.15))], travel)!;
    expect(Number.isInteger(added.minutes)).toBe(true);
    expect(Math.round(added.miles * 10) / 10).toBe(added.miles);
    expect(added.miles).toBeGreaterThan(1);
  });

  it('is never below zero on a map that obeys the triangle inequality', () => {
    const point = fc.record({
      lat: fc.double({ min: -50, max: 50, noNaN: true }),
      lng: fc.double({ min: -50, max: 50, noNaN: true }),
    });
    const dayLeg = fc.record({ hour: fc.integer({ min: 0, max: 22 }), pickup: point, dropoff: point });
    fc.assert(
      fc.property(dayLeg, fc.array(dayLeg, { maxLength: 8 }), (mine, others) => {
        const day = others.map((o, i) => leg(`o${i}`, o.hour, o.pickup, o.dropoff));
        const cost = insertionCost(leg('mine', mine.hour, mine.pickup, mine.dropoff), day, flat)!;
        return (
          cost.miles >= -1e-9 && addedTravel(leg('mine', mine.hour, mine.pickup, mine.dropoff), day, flat)!.miles >= 0
        );
      }),
    );
  });
});
