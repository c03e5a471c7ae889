/**
 * Road miles and minutes between places, behind one interface (docs/decisions/041-geo-places-and-travel.md): the
 * default estimate (great circle × 1.3 at the hour's average speed, src/domain/travel.ts) needs nothing outside;
 * with ROUTING_URL an OSRM-compatible service is asked and the estimate answers when it fails or is slow.
 */
import { estimateTravel, roundTravel, type TravelEstimate } from '../../domain/travel';
import type { Coordinates } from '../../domain/place';

export type { TravelEstimate } from '../../domain/travel';

export interface TravelMatrix {
  /** miles[i][j]: from points[i] to points[j]. */
  miles: number[][];
  minutes: number[][];
}

export interface Travel {
  estimate(from: Coordinates, to: Coordinates, departAt: Date): Promise<TravelEstimate>;
  /** Every point to every other, leaving at `departAt`. */
  matrix(points: readonly Coordinates[], departAt: Date): Promise<TravelMatrix>;
}

/** The estimate without a routing service, in the company's time zone. */
export function estimateTravelDefault(timeZone: string): Travel {
  const estimate = (from: Coordinates, to: Coordinates, departAt: Date) => estimateTravel(from, to, departAt, timeZone);
  return {
    estimate: (from, to, departAt) => Promise.resolve(estimate(from, to, departAt)),
    matrix(points, departAt) {
      const cells = points.map((from) => points.map((to) => estimate(from, to, departAt)));
      return Promise.resolve({
        miles: cells.map((row) => row.map((c) => c.miles)),
        minutes: cells.map((row) => row.map((c) => c.minutes)),
      });
    },
  };
}

const METRES_PER_MILE = 1609.344;

/** OSRM's own limit on a table request (its `max-table-size` default). Larger sets are estimated. */
export const MAX_TABLE_POINTS = 100;

export interface RoutingOptions {
  /** Milliseconds before the service is given up on; 3,000 unless told. */
  timeoutMs?: number;
  userAgent?: string;
}

/** OSRM writes longitude first. */
const lngLat = (p: Coordinates) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * A routing service speaking OSRM's HTTP API: `route/v1/driving` for one trip and `table/v1/driving` for a matrix.
 * OSRM knows no traffic, so its minutes are free-flow; a failure, a timeout or an answer other than `Ok` is
 * answered by `fallback`, and a pair the table cannot route (null) by the fallback's estimate for that pair.
 */
export function osrmTravel(
  baseUrl: string,
  timeZone: string,
  fallback: Travel = estimateTravelDefault(timeZone),
  options: RoutingOptions = {},
): Travel {
  const { timeoutMs = 3000, userAgent } = options;
  const base = baseUrl.replace(/\/+$/, '');

  async function get(path: string): Promise<Record<string, unknown> | null> {
    try {
      const response = await fetch(`${base}${path}`, {
        headers: { accept: 'application/json', ...(userAgent ? { 'user-agent': userAgent } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'Ok'
        ? (body as Record<string, unknown>)
        : null;
    } catch {
      // Not logged: the path holds patients' coordinates.
      return null;
    }
  }

  return {
    async estimate(from, to, departAt) {
      const body = await get(`/route/v1/driving/${lngLat(from)};${lngLat(to)}?overview=false`);
      const route: unknown = Array.isArray(body?.routes) ? body.routes[0] : undefined;
      const { distance, duration } = (route ?? {}) as { distance?: unknown; duration?: unknown };
      if (!isNumber(distance) || !isNumber(duration)) return fallback.estimate(from, to, departAt);
      return roundTravel(distance / METRES_PER_MILE, duration / 60);
    },

    async matrix(points, departAt) {
      if (points.length < 2 || points.length > MAX_TABLE_POINTS) return fallback.matrix(points, departAt);
      const body = await get(`/table/v1/driving/${points.map(lngLat).join(';')}?annotations=duration,distance`);
      const durations = body?.durations;
      const distances = body?.distances;
      const square = (m: unknown): m is unknown[][] =>
        Array.isArray(m) &&
        m.length === points.length &&
        m.every((row) => Array.isArray(row) && row.length === points.length);
      if (!square(durations) || !square(distances)) return fallback.matrix(points, departAt);
      const miles: number[][] = [];
      const minutes: number[][] = [];
      for (let i = 0; i < points.length; i++) {
        miles.push([]);
        minutes.push([]);
        for (let j = 0; j < points.length; j++) {
          const metres = distances[i]![j];
          const seconds = durations[i]![j];
          const cell =
            isNumber(metres) && isNumber(seconds)
              ? roundTravel(metres / METRES_PER_MILE, seconds / 60)
              : await fallback.estimate(points[i]!, points[j]!, departAt);
          miles[i]!.push(cell.miles);
          minutes[i]!.push(cell.minutes);
        }
      }
      return { miles, minutes };
    },
  };
}
