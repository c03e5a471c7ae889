import { z } from 'zod';
import { isIsoDate, isIsoDateTime } from './dates';
import { instant } from './wire-formats';
import { DRIVER_STATUSES, JOB_STATUSES, REFERRAL_STATUSES, type JobStatus } from './statuses';

/** Job rules (decision 031): the only moves a driver may make; everything else is 409. An admin may set any status. */
export const DRIVER_JOB_MOVES: Record<JobStatus, readonly JobStatus[]> = {
  pending: ['accepted', 'declined'],
  accepted: ['in_progress'],
  in_progress: ['completed'],
  completed: [],
  declined: [],
};

export function canDriverMove(from: JobStatus, to: JobStatus): boolean {
  return DRIVER_JOB_MOVES[from].includes(to);
}

/** docs/product/statuses.md: the driver's button for each next status. */
export const JOB_ACTION_LABELS: Partial<Record<JobStatus, string>> = {
  accepted: 'Accept Job',
  declined: 'Decline Job',
  in_progress: 'Start Job',
  completed: 'Mark as Complete',
};

/** Only these drivers may be given a job (docs/product/validation.md, decision 031). */
export const ASSIGNABLE_DRIVER_STATUSES = ['approved', 'active'] as const;

/** Job rules (decision 031): money as a positive amount with at most two decimals, sent as a string like "50.00". */
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
  patientPhone: z
    .string({ error: 'Valid phone number is required' })
    .trim()
    .min(10, 'Valid phone number is required')
    .max(40, 'Valid phone number is required'),
  pickupAddress: z.string({ error: 'Pickup address is required' }).trim().min(1, 'Pickup address is required').max(300),
  dropoffAddress: z.string({ error: 'Dropoff address is required' }).trim().min(1, 'Dropoff address is required').max(300),
  pickupTime: timestamp('Pickup time is required'),
  dropoffTime: timestamp('Dropoff time is required'),
  jobRate: jobRateSchema,
  status: z.enum(JOB_STATUSES).optional(),
  assignedDriverId: z.uuid({ error: 'Choose a driver' }).nullable().optional(),
  referralId: z.uuid().nullable().optional(),
});

const dropoffAfterPickup = <T extends { pickupTime: string; dropoffTime: string }>(v: T) =>
  Date.parse(v.dropoffTime) > Date.parse(v.pickupTime);

/** The admin's Create New Job / Edit Job form and POST /api/jobs. */
export const jobSchema = jobFields.refine(dropoffAfterPickup, { message: 'Dropoff time must be after pickup time', path: ['dropoffTime'] });
export type JobInput = z.input<typeof jobSchema>;

/**
 * PUT /api/jobs/:id: a driver sends `{ status }` only (any other field is refused); an admin sends the whole
 * job. The server tells them apart by role.
 */
export const jobStatusSchema = z.object({ status: z.enum(JOB_STATUSES, { error: 'Choose a status' }) }).strict();

const instantOrNull = (what: string) => instant.nullable().describe(`When the job was ${what}; null until then`);

/** A job as the API answers it (GET, POST and PUT /api/jobs…). */
export const jobResponse = z.object({
  id: z.guid(),
  patientName: z.string(),
  patientPhone: z.string(),
  pickupAddress: z.string(),
  dropoffAddress: z.string(),
  pickupTime: instant,
  dropoffTime: instant,
  jobRate: z.string().regex(/^\d+\.\d{2}$/).describe('Money with two decimals, e.g. "50.00"'),
  status: z.enum(JOB_STATUSES),
  assignedDriverId: z.guid().nullable(),
  assignedDriverName: z.string().nullable().describe("The assigned driver's full name, so lists need no second call; null when unassigned"),
  referralId: z.guid().nullable().describe('The referral the job was made from, if any'),
  acceptedAt: instantOrNull('accepted'),
  declinedAt: instantOrNull('declined'),
  startedAt: instantOrNull('started'),
  completedAt: instantOrNull('completed'),
  createdAt: instant,
  updatedAt: instant,
}).describe('A transport job');
export type Job = z.infer<typeof jobResponse>;
/** POST and PUT /api/jobs: the job with safe assignment's advice (tight_connection), docs/decisions/040-safe-assignment.md. */
export const savedJobResponse = jobResponse.extend({ warnings: z.array(z.string()).optional().describe('Advice that did not refuse the driver (an administrator\'s save only)') });

/** GET /api/jobs filters (decision 035). `date` is a YYYY-MM-DD day on the company's calendar, by pickup time. */
export const jobListQuery = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  driverId: z.uuid().optional(),
  date: z.string().refine(isIsoDate, 'Use a date such as 2026-11-22').optional(),
});

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
  })
  .strict()
  .refine((v) => v.status !== undefined || v.vehicleId !== undefined, { message: 'Choose a status', path: ['status'] })
  .refine((v) => v.status !== 'rejected' || (v.rejectionReason ?? '').length > 0, {
    message: 'Give the applicant a reason for the rejection',
    path: ['rejectionReason'],
  });

/** PUT /api/referrals/:id (decision 029): an admin changes a referral's status or notes. */
export const referralUpdateSchema = z
  .object({
    status: z.enum(REFERRAL_STATUSES).optional(),
    notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullable().optional(),
  })
  .strict();
