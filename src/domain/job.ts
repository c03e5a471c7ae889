import { z } from 'zod';
import { inspectionResponse } from './inspection';
import { containsPattern } from './search';
import { isIsoDate, isIsoDateTime } from './dates';
import { diagnosisCodesInput } from './diagnosis';
import { LEVELS_OF_SERVICE } from './level-of-service';
import { phoneSchema } from './phone';
import { placeInput, placeResponse } from './place';
import { escortCountSchema } from './rider';
import { calendarDay, instant } from './wire-formats';
import { DRIVER_STATUSES, EDITABLE_JOB_STATUSES, JOB_STATUSES, REFERRAL_STATUSES } from './statuses';
import { CANCEL_REASONS, CANCEL_REQUESTERS, LEGS, optionalInstant, RETURN_TRIPS } from './trip';

// The driver's moves live apart from the job's schemas, so the driver's phone loads them without the schema
// library (docs/decisions/061-light-driver-screens.md).
export { ASSIGNABLE_DRIVER_STATUSES, canDriverMove, DRIVER_JOB_MOVES, JOB_ACTION_LABELS } from './driver-moves';

/** Job rules (decision 031): money as a positive amount with at most two decimals, sent as a string like "50.00". */
/** What the driver must know for the ride, on a job and on the standing order that makes jobs. */
export const rideNotesSchema = z
  .string()
  .trim()
  .max(1000, 'Ride notes must be at most 1000 characters')
  .nullish()
  .transform((v) => v || null);

export const jobRateSchema = z
  .string({ error: 'Job rate is required' })
  .trim()
  .min(1, 'Job rate is required')
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter an amount such as 50.00')
  .refine((v) => Number(v) > 0, 'Job rate must be more than 0');

/** An ISO date-time with an offset (the browser converts the company-time input before sending). */
const timestamp = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .refine(isIsoDateTime, 'Enter a real date and time (ISO 8601 with a time zone)');

export const jobFields = z.object({
  patientName: z.string({ error: 'Patient name is required' }).trim().min(1, 'Patient name is required').max(200),
  // Texted about the trip, so the rule of the forms and of texts (src/domain/phone.ts).
  patientPhone: phoneSchema(),
  // docs/decisions/045-levels-and-places-on-forms.md: the rider, how they travel and the two places, structured.
  riderId: z.uuid({ error: 'Choose a rider from the list' }).nullish(),
  // Who pays for the trip (docs/decisions/068-job-price.md); optional until billing needs it.
  payerId: z.uuid({ error: 'Choose a payer from the list' }).nullish(),
  // The workers' compensation authorization the trip counts against (docs/decisions/069-authorizations.md).
  authorizationId: z.uuid({ error: 'Choose an authorization from the list' }).nullish(),
  patientDob: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isIsoDate(v), 'Date of birth must be a valid date')
    .refine((v) => v === null || v >= '1900-01-01', 'Date of birth must be after 1900'),
  levelOfService: z.enum(LEVELS_OF_SERVICE, { error: 'Level of service is required' }),
  escortCount: escortCountSchema,
  pickupPlace: placeInput('Pickup'),
  dropoffPlace: placeInput('Dropoff'),
  rideNotes: rideNotesSchema,
  pickupTime: timestamp('Pickup time is required'),
  dropoffTime: timestamp('Dropoff time is required'),
  // docs/decisions/047-legs-returns-cancellations.md: when the rider must arrive, and (on a new job) the way back.
  appointmentTime: optionalInstant('Enter a real date and time (ISO 8601 with a time zone)'),
  returnTrip: z.enum(RETURN_TRIPS, { error: 'Choose a return trip' }).optional().default('none'),
  returnPickupTime: optionalInstant('Enter a real date and time (ISO 8601 with a time zone)'),
  jobRate: jobRateSchema,
  status: z.enum(EDITABLE_JOB_STATUSES, { error: 'Cancel a trip or record a no-show with its own action' }).optional(),
  assignedDriverId: z.uuid({ error: 'Choose a driver' }).nullable().optional(),
  referralId: z.uuid().nullable().optional(),
});

const dropoffAfterPickup = <T extends { pickupTime: string; dropoffTime: string }>(v: T) =>
  Date.parse(v.dropoffTime) > Date.parse(v.pickupTime);

const returnAfterDropoff = (v: { returnTrip?: string; returnPickupTime?: string | null; dropoffTime: string }) =>
  v.returnTrip !== 'at_time' ||
  (Boolean(v.returnPickupTime) && Date.parse(v.returnPickupTime!) > Date.parse(v.dropoffTime));

