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

/** How the pickups source groups nearby dots (MapLibre's GeoJSON clustering): a cluster counts its late and unassigned legs. */
export const PICKUP_CLUSTERS = {
  cluster: true,
  clusterRadius: 40,
  /** Past this zoom every pickup is its own dot; legs at one address still overlap, so their cluster lists them instead. */
  clusterMaxZoom: 14,
  clusterProperties: {
    late: ['+', ['case', ['==', ['get', 'state'], 'late'], 1, 0]],
    unassigned: ['+', ['case', ['==', ['get', 'state'], 'unassigned'], 1, 0]],
  },
} as const;

/** A cluster is red when any of its legs is late, amber when any has no driver: what needs acting on shows from afar. */
export const CLUSTER_COLOR = [
  'case',
  ['>', ['get', 'late'], 0],
  PICKUP_COLORS.late,
  ['>', ['get', 'unassigned'], 0],
  PICKUP_COLORS.unassigned,
  PICKUP_COLORS.assigned,
] as const;

/** The pickup box a map shows: west, south, east, north in degrees. */
export type ViewBounds = [[number, number], [number, number]];

const byPickupTime = (a: DispatchLeg, b: DispatchLeg) =>
  (a.pickupTime ?? '\uffff').localeCompare(b.pickupTime ?? '\uffff') || a.patientName.localeCompare(b.patientName);

/** The legs with these ids (a cluster's, or the dots under a click), in pickup order; ids no longer on the board are dropped. */
export function legsWithIds(legs: DispatchLeg[], ids: Iterable<string>): DispatchLeg[] {
  const byId = new Map(legs.map((leg) => [leg.id, leg]));
  const found: DispatchLeg[] = [];
  for (const id of new Set(ids)) {
    const leg = byId.get(id);
    if (leg) found.push(leg);
  }
  return found.sort(byPickupTime);
}

/** The placed legs whose pickup is inside the map's view (all placed legs before the map has a view), in pickup order. */
export function legsInView(legs: DispatchLeg[], view: ViewBounds | null): DispatchLeg[] {
  return legs
    .filter((leg) => {
      const at = leg.pickupLocation;
      if (!at) return false;
      if (!view) return true;
      const [[west, south], [east, north]] = view;
      return (
        at.lat >= south &&
        at.lat <= north &&
        (west <= east ? at.lng >= west && at.lng <= east : at.lng >= west || at.lng <= east)
      );
    })
    .sort(byPickupTime);
}

/** Whether every point is the same place: zooming in would never split them (addresses placed at one ZIP's centre). */
export function samePlace(points: Array<[number, number]>): boolean {
  const [first] = points;
  return (
    first !== undefined &&
    points.every(([lng, lat]) => Math.abs(lng - first[0]) < 1e-6 && Math.abs(lat - first[1]) < 1e-6)
  );
}

/** A fix older than this is drawn faded and said to be old: the driver has likely moved on. */
export const STALE_MINUTES = 15;

export interface DriverFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { driverId: string; initials: string; label: string; stale: boolean };
}

/** Each driver's last fix as a dot with initials, labelled with their name and how long ago it was taken. */
export function driverFeatures(
  drivers: DriverPosition[],
  now: number,
  ago: (minutes: number) => string,
): DriverFeature[] {
  return drivers.map((driver) => {
    const minutes = minutesAgo(driver, now);
    return {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [driver.lng, driver.lat] },
      properties: {
        driverId: driver.driverId,
        initials: initials(driver.fullName),
        label: `${driver.fullName}\n${ago(minutes)}`,
        stale: minutes >= STALE_MINUTES,
      },
    };
  });
}
