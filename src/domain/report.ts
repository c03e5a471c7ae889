import { z } from 'zod';
import { isIsoDate } from './dates';
import { LATE_REASONS, SIGNER_TYPES } from './proof-words';
import { QUESTIONABLE_REASONS } from './performance';
import { REPORT_GROUPINGS, REPORT_MAX_DAYS } from './report-words';
import { TRIP_RESULTS } from './trip';
import { calendarDay, instant } from './wire-formats';

/** The reports' queries and answers (docs/decisions/108-reports.md). */

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isIsoDate, `${label} must be a date such as 2026-11-30`)
    .describe(`${label}: a company day, YYYY-MM-DD`);

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The period in order and no longer than a report reads. */
function periodHolds(q: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!isIsoDate(q.from) || !isIsoDate(q.to)) return;
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
  else if (daysBetween(q.from, q.to) >= REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${REPORT_MAX_DAYS} days` });
}

export const performanceQuery = z
  .object({
    from: day('From'),
    to: day('To'),
    groupBy: z.enum(REPORT_GROUPINGS, { error: 'Group by day, week, month, driver or payer' }).default('day'),
    payerId: z.uuid({ error: 'Choose a payer from the list' }).optional(),
    driverId: z.uuid({ error: 'Choose a driver from the list' }).optional(),
    format: z.enum(['json', 'csv'], { error: 'Ask for json or csv' }).default('json'),
  })
  .superRefine(periodHolds);
export type PerformanceQuery = z.infer<typeof performanceQuery>;

export const verificationQuery = z
  .object({
    from: day('From'),
    to: day('To'),
    payerId: z.uuid({ error: 'Choose a payer from the list' }).optional(),
    driverId: z.uuid({ error: 'Choose a driver from the list' }).optional(),
    format: z.enum(['json', 'csv'], { error: 'Ask for json or csv' }).default('json'),
  })
  .superRefine(periodHolds);
export type VerificationQuery = z.infer<typeof verificationQuery>;

const percent = z.number().nullable().describe('Rounded to one decimal; null when nothing was counted');

export const performanceFiguresResponse = z.object({
  legs: z.number().int(),
  tripsDone: z.number().int(),
  pickupsTimed: z.number().int(),
  onTimePickups: z.number().int(),
  onTimePickupPercent: percent,
  appointmentsTimed: z.number().int(),
  onTimeArrivals: z.number().int(),
  onTimeArrivalPercent: percent,
  noShowPercent: percent,
  lateCancellationPercent: percent,
  sameDayCancellationPercent: percent,
  missedTrips: z.number().int(),
  vehicleHours: z.number(),
  tripsPerVehicleHour: z.number().nullable(),
  loadedMiles: z.number(),
  emptyMiles: z.number(),
  billedCents: z.number().int(),
  collectedCents: z.number().int(),
  revenuePerVehicleHourCents: z.number().int().nullable(),
});

/** A trip a report lists: enough to find it, and its log. */
const reportTrip = z.object({
  jobId: z.guid(),
  brokerTripId: z.string().nullable(),
  patientName: z.string(),
  driverName: z.string().nullable(),
});

export const performanceResponse = z
  .object({
    from: calendarDay,
    to: calendarDay,
    groupBy: z.enum(REPORT_GROUPINGS),
    onTimeWindowMinutes: z.number().int(),
    total: performanceFiguresResponse,
    groups: z.array(
      z.object({
        key: z.string().describe('The day, the Monday of the week, YYYY-MM, or the driver or payer id'),
        label: z.string(),
        figures: performanceFiguresResponse,
      }),
    ),
    results: z
      .array(z.object({ result: z.enum(TRIP_RESULTS), count: z.number().int() }))
      .describe('How the legs of the period ended, every kind listed'),
    lateTrips: z.object({
      count: z.number().int(),
      trips: z.array(
        reportTrip.extend({
          scheduledPickup: instant,
          pickedUpAt: instant,
          minutesLate: z.number().int(),
          lateReason: z.enum(LATE_REASONS).nullable(),
          lateNote: z.string().nullable(),
        }),
      ),
    }),
    questionable: z.object({
      count: z.number().int(),
      trips: z.array(
        reportTrip.extend({
          day: calendarDay,
          reasons: z.array(z.enum(QUESTIONABLE_REASONS)),
        }),
      ),
    }),
  })
  .describe("The company's performance over a period (docs/decisions/106-performance-figures.md)");
export type PerformanceReport = z.infer<typeof performanceResponse>;

const position = { lat: z.number().nullable(), lng: z.number().nullable() };

export const verificationRow = z.object({
  jobId: z.guid(),
  brokerTripId: z.string().nullable(),
  day: calendarDay,
  leg: z.enum(['outbound', 'return']),
  memberId: z.string().nullable(),
  patientName: z.string(),
  payerName: z.string().nullable(),
  driverName: z.string().nullable(),
  vehicle: z.string().nullable().describe("The vehicle's number and plate"),
  scheduledPickup: instant.nullable(),
  appointmentTime: instant.nullable(),
  startedAt: instant.nullable(),
  startLat: position.lat,
  startLng: position.lng,
  arrivedAt: instant.nullable(),
  arrivalLat: position.lat,
  arrivalLng: position.lng,
  pickedUpAt: instant.nullable(),
  pickupLat: position.lat,
  pickupLng: position.lng,
  droppedOffAt: instant.nullable(),
  dropoffLat: position.lat,
  dropoffLng: position.lng,
  miles: z.number().nullable(),
  milesSource: z.enum(['odometer', 'estimate', 'none']),
  signed: z.boolean(),
  signerType: z.enum(SIGNER_TYPES).nullable(),
  signerName: z.string().nullable(),
  noSignatureReason: z.string().nullable(),
  result: z.enum(TRIP_RESULTS).nullable().describe('Null while the leg is still to be done'),
  lateReason: z.enum(LATE_REASONS).nullable(),
  lateNote: z.string().nullable(),
});
export type VerificationRow = z.infer<typeof verificationRow>;

export const verificationResponse = z
  .object({ from: calendarDay, to: calendarDay, trips: z.array(verificationRow) })
  .describe('Each leg of the period as brokers ask to verify it');