/** The admin's Create New Job / Edit Job form and POST /api/jobs. */
export const jobSchema = jobFields
  .refine(returnAfterDropoff, {
    message: 'Return pickup must be after the dropoff',
    path: ['returnPickupTime'],
    when: ({ value }) => {
      const v = value as { dropoffTime?: unknown } | undefined;
      return typeof v?.dropoffTime === 'string' && isIsoDateTime(v.dropoffTime);
    },
  })
  .refine(dropoffAfterPickup, {
    message: 'Dropoff time must be after pickup time',
    path: ['dropoffTime'],
    // Judged once both times are real, whatever else is still wrong, so the form shows it with the other messages.
    when: ({ value }) => {
      const v = value as { pickupTime?: unknown; dropoffTime?: unknown } | undefined;
      return [v?.pickupTime, v?.dropoffTime].every((t) => typeof t === 'string' && isIsoDateTime(t));
    },
  });
export type JobInput = z.input<typeof jobSchema>;

/**
 * PUT /api/jobs/:id: a driver sends `{ status }` only (any other field is refused); an admin sends the whole
 * job. The server tells them apart by role.
 */
export const jobStatusSchema = z.object({ status: z.enum(JOB_STATUSES, { error: 'Choose a status' }) }).strict();

const instantOrNull = (what: string) => instant.nullable().describe(`When the job was ${what}; null until then`);

/**
 * A job in a list (GET /api/jobs, GET /api/jobs/driver/{id}): its places on one line, as every list shows them.
 * The structured places stay out of lists so a page of 50 stays small and quick; the job itself carries them
 * (docs/decisions/046-job-lists-answer-one-line-places.md).
 */
export const jobListItem = z
  .object({
    id: z.guid(),
    patientName: z.string(),
    patientPhone: z.string(),
    pickupAddress: z.string().describe('The pickup place on one line'),
    dropoffAddress: z.string().describe('The dropoff place on one line'),
    riderId: z.guid().nullable().describe('The rider record, when the job is linked to one'),
    brokerTripId: z.string().nullable().describe("The broker's own trip number, for a trip from a broker's manifest"),
    levelOfService: z.enum(LEVELS_OF_SERVICE),
    escortCount: z.number().int().describe('Escorts riding along, 0 to 3'),
    rideNotes: z.string().nullable().describe('What the driver must know for this ride'),
    leg: z.enum(LEGS).describe('Which leg of the trip this job is'),
    returnOfJobId: z.guid().nullable().describe('On a return leg: the outbound leg it brings the rider back from'),
    willCall: z.boolean().describe('A return that waits for the rider to be ready; its pickup time is null until then'),
    appointmentTime: instant.nullable().describe('When the rider must arrive'),
    standingOrderId: z.guid().nullable().describe('The standing order the job was made from, if any'),
    pickupTime: instant.nullable().describe('Null only for a will-call return not yet called'),
    dropoffTime: instant.nullable(),
    jobRate: z
      .string()
      .regex(/^\d+\.\d{2}$/)
      .describe('Money with two decimals, e.g. "50.00"'),
    status: z.enum(JOB_STATUSES),
    assignedDriverId: z.guid().nullable(),
    assignedDriverName: z
      .string()
      .nullable()
      .describe("The assigned driver's full name, so lists need no second call; null when unassigned"),
    referralId: z.guid().nullable().describe('The referral the job was made from, if any'),
    acceptedAt: instantOrNull('accepted'),
    declinedAt: instantOrNull('declined'),
    startedAt: instantOrNull('started'),
    completedAt: instantOrNull('completed'),
    arrivedAt: instant.nullable().describe('When the driver arrived at pickup; null until then'),
    pickedUpAt: instant.nullable().describe('When the rider was picked up; null until then'),
    noShowAt: instantOrNull('recorded as a no-show'),
    cancelledAt: instantOrNull('cancelled'),
    cancelReason: z.enum(CANCEL_REASONS).nullable(),
    lateCancellation: z.boolean().describe("Cancelled less than the policy's hours before pickup"),
    sameDayCancellation: z.boolean().describe("Cancelled on the trip's own day"),
    cancelledByText: z.boolean().describe("Cancelled by the rider's (or caregiver's) X in answer to a text"),
    riderConfirmedAt: instant.nullable().describe('When the rider confirmed the ride by answering a text C'),
    createdAt: instant,
    updatedAt: instant,
  })
  .describe('A transport job in a list: its places on one line')
  .meta({ id: 'JobListItem' });
export type JobListItem = z.infer<typeof jobListItem>;

