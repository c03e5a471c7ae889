import { z } from 'zod';
import { isIsoDate } from './dates';
import { diagnosisCodesInput, SEXES } from './diagnosis';
import { LANGUAGES } from './language';
import { LEVELS_OF_SERVICE, MAX_ESCORTS } from './level-of-service';
import { placeInput, placeResponse } from './place';
import { phoneSchema } from './phone';
import { JOB_STATUSES, REFERRAL_STATUSES, TRANSPORT_TYPES } from './statuses';
import { calendarDay, instant } from './wire-formats';

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** How many escorts ride along, 0 to 3. */
export const escortCountSchema = z.coerce
  .number({ error: 'Escorts must be a number' })
  .int('Escorts must be a whole number')
  .min(0, 'Escorts cannot be negative')
  .max(MAX_ESCORTS, `At most ${MAX_ESCORTS} escorts`)
  .default(0);

/**
 * A rider (patient) record: who rides and what the driver must know (docs/decisions/039-operations-records.md).
 * Patient data: administrators only, every read audited. POST and PUT /api/riders and the rider form share it.
 */
export const riderSchema = z.object({
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(200, 'Full name must be at most 200 characters'),
  dateOfBirth: z
    .string({ error: 'Date of birth is required' })
    .trim()
    .min(1, 'Date of birth is required')
    .refine(isIsoDate, 'Date of birth must be a valid date')
    .refine((v) => v >= '1900-01-01', 'Date of birth must be after 1900'),
  phone: z
    .string({ error: 'Valid phone number is required' })
    .trim()
    .min(1, 'Valid phone number is required')
    .pipe(phoneSchema()),
  alternateContactName: optionalText('Alternate contact', 200),
  alternateContactPhone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(phoneSchema().nullable()),
  alternateContactGetsTexts: z
    .boolean()
    .default(false)
    .describe("Whether the alternate contact (a caregiver) gets a copy of the rider's texts about trips"),
  language: z
    .enum(LANGUAGES, { error: 'Choose English or Spanish' })
    .default('en')
    .describe("The language of the rider's texts and trip page"),
  homePlace: placeInput('Home')
    .nullish()
    .transform((v) => v ?? null),
  defaultLevelOfService: z.enum(LEVELS_OF_SERVICE, { error: 'Choose a level of service' }).default('ambulatory'),
  oxygen: z.boolean().default(false),
  serviceAnimal: z.boolean().default(false),
  escortCount: escortCountSchema,
  doorThroughDoor: z.boolean().default(false),
  bariatric: z.boolean().default(false),
  driverNotes: optionalText('Notes for drivers', 1000),
  memberId: optionalText('Member ID', 40),
  // What the rider's claims state (docs/decisions/099-claims-a-clearinghouse-accepts.md).
  sex: z
    .enum(SEXES, { error: 'Choose female, male or unknown' })
    .default('U')
    .describe('F, M or U, as claims state it'),
  diagnosisCodes: diagnosisCodesInput.default([]),
});
export type RiderInput = z.input<typeof riderSchema>;
export type RiderValues = z.output<typeof riderSchema>;

export const riderResponse = z
  .object({
    id: z.guid(),
    fullName: z.string(),
    dateOfBirth: calendarDay,
    phone: z.string(),
    alternateContactName: z.string().nullable(),
    alternateContactPhone: z.string().nullable(),
    alternateContactGetsTexts: z.boolean(),
    language: z.enum(LANGUAGES).describe("The language of the rider's texts and trip page"),
    homePlace: placeResponse.nullable(),
    defaultLevelOfService: z.enum(LEVELS_OF_SERVICE),
    oxygen: z.boolean(),
    serviceAnimal: z.boolean(),
    escortCount: z.number().int(),
    doorThroughDoor: z.boolean(),
    bariatric: z.boolean(),
    driverNotes: z.string().nullable(),
    memberId: z.string().nullable().describe('Medicaid or member id'),
    sex: z.enum(SEXES).describe('F, M or U, as claims state it'),
    diagnosisCodes: z
      .array(z.string())
      .describe(
        "ICD-10-CM codes, with their point, used on a claim when the trip's authorization and referral have none",
      ),
    createdAt: instant,
    updatedAt: instant,
  })
  .describe('A rider (patient)')
  .meta({ id: 'Rider' });
export type Rider = z.infer<typeof riderResponse>;

/** GET /api/riders: `q` matches part of the name, or the digits of the phone number. */
export const riderListQuery = z.object({ q: z.string().trim().max(100).optional() });

/** A copy of the rider's texts needs somewhere to go. */
export const CAREGIVER_PHONE_NEEDED = "Add the alternate contact's phone to send them the rider's texts";

/** The key that makes "same name and date of birth" one rider, whatever the spacing and case. */
export function riderNameKey(fullName: string): string {
  return fullName.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** One of the rider's jobs, as the rider's page lists them. */
export const riderJobSummary = z.object({
  id: z.guid(),
  pickupTime: instant.nullable().describe('Null for a will-call return not yet called'),
  status: z.enum(JOB_STATUSES),
  levelOfService: z.enum(LEVELS_OF_SERVICE),
  pickupAddress: z.string(),
  dropoffAddress: z.string(),
  assignedDriverName: z.string().nullable(),
});
export type RiderJobSummary = z.infer<typeof riderJobSummary>;

/** One of the rider's referrals, as the rider's page lists them. */
export const riderReferralSummary = z.object({
  id: z.guid(),
  reference: z.string().describe('REF-XXXXXXXX, the words a caller reads out'),
  appointmentDate: calendarDay,
  appointmentTime: z.string().describe('HH:MM on the company clock'),
  status: z.enum(REFERRAL_STATUSES),
  transportType: z.enum(TRANSPORT_TYPES),
});
export type RiderReferralSummary = z.infer<typeof riderReferralSummary>;

/** GET /api/riders/{id}/trips: the rider's last 50 jobs (latest pickup first) and last 50 referrals (newest first). */
export const riderTripsResponse = z
  .object({ jobs: z.array(riderJobSummary), referrals: z.array(riderReferralSummary) })
  .describe("The rider's recent jobs and referrals");
export type RiderTrips = z.infer<typeof riderTripsResponse>;
