import { daysBetween } from '@domain/credential';
import type { Vehicle, VehicleDocument } from '@domain/vehicle';

/** "4 seats · 2 wheelchair · 0 stretcher": what a vehicle carries, in the order a dispatcher reads it. */
export function capacityText(
  v: Pick<Vehicle, 'ambulatorySeats' | 'wheelchairPositions' | 'stretcherPositions'>,
): string {
  return `${v.ambulatorySeats} ${v.ambulatorySeats === 1 ? 'seat' : 'seats'} · ${v.wheelchairPositions} wheelchair · ${v.stretcherPositions} stretcher`;
}

export type DocumentState = 'valid' | 'expiring' | 'expired';

/** Expired after its day; expiring within 30 days, as credentials are (docs/decisions/043-vehicles.md). */
export function documentState(expiresOn: string, today: string): DocumentState {
  if (expiresOn < today) return 'expired';
  return daysBetween(today, expiresOn) <= 30 ? 'expiring' : 'valid';
}

/**
 * The soonest of the expiries that count: for each kind of document only the latest expiry counts (a renewal
 * replaces the old paper), and the vehicle needs attention at the earliest of those.
 */
export function nextExpiry(documents: readonly VehicleDocument[]): VehicleDocument | undefined {
  const latest = new Map<string, VehicleDocument>();
  for (const d of documents) {
    const seen = latest.get(d.kind);
    if (!seen || d.expiresOn > seen.expiresOn) latest.set(d.kind, d);
  }
  return [...latest.values()].sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : 1))[0];
}
