/**
 * How much driving a leg adds to a driver's day (docs/decisions/040-safe-assignment.md, the candidates' ranking):
 * the day's driving with the leg, less the day's driving without it. With the leg between its neighbours by pickup
 * time, that is previous drop-off → its pickup, its own ride, and its drop-off → next pickup, less the previous
 * drop-off → next pickup the driver would drive anyway. The ride is the same for every driver, so it does not change
 * the order; it keeps the figure what the driver's day grows by, never below zero on any road map that obeys the
 * triangle inequality.
 *
 * Conventions: a driver's day starts at its first pickup and ends at its last drop-off (no base address is kept for
 * drivers), so a leg on an empty day adds its own ride only, and a leg first or last in the day adds the way to or
 * from its one neighbour. A neighbour without coordinates is passed over for the next one that has them. Pure: the
 * travel estimate is given, unrounded, and the sum is rounded once.
 */
import type { Coordinates } from './place';
import { roundTravel, type TravelEstimate } from './travel';

export interface DayLeg {
  id?: string | undefined;
  pickupTime: Date;
  dropoffTime: Date;
  pickup: Coordinates | null;
  dropoff: Coordinates | null;
}

/** Miles and minutes from one place to another leaving at a time: the product's estimate (exactTravel), or a test's metric. */
export type Travel = (from: Coordinates, to: Coordinates, departAt: Date) => TravelEstimate;

/** The legs either side of `leg` in the day by pickup time (ties: the one already there goes first), its own left out. */
export function neighbours<T extends DayLeg>(
  leg: DayLeg,
  day: readonly T[],
): { before: T | undefined; after: T | undefined } {
  const rest = day
    .filter((other) => other.id === undefined || other.id !== leg.id)
    .sort((a, b) => +a.pickupTime - +b.pickupTime);
  return {
    before: rest.filter((other) => other.pickupTime <= leg.pickupTime && other.dropoff !== null).at(-1),
    after: rest.find((other) => other.pickupTime > leg.pickupTime && other.pickup !== null),
  };
}

/** The added driving unrounded; null when the leg itself has no coordinates. Minutes may dip below zero where speeds differ by the hour. */
export function insertionCost(leg: DayLeg, day: readonly DayLeg[], travel: Travel): TravelEstimate | null {
  if (!leg.pickup || !leg.dropoff) return null;
  const { before, after } = neighbours(leg, day);
  const parts = [
    before ? travel(before.dropoff!, leg.pickup, before.dropoffTime) : null,
    travel(leg.pickup, leg.dropoff, leg.pickupTime),
    after ? travel(leg.dropoff, after.pickup!, leg.dropoffTime) : null,
  ];
  const saved = before && after ? travel(before.dropoff!, after.pickup!, before.dropoffTime) : { miles: 0, minutes: 0 };
  return {
    miles: parts.reduce((sum, part) => sum + (part?.miles ?? 0), 0) - saved.miles,
    minutes: parts.reduce((sum, part) => sum + (part?.minutes ?? 0), 0) - saved.minutes,
  };
}

/** The figure a dispatcher reads: one decimal of a mile and whole minutes, never below zero. */
export function addedTravel(leg: DayLeg, day: readonly DayLeg[], travel: Travel): TravelEstimate | null {
  const cost = insertionCost(leg, day, travel);
  return cost ? roundTravel(Math.max(0, cost.miles), Math.max(0, cost.minutes)) : null;
}
