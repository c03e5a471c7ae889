/**
 * The loaded miles a trip is billed for (docs/decisions/068-job-price.md): the driver's odometer at drop-off less
 * the one at pickup when both were read; otherwise the travel estimate between the trip's two places, said to be
 * an estimate; otherwise none, which the claim checks list before the invoice goes (docs/decisions/070-invoices.md).
 * Pure, so the price, the invoice and its checks agree on the same facts.
 */
import { estimateTravel } from './travel';

export const MILES_SOURCES = ['odometer', 'estimate', 'none'] as const;
export type MilesSource = (typeof MILES_SOURCES)[number];

export interface BilledMiles {
  /** Miles with the rider aboard, to the tenth ("12.2"); "0.0" when there are none to bill. */
  loadedMiles: string;
  milesFrom: MilesSource;
}

type Point = { lat?: number | null; lng?: number | null } | null | undefined;

export interface MilesFacts {
  pickupOdometer: number | null;
  dropoffOdometer: number | null;
  pickup: Point;
  dropoff: Point;
  /** When the trip left: the estimate's speed depends on the hour, its miles do not. */
  departAt: Date;
  timeZone: string;
}

const located = (p: Point): p is { lat: number; lng: number } =>
  typeof p?.lat === 'number' && typeof p.lng === 'number' && Number.isFinite(p.lat) && Number.isFinite(p.lng);

/** The travel estimate's miles between the two places, or null when either has no coordinates. */
export function estimatedMiles(pickup: Point, dropoff: Point, departAt: Date, timeZone: string): number | null {
  return located(pickup) && located(dropoff) ? estimateTravel(pickup, dropoff, departAt, timeZone).miles : null;
}

export function billedMiles(f: MilesFacts): BilledMiles {
  // Odometers count tenths of a mile: the difference is read to the tenth.
  if (f.pickupOdometer !== null && f.dropoffOdometer !== null)
    return { loadedMiles: Math.max(0, f.dropoffOdometer - f.pickupOdometer).toFixed(1), milesFrom: 'odometer' };
  const estimate = estimatedMiles(f.pickup, f.dropoff, f.departAt, f.timeZone);
  // Zero is no estimate: two places in one ZIP code share its centre when no geocoder is configured, and a rider
  // carried nowhere is not a trip; the clerk is told the miles are missing rather than billing none.
  if (estimate !== null && estimate > 0) return { loadedMiles: estimate.toFixed(1), milesFrom: 'estimate' };
  return { loadedMiles: '0.0', milesFrom: 'none' };
}
