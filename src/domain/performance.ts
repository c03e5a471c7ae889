import type { Coordinates } from './place';
import { estimateTravel, greatCircleMiles } from './travel';
import { tripResult, type TripResult } from './trip';
import type { CancelReason } from './trip-words';

/**
 * The company's performance figures, computed from the legs themselves (docs/decisions/106-performance-figures.md):
 * pure, so each figure's definition is tested on legs at known times before any report reads the database.
 */

/** What the figures read of one leg. Times are instants; miles are decimal miles. */
export interface LegFacts {
  driverId: string | null;
  /** The company day the leg belongs to ('2026-11-30'). */
  day: string;
  status: string;
  cancelReason: CancelReason | null;
  lateCancellation: boolean;
  sameDayCancellation: boolean;
  scheduledPickup: Date | null;
  appointmentTime: Date | null;
  startedAt: Date | null;
  pickedUpAt: Date | null;
  droppedOffAt: Date | null;
  pickupPlace: Coordinates | null;
  dropoffPlace: Coordinates | null;
  loadedMiles: number | null;
  billedCents: number;
  collectedCents: number;
}

export interface PerformanceFigures {
  legs: number;
  tripsDone: number;
  /** Done legs with a scheduled and a recorded pickup; the on-time share is of these. */
  pickupsTimed: number;
  onTimePickups: number;
  onTimePickupPercent: number | null;
  appointmentsTimed: number;
  onTimeArrivals: number;
  onTimeArrivalPercent: number | null;
  /** Shares of the legs that were due: done, no-shows and cancellations of every kind. */
  noShowPercent: number | null;
  lateCancellationPercent: number | null;
  sameDayCancellationPercent: number | null;
  missedTrips: number;
  vehicleHours: number;
  tripsPerVehicleHour: number | null;
  loadedMiles: number;
  emptyMiles: number;
  billedCents: number;
  collectedCents: number;
  revenuePerVehicleHourCents: number | null;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A pickup within the window either side of its scheduled time is on time. */
export function pickupOnTime(scheduled: Date, pickedUp: Date, windowMinutes: number): boolean {
  return Math.abs(pickedUp.getTime() - scheduled.getTime()) <= windowMinutes * 60_000;
}

/**
 * Vehicle hours: for each driver and company day, from the first leg started to the last rider dropped off. Empty
 * miles: between one leg's drop-off and the driver's next pickup that day, by the travel estimate.
 */
function driverDays(legs: readonly LegFacts[], timeZone: string) {
  const byDriverDay = new Map<string, LegFacts[]>();
  for (const leg of legs) {
    if (!leg.driverId || !leg.startedAt || !leg.droppedOffAt) continue;
    const key = `${leg.driverId}|${leg.day}`;
    byDriverDay.set(key, [...(byDriverDay.get(key) ?? []), leg]);
  }
  let hours = 0;
  let emptyMiles = 0;
  for (const day of byDriverDay.values()) {
    const first = Math.min(...day.map((l) => l.startedAt!.getTime()));
    const last = Math.max(...day.map((l) => l.droppedOffAt!.getTime()));
    hours += (last - first) / 3_600_000;
    const ordered = [...day].sort((a, b) => a.startedAt!.getTime() - b.startedAt!.getTime());
    for (let i = 1; i < ordered.length; i++) {
      const from = ordered[i - 1]!.dropoffPlace;
      const to = ordered[i]!.pickupPlace;
      if (from && to) emptyMiles += estimateTravel(from, to, ordered[i - 1]!.droppedOffAt!, timeZone).miles;
    }
  }
  return { hours, emptyMiles };
}

/**
 * What the figures count, summed over a period's legs: the report adds these up in the database for a year of
 * legs, and `figuresOf` turns them into the figures, so both paths round and divide the same way.
 */
export interface FigureTotals {
  legs: number;
  tripsDone: number;
  pickupsTimed: number;
  onTimePickups: number;
  appointmentsTimed: number;
  onTimeArrivals: number;
  /** Done, no-shows and cancellations of every kind, less the trips turned down. */
  due: number;
  noShows: number;
  lateCancellations: number;
  sameDayCancellations: number;
  missedTrips: number;
  /** Unrounded. */
  hours: number;
  loadedMiles: number;
  emptyMiles: number;
  billedCents: number;
  collectedCents: number;
}

export function figuresOf(t: FigureTotals): PerformanceFigures {
  // The rates are of the hours as shown, so a few minutes' work never reads as hundreds of trips an hour.
  const vehicleHours = round1(t.hours);
  return {
    legs: t.legs,
    tripsDone: t.tripsDone,
    pickupsTimed: t.pickupsTimed,
    onTimePickups: t.onTimePickups,
    onTimePickupPercent: percent(t.onTimePickups, t.pickupsTimed),
    appointmentsTimed: t.appointmentsTimed,
    onTimeArrivals: t.onTimeArrivals,
    onTimeArrivalPercent: percent(t.onTimeArrivals, t.appointmentsTimed),
    noShowPercent: percent(t.noShows, t.due),
    lateCancellationPercent: percent(t.lateCancellations, t.due),
    sameDayCancellationPercent: percent(t.sameDayCancellations, t.due),
    missedTrips: t.missedTrips,
    vehicleHours,
    tripsPerVehicleHour: vehicleHours > 0 ? Math.round((t.tripsDone / vehicleHours) * 100) / 100 : null,
    loadedMiles: round1(t.loadedMiles),
    emptyMiles: round1(t.emptyMiles),
    billedCents: t.billedCents,
    collectedCents: t.collectedCents,
    revenuePerVehicleHourCents: vehicleHours > 0 ? Math.round(t.billedCents / vehicleHours) : null,
  };
}

export function performanceFigures(
  legs: readonly LegFacts[],
  policy: { onTimeWindowMinutes: number },
  timeZone: string,
): PerformanceFigures {
  const results = legs.map((leg) => tripResult(leg));
  const count = (result: TripResult) => results.filter((r) => r === result).length;
  const done = legs.filter((_, i) => results[i] === 'completed');
  const timed = done.filter((l) => l.scheduledPickup && l.pickedUpAt);
  const appointments = done.filter((l) => l.appointmentTime && l.droppedOffAt);
  const { hours, emptyMiles } = driverDays(done, timeZone);
  return figuresOf({
    legs: legs.length,
    tripsDone: done.length,
    pickupsTimed: timed.length,
    onTimePickups: timed.filter((l) => pickupOnTime(l.scheduledPickup!, l.pickedUpAt!, policy.onTimeWindowMinutes))
      .length,
    appointmentsTimed: appointments.length,
    onTimeArrivals: appointments.filter((l) => l.droppedOffAt!.getTime() <= l.appointmentTime!.getTime()).length,
    due: results.filter((r) => r !== null && r !== 'turned_down').length,
    noShows: count('no_show'),
    lateCancellations: count('late_cancel'),
    sameDayCancellations: count('same_day_cancel'),
    missedTrips: count('missed_trip'),
    hours,
    loadedMiles: done.reduce((s, l) => s + (l.loadedMiles ?? 0), 0),
    emptyMiles,
    billedCents: legs.reduce((s, l) => s + l.billedCents, 0),
    collectedCents: legs.reduce((s, l) => s + l.collectedCents, 0),
  });
}

/** Why a done leg looks wrong to a broker's auditor; empty when nothing does. */
export const QUESTIONABLE_REASONS = [
  'too_fast',
  'pickup_far_from_place',
  'no_signature',
  'odometer_far_from_estimate',
] as const;
export type QuestionableReason = (typeof QUESTIONABLE_REASONS)[number];

/** A pickup recorded farther than this from the pickup place was not made there. */
export const PICKUP_DISTANCE_LIMIT_MILES = 0.25;

export function questionableReasons(
  leg: Pick<LegFacts, 'pickedUpAt' | 'droppedOffAt' | 'pickupPlace' | 'dropoffPlace'> & {
    /** Miles read from the odometer at pickup and drop-off; null when the driver did not record both. */
    odometerMiles: number | null;
    pickupPosition: Coordinates | null;
    signatureRequired: boolean;
    signed: boolean;
  },
  timeZone: string,
): QuestionableReason[] {
  const reasons: QuestionableReason[] = [];
  const estimate =
    leg.pickupPlace && leg.dropoffPlace && leg.pickedUpAt
      ? estimateTravel(leg.pickupPlace, leg.dropoffPlace, leg.pickedUpAt, timeZone)
      : null;
  // Faster than half the estimate: no van covers ten miles of city streets in two minutes.
  if (estimate && leg.droppedOffAt && estimate.minutes >= 4) {
    const minutes = (leg.droppedOffAt.getTime() - leg.pickedUpAt!.getTime()) / 60_000;
    if (minutes < estimate.minutes / 2) reasons.push('too_fast');
  }
  if (
    leg.pickupPosition &&
    leg.pickupPlace &&
    greatCircleMiles(leg.pickupPosition, leg.pickupPlace) > PICKUP_DISTANCE_LIMIT_MILES
  )
    reasons.push('pickup_far_from_place');
  if (leg.signatureRequired && !leg.signed) reasons.push('no_signature');
  // Odometer miles more than half again or less than half the estimate, when the trip is more than two miles.
  if (estimate && leg.odometerMiles !== null && estimate.miles > 2) {
    const ratio = leg.odometerMiles / estimate.miles;
    if (ratio > 1.5 || ratio < 0.5) reasons.push('odometer_far_from_estimate');
  }
  return reasons;
}
