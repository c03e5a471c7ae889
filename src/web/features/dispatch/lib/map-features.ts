import type { DispatchLeg } from '@domain/dispatch';
import type { DriverPosition } from '@domain/position';

/** How a pickup is drawn: what the dispatcher must act on stands out. */
export type PickupState = 'late' | 'unassigned' | 'under_way' | 'assigned' | 'done';

export const PICKUP_COLORS: Record<PickupState, string> = {
  late: '#b91c1c',
  unassigned: '#d97706',
  under_way: '#1d4ed8',
  assigned: '#0f766e',
  done: '#94a3b8',
};

export function pickupState(leg: DispatchLeg): PickupState {
  if (leg.timing === 'late') return 'late';
  if (['completed', 'cancelled', 'no_show'].includes(leg.status)) return 'done';
  if (leg.assignedDriverId === null) return 'unassigned';
  return leg.status === 'in_progress' ? 'under_way' : 'assigned';
}

export interface PickupFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { id: string; state: PickupState; color: string };
}

/** The day's placed pickups as GeoJSON, the unplaced counted apart (an address the geocoder did not find). */
export function pickupFeatures(legs: DispatchLeg[]): { features: PickupFeature[]; unplaced: number } {
  const features: PickupFeature[] = [];
  let unplaced = 0;
  for (const leg of legs) {
    if (!leg.pickupLocation) {
      unplaced += 1;
      continue;
    }
    const state = pickupState(leg);
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [leg.pickupLocation.lng, leg.pickupLocation.lat] },
      properties: { id: leg.id, state, color: PICKUP_COLORS[state] },
    });
  }
  return { features, unplaced };
}

/** The box that holds every pickup and driver, or null when there is nothing to show. */
export function boundsOf(points: Array<{ lat: number; lng: number }>): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lat, lng } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** A driver's marker says who and how long ago, so an old fix is not read as where they are now. */
export function minutesAgo(position: Pick<DriverPosition, 'recordedAt'>, now: number): number {
  return Math.max(0, Math.round((now - Date.parse(position.recordedAt)) / 60_000));
}

export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}
