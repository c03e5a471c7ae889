import { z } from 'zod';
import { LANGUAGES } from './language';
import { TRIP_STAGES } from './trip-page';
import { instant } from './wire-formats';

const point = z.object({ lat: z.number(), lng: z.number() });

/**
 * GET /api/trip/{token}: what a rider's trip page shows (docs/decisions/115-trip-page.md), and nothing else about
 * the rider or anyone else: no name, date of birth, phone, destination or notes.
 */
export const tripViewResponse = z
  .object({
    language: z.enum(LANGUAGES).describe("The rider's language, for the page's words"),
    stage: z.enum(TRIP_STAGES),
    pickupWindow: z
      .object({ from: instant, to: instant })
      .nullable()
      .describe('Null for a ride home still waiting for the rider to call'),
    pickupAddress: z
      .string()
      .nullable()
      .describe("The way there's pickup; null on a ride home, whose pickup would say where the rider was treated"),
    driverFirstName: z.string().nullable(),
    vehicle: z
      .object({ colour: z.string().nullable(), make: z.string(), model: z.string(), plate: z.string() })
      .nullable(),
    van: point
      .extend({ recordedAt: instant })
      .nullable()
      .describe("The driver's latest position on this leg, from on the way until the pickup"),
    pickupLocation: point.nullable().describe('The pickup on the map, while the van is shown'),
    etaMinutes: z.number().int().nullable().describe('Minutes from the van to the pickup, while it is on the way'),
    distanceMiles: z.number().nullable(),
    company: z.object({
      name: z.string(),
      phone: z.string(),
      timeZone: z.string().describe('The clock the pickup window is read on'),
    }),
    mapStyleUrl: z.string().nullable().describe('The map style the page draws the van on; a plain drawing when null'),
    refreshSeconds: z.number().int().describe('How often the page asks again while the trip is live'),
  })
  .describe("A rider's trip, as their private link shows it")
  .meta({ id: 'TripView' });
export type TripView = z.infer<typeof tripViewResponse>;
