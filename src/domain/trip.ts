import { z } from 'zod';
import { isIsoDateTime, todayIn } from './dates';
import { JOB_STATUSES, type JobStatus } from './statuses';
import { CANCEL_REASONS, CANCEL_REQUESTERS, LEGS, type CancelReason } from './trip-words';
import { instant } from './wire-formats';
import { DEFAULT_TRIP_POLICY, type TripPolicy } from './trip-policy';

// The policy's figures and the no-show clock live apart from the trip's schemas, so the driver's phone loads
// them without the schema library (docs/decisions/061-light-driver-screens.md).
export { DEFAULT_TRIP_POLICY, noShowAllowedAt, type TripPolicy } from './trip-policy';

// The legs, the returns and the reasons of a cancellation with their words live apart from the schemas too, so a
// list of trips names them without loading zod (docs/performance.md, "Staff screens on a phone").
export * from './trip-words';

/** POST /api/jobs/{id}/cancel: the dialog's fields. `cancelReturn` also cancels the outbound leg's return. */
export const cancelJobSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { error: 'Choose a reason' }),
  requestedBy: z.enum(CANCEL_REQUESTERS, { error: 'Choose who asked' }),
  note: z
    .string()
    .trim()
    .max(1000, 'Note must be at most 1000 characters')
    .nullish()
    .transform((v) => v || null),
  cancelReturn: z.boolean().optional().default(false),
});
export type CancelJobInput = z.input<typeof cancelJobSchema>;

/** A partner's cancellation of their own referral's trip: they are the one asking, so only a reason and a note. */
export const partnerCancelSchema = cancelJobSchema.pick({ reason: true, note: true, cancelReturn: true }).extend({
  reason: z.enum(['rider', 'facility', 'weather', 'duplicate', 'other'] as const, { error: 'Choose a reason' }),
});

/**
 * Whether a referring partner may still cancel a leg of their referral: before it has begun, that is while it is
 * pending, accepted or declined and its pickup time (if any) is still ahead. After that only dispatch can.
 */
export function partnerMayCancel(job: { status: JobStatus; pickupTime: Date | null }, now: Date): boolean {
  return (
    (['pending', 'accepted', 'declined'] as JobStatus[]).includes(job.status) &&
    (job.pickupTime === null || job.pickupTime > now)
  );
}

/** GET /api/referrals/{id}/legs: the trips made from a referral, for its partner's "Cancel ride". */
export const referralLegResponse = z
  .object({
    id: z.guid(),
    leg: z.enum(LEGS),
    status: z.enum(JOB_STATUSES),
    pickupTime: instant.nullable().describe('Null for a will-call return not yet called'),
    willCall: z.boolean(),
    cancellable: z.boolean().describe('Whether the partner may still cancel it (before pickup; dispatch can later)'),
  })
  .describe('One leg of the trip made from a referral');
export type ReferralLeg = z.infer<typeof referralLegResponse>;

/** POST /api/jobs/{id}/arrival: where the phone was, when it had a fix. */
export const arrivalSchema = z.object({
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  accuracyMeters: z.number().min(0).max(100_000).nullish(),
});

export interface CancellationTiming {
  /** Less than the policy's hours before pickup. */
  late: boolean;
  /** On the trip's own day, on the company's calendar. */
  sameDay: boolean;
}

const dayIn = (at: Date, timeZone: string) => todayIn(timeZone, at);

/** Whether a cancellation now is late or same-day. A will-call return with no pickup time yet is neither. */
export function cancellationTiming(
  pickupTime: Date | null,
  now: Date,
  timeZone: string,
  policy: Pick<TripPolicy, 'lateCancellationHours'> = DEFAULT_TRIP_POLICY,
): CancellationTiming {
  if (!pickupTime) return { late: false, sameDay: false };
  return {
    late: pickupTime.getTime() - now.getTime() < policy.lateCancellationHours * 3_600_000,
    sameDay: dayIn(pickupTime, timeZone) === dayIn(now, timeZone),
  };
}

/** How a trip ended, for reports. */
export const TRIP_RESULTS = [
  'completed',
  'no_show',
  'cancelled',
  'late_cancel',
  'same_day_cancel',
  'missed_trip',
  'turned_down',
] as const;
export type TripResult = (typeof TRIP_RESULTS)[number];

export function tripResult(job: {
  status: string;
  cancelReason: CancelReason | null;
  lateCancellation: boolean;
  sameDayCancellation: boolean;
}): TripResult | null {
  if (job.status === 'completed') return 'completed';
  if (job.status === 'no_show') return 'no_show';
  if (job.status !== 'cancelled') return null;
  if (job.cancelReason === 'missed_trip') return 'missed_trip';
  if (job.cancelReason === 'no_capacity') return 'turned_down';
  if (job.sameDayCancellation) return 'same_day_cancel';
  if (job.lateCancellation) return 'late_cancel';
  return 'cancelled';
}

/** An optional instant field of a form ('' and null mean none). */
export const optionalInstant = (message: string) =>
  z
    .string()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isIsoDateTime(v), message);
