import { z } from 'zod';
import { isIsoDate } from './dates';
import { instant } from './wire-formats';

/** How far back a phone that was without signal may date a position it sends late. */
export const POSITION_MAX_AGE_HOURS = 12;

/**
 * POST /api/jobs/{id}/positions: where the driver's phone is while the leg is under way
 * (docs/decisions/055-day-map-and-positions.md). `recordedAt` is when the phone took the fix, so a position
 * queued without signal is placed at its own time; it defaults to now.
 */
export const positionInput = z
  .object({
    lat: z
      .number({ error: 'Latitude is required' })
      .min(-90, 'Latitude must be between -90 and 90')
      .max(90, 'Latitude must be between -90 and 90'),
    lng: z
      .number({ error: 'Longitude is required' })
      .min(-180, 'Longitude must be between -180 and 180')
      .max(180, 'Longitude must be between -180 and 180'),
    accuracyMeters: z
      .number()
      .min(0, 'Accuracy cannot be negative')
      .max(100_000, 'Accuracy must be at most 100 km')
      .nullish(),
    recordedAt: z.iso.datetime({ offset: true, error: 'Use a time such as 2026-11-25T14:05:00Z' }).optional(),
  })
  .strict();
export type PositionInput = z.infer<typeof positionInput>;

export const dayPositionsQuery = z.object({
  date: z.string().refine(isIsoDate, 'Use a date such as 2026-11-25').optional(),
});

export const driverPosition = z.object({
  driverId: z.guid(),
  fullName: z.string(),
  lat: z.number(),
  lng: z.number(),
  accuracyMeters: z.number().nullable(),
  recordedAt: instant.describe('When the phone took the fix'),
  jobId: z.guid().nullable().describe('The leg under way when it was sent'),
});
export type DriverPosition = z.infer<typeof driverPosition>;

/** GET /api/dispatch/positions: each driver's last known position on a day, and the map's style. */
export const dayPositionsResponse = z
  .object({
    date: z.string().describe('YYYY-MM-DD on the company calendar'),
    mapStyleUrl: z.string().nullable().describe('The configured MapLibre style; null draws the map without tiles'),
    drivers: z.array(driverPosition).describe("Each driver's latest position recorded that day, by name"),
  })
  .describe("The drivers' last known positions for the day board's map");
export type DayPositions = z.infer<typeof dayPositionsResponse>;
