/**
 * The default travel estimate (docs/decisions/041-geo-places-and-travel.md): great-circle distance times a road
 * factor, at an average urban speed that depends on the hour of departure on the company's clock. Pure and
 * synchronous, so rules (driver ranking, tight-connection warnings) can call it without I/O; the server's
 * routing client falls back to it. Miles and minutes, as everywhere in the product's API.
 */

import type { Coordinates } from './place';

/** Mean Earth radius in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;

/** Roads are longer than the straight line: a city grid is about 1.3 times it. */
export const ROAD_FACTOR = 1.3;

/**
 * Average door-to-door speed in miles per hour by the hour of departure (0–23) on the company's clock:
 * urban and suburban streets with some highway, slowest in the morning (7–9) and evening (16–18) peaks.
 */
export const AVERAGE_MPH_BY_HOUR: readonly number[] = [
  30,
  30,
  30,
  30,
  30,
  30, // 00–05 night: empty streets
  24, // 06 early morning
  16,
  16, // 07–08 morning peak
  20, // 09 the peak easing
  22,
  22,
  22,
  22,
  22, // 10–14 midday
  20, // 15 school traffic
  15,
  15, // 16–17 evening peak
  20, // 18 the peak easing
  25,
  25,
  25, // 19–21 evening
  28,
  28, // 22–23 late evening
];

export interface TravelEstimate {
  /** Road miles, one decimal. */
  miles: number;
  /** Whole minutes, rounded up. */
  minutes: number;
}

const RADIANS = Math.PI / 180;

/** The shortest distance over the Earth's surface (haversine), in miles, unrounded. */
export function greatCircleMiles(a: Coordinates, b: Coordinates): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour (0–23) that a clock in `timeZone` shows at `at`. */
export function hourIn(timeZone: string, at: Date): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.formatToParts(at).find((p) => p.type === 'hour')?.value ?? 0) % 24;
}

/** The average speed for a departure at `departAt` on the clock of `timeZone`. */
export function averageMph(departAt: Date, timeZone: string): number {
  return AVERAGE_MPH_BY_HOUR[hourIn(timeZone, departAt)]!;
}

/** Rounds road miles and minutes the way every travel figure in the product is rounded. */
export function roundTravel(miles: number, minutes: number): TravelEstimate {
  return { miles: Math.round(miles * 10) / 10, minutes: Math.max(0, Math.ceil(minutes - 1e-9)) };
}

/** Road miles and minutes from `a` to `b` leaving at `departAt`, estimated without a routing service. */
export function estimateTravel(a: Coordinates, b: Coordinates, departAt: Date, timeZone: string): TravelEstimate {
  const exact = exactTravel(a, b, departAt, timeZone);
  return roundTravel(exact.miles, exact.minutes);
}

/** The same estimate unrounded, for sums of several legs that are rounded once at the end (src/domain/added-travel.ts). */
export function exactTravel(a: Coordinates, b: Coordinates, departAt: Date, timeZone: string): TravelEstimate {
  const miles = greatCircleMiles(a, b) * ROAD_FACTOR;
  return { miles, minutes: (miles / averageMph(departAt, timeZone)) * 60 };
}
