import { z } from 'zod';
import { judgeAssignment, type AssignmentFacts } from './assignment';
import { INSPECTION_ITEMS, INSPECTION_STATUSES } from './inspection-items';
import { isIsoDate } from './dates';
import { jobListItem } from './job';
import type { JobStatus } from './statuses';
import type { TripPolicy } from './trip';
import { DECLINED, LEG_TIMINGS, MOVABLE_LEG_STATUSES, type LegTiming } from './dispatch-words';

// The board's words and the statuses a leg may move from live apart from its schemas, so the board draws its legs
// without loading zod (docs/performance.md, "Staff screens on a phone").
export * from './dispatch-words';

const SETTLED: readonly JobStatus[] = ['completed', 'cancelled', 'no_show'];

/** A leg's timing on the board at `now` (LEG_TIMINGS); null when it is neither late nor at risk. */
export function legTiming(
  leg: { status: JobStatus; pickupTime: string | null; arrivedAt: string | null; assignedDriverId: string | null },
  now: Date,
  policy: Pick<TripPolicy, 'onTimeWindowMinutes'>,
): LegTiming | null {
  if (SETTLED.includes(leg.status) || leg.arrivedAt !== null || leg.pickupTime === null) return null;
  const pickup = Date.parse(leg.pickupTime);
  const window = policy.onTimeWindowMinutes * 60_000;
  if (now.getTime() > pickup + window) return 'late';
  const underWay = leg.status === 'in_progress' && leg.assignedDriverId !== null;
  return now.getTime() >= pickup - window && !underWay ? 'at_risk' : null;
}

/**
 * A leg whose driver can no longer take it (docs/decisions/051-day-board.md, amended 2026-11-27): the driver declined
 * it, or the safe-assignment rules (docs/decisions/040-safe-assignment.md) now refuse it as it stands: the driver
 * suspended or inactive, the vehicle out of service or gone, a credential or vehicle paper lapsed by the leg's day.
 * The codes are the rules' own `reasons`, with `declined` before them. Only a leg that may still move counts: one
 * under way or over stays with its driver, and a leg nobody holds is the queue's already.
 */
export function strandedReasons(
  leg: { status: JobStatus; assignedDriverId: string | null },
  facts: AssignmentFacts | null,
): string[] {
  if (leg.assignedDriverId === null || !MOVABLE_LEG_STATUSES.includes(leg.status)) return [];
  const declined = leg.status === 'declined' ? [DECLINED] : [];
  // A driver record that is gone reads as the rules read an unknown driver.
  return [...declined, ...(facts ? judgeAssignment(facts) : ['driver_status'])];
}

/** True when the leg needs a driver it does not have: nobody holds it, or its driver can no longer take it. */
export function needsDriver(
  leg: { status: JobStatus; assignedDriverId: string | null },
  stranded: readonly string[],
): boolean {
  if (SETTLED.includes(leg.status)) return false;
  return leg.assignedDriverId === null || stranded.length > 0;
}

export const dispatchDayQuery = z.object({
  date: z.string().refine(isIsoDate, 'Use a date such as 2026-11-24').optional(),
});

export const dispatchLeg = jobListItem.extend({
  timing: z
    .enum(LEG_TIMINGS)
    .nullable()
    .describe('late: pickup window passed without an arrival; at_risk: window open and the driver not under way'),
  pickupLocation: z
    .object({ lat: z.number(), lng: z.number() })
    .nullable()
    .describe("The pickup place's coordinates, for the board's map; null when the address was not placed"),
  needsDriver: z
    .boolean()
    .describe(
      'True when the leg needs a driver it does not have: nobody holds it, or its driver can no longer take it (strandedReasons)',
    ),
  strandedReasons: z
    .array(z.string())
    .describe(
      "Why the leg's driver can no longer take it: declined, then the safe-assignment reasons codes (vehicle_out_of_service, driver_status, credential_expired:pass, …); empty when they can or nobody holds it",
    ),
});
export type DispatchLeg = z.infer<typeof dispatchLeg>;

export const dispatchLane = z.object({
  driverId: z.guid(),
  fullName: z.string(),
  status: z
    .string()
    .describe(
      "The driver's standing; a lane is shown for every assignable driver and for anyone holding a leg that day",
    ),
  vehicle: z
    .object({
      id: z.guid(),
      number: z.string(),
      ambulatorySeats: z.number().int(),
      wheelchairPositions: z.number().int(),
      stretcherPositions: z.number().int(),
    })
    .nullable(),
  legs: z.array(dispatchLeg).describe('Their legs of the day, by pickup time'),
  inspection: z
    .object({
      id: z.guid(),
      status: z.enum(INSPECTION_STATUSES),
      faults: z.array(z.enum(INSPECTION_ITEMS)),
      notes: z.string().nullable(),
      odometer: z.number(),
    })
    .nullable()
    .describe("The driver's pre-trip vehicle inspection of the day; a failed one holds their legs until cleared"),
  shift: z
    .object({ start: z.iso.datetime(), end: z.iso.datetime() })
    .nullable()
    .describe("The driver's shift that day (05:00–21:00 without a week on file); null when they do not work it"),
  timeOff: z.boolean().describe('True when approved time off is why the driver does not work that day'),
  clock: z
    .object({ in: z.iso.datetime(), out: z.iso.datetime().nullable() })
    .nullable()
    .describe('When the driver clocked in and out that day (the inspection clocks in); null before they do'),
});
export type DispatchLane = z.infer<typeof dispatchLane>;

/** GET /api/dispatch/day: one day on the company's calendar, as the board shows it. */
export const dispatchDayResponse = z
  .object({
    date: z.string().describe('YYYY-MM-DD on the company calendar'),
    now: z.iso.datetime().describe('The server time the timings were judged at'),
    lanes: z.array(dispatchLane),
    unassigned: z
      .array(dispatchLeg)
      .describe('Legs of the day without a driver, by pickup time (cancelled ones left out)'),
    stranded: z
      .array(dispatchLeg)
      .describe(
        "Legs whose driver can no longer take them, by pickup time; each is also in its driver's lane (or among the waiting will-calls)",
      ),
    queue: z
      .object({
        unassigned: z.number().int().describe('Legs nobody holds'),
        stranded: z.number().int().describe('Legs whose driver can no longer take them'),
        needsDriver: z.number().int().describe('Both together: every leg that needs a driver'),
      })
      .describe("The queue's figures"),
    willCallWaiting: z
      .array(dispatchLeg)
      .describe("Will-call returns of the day's outbound legs still waiting for their rider"),
  })
  .describe('The day board');
export type DispatchDay = z.infer<typeof dispatchDayResponse>;

/**
 * PUT /api/jobs/{id}/driver: the board's move of one leg to a driver (or back to the queue with null). The
 * driver the dispatcher saw is sent with it, so a leg another dispatcher moved meanwhile is not taken from them.
 */
export const boardAssignmentSchema = z
  .object({
    driverId: z.uuid({ error: 'Choose a driver' }).nullable(),
    expectedDriverId: z
      .uuid({ error: 'Choose a driver' })
      .nullable()
      .describe('Who had the leg on the board that was dragged; null for the queue'),
  })
  .strict();
export type BoardAssignment = z.infer<typeof boardAssignmentSchema>;