/** A job as the API answers it on its own (GET, POST and PUT /api/jobs/{id}): the list's fields and both places, structured. */
export const jobResponse = jobListItem
  .extend({
    pickupPlace: placeResponse.nullable().describe('Null for jobs from before places were structured'),
    dropoffPlace: placeResponse.nullable().describe('Null for jobs from before places were structured'),
    returnJobId: z.guid().nullable().describe('On an outbound leg: its return leg, if it has one'),
    serviceDate: calendarDay.nullable().describe("For a job from a standing order: the order's date it serves"),
    riderReadyAt: instant.nullable().describe('When a will-call return was called'),
    arrivalLocation: z
      .object({ lat: z.number(), lng: z.number(), accuracyMeters: z.number().nullable() })
      .nullable()
      .describe("Where the driver's phone was on arrival, when it had a fix"),
    cancelRequestedBy: z.enum(CANCEL_REQUESTERS).nullable(),
    cancelNote: z.string().nullable(),
    payerId: z.guid().nullable().describe('Who pays for the trip, when known'),
    authorizationId: z
      .guid()
      .nullable()
      .describe("The workers' compensation authorization the trip counts against, if any"),
  })
  .describe('A transport job')
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobResponse>;
/** POST and PUT /api/jobs: the job with safe assignment's advice (tight_connection), docs/decisions/040-safe-assignment.md. */
export const savedJobResponse = jobResponse.extend({
  warnings: z
    .array(z.string())
    .optional()
    .describe("Advice that did not refuse the driver (an administrator's save only)"),
});

/** GET /api/jobs filters (decision 035). `date` is a YYYY-MM-DD day on the company's calendar, by pickup time. */
export const jobListQuery = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  driverId: z.uuid().optional(),
  date: z.string().refine(isIsoDate, 'Use a date such as 2026-11-22').optional(),
  /** Part of the rider's name or the broker's trip number (any case), or three digits or more of their phone number. */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});

/** The patterns a job search matches: the name in lower case, and the phone's digits when there are three or more. */
export function jobSearchPatterns(q: string | undefined): { qName?: string; qDigits?: string } {
  const text = q?.trim() ?? '';
  if (!text) return {};
  const digits = text.replace(/\D/g, '');
  return { qName: containsPattern(text.toLowerCase()), ...(digits.length >= 3 ? { qDigits: `%${digits}%` } : {}) };
}

/**
 * PUT /api/drivers/:id: the admin's decision on an application (decision 023), and/or the driver's current vehicle. Rejecting needs a reason, which the
 * applicant is shown, so they learn why.
 */
export const driverStatusUpdateSchema = z
  .object({
    status: z.enum(DRIVER_STATUSES, { error: 'Choose a status' }).optional(),
    rejectionReason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional(),
    /** docs/decisions/043-vehicles.md: the vehicle the driver drives now; null takes it away. */
    vehicleId: z.uuid({ error: 'Choose a vehicle' }).nullable().optional(),
    /** The administrator saw what the driver still lacks (vehicle, documents, credentials) and approves anyway. */
    acknowledgeMissing: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.vehicleId !== undefined, { message: 'Choose a status', path: ['status'] })
  .refine((v) => v.status !== 'rejected' || (v.rejectionReason ?? '').length > 0, {
    message: 'Give the applicant a reason for the rejection',
    path: ['rejectionReason'],
  });

/** PUT /api/referrals/:id (decision 029): an admin changes a referral's status, notes or diagnosis codes. */
export const referralUpdateSchema = z
  .object({
    status: z.enum(REFERRAL_STATUSES).optional(),
    notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullable().optional(),
    // Absent leaves the codes as they are; an empty list clears them.
    diagnosisCodes: diagnosisCodesInput.optional(),
  })
  .strict();

/** GET /api/jobs/driver/{id}/day: one day of a driver's run on the company calendar (today when not given). */
export const driverDayQuery = z.object({
  date: z.string().refine(isIsoDate, 'Use a date such as 2026-11-25').optional(),
});

export const driverDayResponse = z
  .object({
    date: z.string().describe('YYYY-MM-DD on the company calendar'),
    legs: z
      .array(jobListItem)
      .describe("The day's legs in pickup order, then its will-call returns still waiting for their time"),
    inspection: inspectionResponse
      .nullable()
      .describe("The driver's pre-trip vehicle inspection of the day, if answered"),
    clock: z
      .object({ in: instant, out: instant.nullable() })
      .nullable()
      .describe('When the driver clocked in and out that day; null before they do'),
  })
  .describe("A driver's run for one day");
export type DriverDay = z.infer<typeof driverDayResponse>;
