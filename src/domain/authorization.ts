import { z } from 'zod';
import { isIsoDate } from './dates';
import { diagnosisCodesInput } from './diagnosis';
import { phoneSchema } from './phone';
import { instant } from './wire-formats';

/**
 * Workers' compensation (docs/decisions/069-authorizations.md): the carrier pays only for trips its adjuster
 * authorized — so many trips between two dates, under the injured worker's claim.
 */
export const WORKERS_COMP_LABELS = {
  claimNumber: 'Claim Number',
  employer: 'Employer',
  dateOfInjury: 'Date of Injury',
  adjusterName: 'Adjuster Name',
  adjusterPhone: 'Adjuster Phone',
  adjusterEmail: 'Adjuster Email',
  authorizationNumber: 'Authorization Number',
  authorizedTrips: 'Authorized Trips',
  authorizedFrom: 'Authorized From',
  authorizedTo: 'Authorized To',
} as const;

type Field = keyof typeof WORKERS_COMP_LABELS;
const text = (field: Field, max = 120) =>
  z
    .string({ error: `${WORKERS_COMP_LABELS[field]} is required` })
    .trim()
    .min(1, `${WORKERS_COMP_LABELS[field]} is required`)
    .max(max, `${WORKERS_COMP_LABELS[field]} must be at most ${max} characters`);
const day = (field: Field) => text(field, 10).refine(isIsoDate, `${WORKERS_COMP_LABELS[field]} must be a valid date`);

/** The claim and its authorization, as the referral form, the rider's record and the API take them. */
export const workersCompInput = z
  .object({
    claimNumber: text('claimNumber', 60),
    employer: text('employer', 200),
    dateOfInjury: day('dateOfInjury'),
    adjusterName: text('adjusterName', 200),
    adjusterPhone: text('adjusterPhone', 40).pipe(
      phoneSchema('Adjuster Phone must be a valid phone number (at least 10 digits)'),
    ),
    adjusterEmail: text('adjusterEmail', 254).pipe(z.email({ error: 'Adjuster Email must be a valid email' })),
    authorizationNumber: text('authorizationNumber', 60),
    authorizedTrips: z.coerce
      .number({ error: 'Authorized Trips must be a number' })
      .int('Authorized Trips must be a whole number')
      .min(1, 'Authorized Trips must be at least 1')
      .max(999, 'Authorized Trips must be at most 999'),
    authorizedFrom: day('authorizedFrom'),
    authorizedTo: day('authorizedTo'),
  })
  .strict()
  .refine((v) => v.authorizedTo >= v.authorizedFrom, {
    message: 'Authorized To must be on or after Authorized From',
    path: ['authorizedTo'],
  })
  .refine((v) => v.dateOfInjury <= v.authorizedTo, {
    message: 'Date of Injury must be before the authorization ends',
    path: ['dateOfInjury'],
  });
export type WorkersCompInput = z.input<typeof workersCompInput>;
export type WorkersCompDetails = z.output<typeof workersCompInput>;

/**
 * POST /api/riders/{id}/authorizations and PUT /api/authorizations/{id}: the claim and authorization, the
 * workers' compensation carrier that pays under it, when known, and the injury's diagnoses, which every claim under
 * it carries (docs/decisions/099-claims-a-clearinghouse-accepts.md).
 */
export const authorizationInput = workersCompInput.safeExtend({
  payerId: z.uuid({ error: 'Choose a payer from the list' }).nullish(),
  diagnosisCodes: diagnosisCodesInput.default([]).describe("The injury's ICD-10-CM codes, such as S72.001A"),
});
export type AuthorizationInput = z.input<typeof authorizationInput>;

/** The claim and authorization as a referral answers them (docs/decisions/069-authorizations.md). */
export const workersCompDetailsResponse = z
  .object({
    claimNumber: z.string(),
    employer: z.string(),
    dateOfInjury: z.string(),
    adjusterName: z.string(),
    adjusterPhone: z.string(),
    adjusterEmail: z.string(),
    authorizationNumber: z.string(),
    authorizedTrips: z.number().int(),
    authorizedFrom: z.string(),
    authorizedTo: z.string(),
  })
  .describe("A workers' compensation claim and its authorization");

/** A rider's authorization as the API answers it, with the trips counted against it so far. */
export const authorizationResponse = workersCompDetailsResponse
  .extend({
    id: z.guid(),
    riderId: z.guid(),
    payerId: z.guid().nullable(),
    referralId: z.guid().nullable(),
    diagnosisCodes: z.array(z.string()).describe("The injury's ICD-10-CM codes, with their point"),
    tripsUsed: z.number().int().describe('Trips counted against it: every leg not cancelled in time'),
    createdAt: instant,
    updatedAt: instant,
  })
  .describe("A workers' compensation authorization");
export type Authorization = z.infer<typeof authorizationResponse>;

/** GET /api/referrals/{id}/billing: what a job made from the referral is billed under (docs/decisions/069-authorizations.md). */
export const referralBillingResponse = z
  .object({
    payerId: z
      .guid()
      .nullable()
      .describe(
        "The carrier that pays: the referral's authorization's, else the one of the rider's claim, else the only workers' compensation payer",
      ),
    authorizationId: z
      .guid()
      .nullable()
      .describe('The authorization made from the referral; null until its first job makes it'),
  })
  .describe('What a job made from the referral is billed under');
export type ReferralBilling = z.infer<typeof referralBillingResponse>;

/** Why a trip falls outside its authorization (the 422 `authorization` answer names one). */
export const AUTHORIZATION_PROBLEMS = [
  'missing',
  'before_start',
  'after_end',
  'trips_used_up',
  'other_rider',
  'other_payer',
] as const;
export type AuthorizationProblem = (typeof AUTHORIZATION_PROBLEMS)[number];
export const AUTHORIZATION_PROBLEM_LABELS: Record<AuthorizationProblem, string> = {
  missing: "A workers' compensation trip needs the carrier's authorization",
  before_start: 'The trip is before the authorization starts',
  after_end: 'The trip is after the authorization ends',
  trips_used_up: 'The authorization has no trips left',
  other_rider: 'The authorization belongs to another rider',
  other_payer: "The authorization is another carrier's",
};

/**
 * Whose the authorization is: the trip's rider's, and — when both name one — the trip's payer's. Shared by jobs and
 * standing orders (docs/decisions/069-authorizations.md).
 */
export function authorizationOwnerProblem(
  auth: { riderId: string; payerId: string | null },
  trip: { riderId: string | null; payerId: string | null },
): AuthorizationProblem | null {
  if (trip.riderId !== auth.riderId) return 'other_rider';
  if (auth.payerId && trip.payerId && auth.payerId !== trip.payerId) return 'other_payer';
  return null;
}

/**
 * Whether one more trip on `serviceDate` fits the authorization. `tripsUsed` counts the other trips already
 * counted against it (not this one). Pure, so the job form can say it before the server refuses.
 */
export function authorizationProblem(
  auth: { authorizedFrom: string; authorizedTo: string; authorizedTrips: number },
  serviceDate: string,
  tripsUsed: number,
): AuthorizationProblem | null {
  if (serviceDate < auth.authorizedFrom) return 'before_start';
  if (serviceDate > auth.authorizedTo) return 'after_end';
  if (tripsUsed >= auth.authorizedTrips) return 'trips_used_up';
  return null;
}
