import { z } from 'zod';
import { diagnosisCodesInput } from './diagnosis';
import { LANGUAGES } from './language';
import { phoneSchema } from './phone';
import { DEFAULT_COMPANY } from './company';
import { isClockTime, isIsoDate, todayIn } from './dates';
import { LEVELS_OF_SERVICE, levelImpliedBy, MAX_ESCORTS } from './level-of-service';
import { placeInput, placeResponse } from './place';
import { calendarDay, instant } from './wire-formats';
import { REFERRAL_STATUSES, TRANSPORT_TYPES } from './statuses';
import { RETURN_TRIPS } from './trip';
import { partnerLegResponse } from './referral-leg';
import {
  workersCompDetailsResponse,
  workersCompInput,
  type WorkersCompDetails,
  type WorkersCompInput,
} from './authorization';

/** Form labels; decision 030's messages are built from them ('{Label} is required'). */
export const REFERRAL_FIELD_LABELS = {
  referrerName: 'Your Name',
  referrerCompany: 'Organization',
  referrerPhone: 'Phone',
  referrerEmail: 'Email',
  patientName: 'Patient Name',
  patientDob: 'Patient Date of Birth',
  patientPhone: 'Patient Phone',
  riderLanguage: 'Language for Texts',
  pickupPlace: 'Pickup Address',
  dropoffPlace: 'Dropoff Address',
  transportType: 'Transport Type',
  levelOfService: 'Level of Service',
  escortCount: 'Escorts',
  appointmentDate: 'Appointment Date',
  appointmentTime: 'Appointment Time',
  returnTrip: 'Return Trip',
  returnTime: 'Return Pickup Time',
  notes: 'Notes',
  diagnosisCodes: 'Diagnosis Codes',
} as const;
type Field = keyof typeof REFERRAL_FIELD_LABELS;

const required = (field: Field, max = 200) =>
  z
    .string({ error: `${REFERRAL_FIELD_LABELS[field]} is required` })
    .trim()
    .min(1, `${REFERRAL_FIELD_LABELS[field]} is required`)
    .max(max, `${REFERRAL_FIELD_LABELS[field]} must be at most ${max} characters`);

export { phoneSchema } from './phone';

const dateField = (field: Field) =>
  required(field, 10).refine(isIsoDate, `${REFERRAL_FIELD_LABELS[field]} must be a valid date`);

/**
 * The referral form and POST /api/referrals share this schema. "Today" is the company's calendar day,
 * so a case manager in another zone late at night is judged by the dispatch desk's date.
 */
export function createReferralSchema(options: { timeZone: string; now?: () => Date }) {
  const today = () => todayIn(options.timeZone, options.now?.() ?? new Date());
  return z
    .object({
      referrerName: required('referrerName'),
      referrerCompany: required('referrerCompany'),
      referrerPhone: required('referrerPhone', 40).pipe(phoneSchema()),
      referrerEmail: required('referrerEmail', 254).pipe(z.email({ error: 'Valid email is required' })),
      patientName: required('patientName'),
      patientDob: dateField('patientDob')
        .refine((v) => v < today(), 'Date of birth must be in the past')
        .refine((v) => v >= '1900-01-01', 'Date of birth must be after 1900'),
      // Required: the job made from the referral needs it and the driver calls it on the day
      // (docs/decisions/015-referral-confirmation-and-patient-phone.md).
      patientPhone: required('patientPhone', 40).pipe(
        phoneSchema("Patient's phone number is required (at least 10 digits)"),
      ),
      // The language of the rider's texts and trip page (docs/decisions/114-rider-language.md).
      riderLanguage: z.enum(LANGUAGES, { error: 'Choose English or Spanish' }).optional().default('en'),
      pickupPlace: placeInput('Pickup'),
      dropoffPlace: placeInput('Dropoff'),
      transportType: z.enum(TRANSPORT_TYPES, { error: 'Transport Type is required' }),
      // Asked only for workers' compensation; the other transport types name the level (levelOfServiceOf).
      levelOfService: z.enum(LEVELS_OF_SERVICE, { error: 'Level of Service is required' }).nullish(),
      escortCount: z.coerce
        .number({ error: 'Escorts must be a number' })
        .int('Escorts must be a whole number')
        .min(0, 'Escorts cannot be negative')
        .max(MAX_ESCORTS, `At most ${MAX_ESCORTS} escorts`)
        .optional(),
      appointmentDate: dateField('appointmentDate').refine(
        (v) => v >= today(),
        'Appointment date cannot be in the past',
      ),
      appointmentTime: required('appointmentTime', 8).refine(isClockTime, 'Appointment Time must be a valid time'),
      // The way back (docs/decisions/047-legs-returns-cancellations.md): none unless asked, so older API callers are unchanged.
      returnTrip: z.enum(RETURN_TRIPS, { error: 'Return Trip is required' }).optional().default('none'),
      returnTime: z
        .string()
        .trim()
        .nullish()
        .transform((v) => v || null)
        .refine((v) => v === null || isClockTime(v), 'Return Pickup Time must be a valid time'),
      notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional(),
      // What the trips are for, which their claims carry (docs/decisions/099-claims-a-clearinghouse-accepts.md).
      diagnosisCodes: diagnosisCodesInput.default([]),
      // The carrier's claim and authorization (docs/decisions/069-authorizations.md): judged only for workers'
      // compensation (superRefine below), ignored and stored as null for any other transport type.
      // Typed for the form; judged by the superRefine below, since whether it is needed depends on the transport type.
      workersComp: (z.unknown() as unknown as z.ZodType<WorkersCompInput | null | undefined>)
        .optional()
        .describe(
          'The claim and its authorization (claimNumber, employer, dateOfInjury, adjusterName, adjusterPhone, adjusterEmail, authorizationNumber, authorizedTrips, authorizedFrom, authorizedTo): required for workers_compensation, ignored for any other transport type',
        ),
    })
    .refine((v) => v.returnTrip !== 'at_time' || v.returnTime !== null, {
      message: 'Return Pickup Time is required for a return at a set time',
      path: ['returnTime'],
    })
    .refine((v) => v.returnTrip !== 'at_time' || v.returnTime === null || v.returnTime > v.appointmentTime, {
      message: 'Return Pickup Time must be after the appointment',
      path: ['returnTime'],
      // Judged once both times are real, so the form shows it with the other fields' errors.
      when: (payload) => {
        const v = payload.value as { appointmentTime?: unknown; returnTime?: unknown } | undefined;
        return (
          typeof v?.appointmentTime === 'string' &&
          isClockTime(v.appointmentTime) &&
          typeof v.returnTime === 'string' &&
          isClockTime(v.returnTime)
        );
      },
    })
    .refine((v) => levelOfServiceOf(v) !== null, {
      message: 'Level of Service is required',
      path: ['levelOfService'],
      // Judged as soon as the two fields it reads are valid, so the form shows it with the other fields' errors.
      when: (payload) => {
        const v = payload.value as { transportType?: unknown; levelOfService?: unknown } | undefined;
        return (
          (TRANSPORT_TYPES as readonly unknown[]).includes(v?.transportType) &&
          (v?.levelOfService == null || (LEVELS_OF_SERVICE as readonly unknown[]).includes(v.levelOfService))
        );
      },
    })
    .superRefine(
      (v, ctx) => {
        const parsed = workersCompInput.safeParse(v.workersComp ?? {});
        // Each field's message under workersComp.<field>, as the form and the API's fieldErrors name them.
        if (!parsed.success)
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: ['workersComp', ...issue.path] });
      },
      {
        // Judged whatever else is wrong, so the form shows these with the other fields' errors.
        when: (payload) =>
          (payload.value as { transportType?: unknown } | undefined)?.transportType === 'workers_compensation',
      },
    );
}

/** The claim and authorization to store with a referral: the parsed details for workers' compensation, else null. */
export function workersCompOf(referral: {
  transportType: (typeof TRANSPORT_TYPES)[number];
  workersComp?: unknown;
}): WorkersCompDetails | null {
  return referral.transportType === 'workers_compensation' ? workersCompInput.parse(referral.workersComp) : null;
}

/** The referral's level of service: the one its transport type names, else the one the referrer chose. */
export function levelOfServiceOf(referral: {
  transportType: (typeof TRANSPORT_TYPES)[number];
  levelOfService?: (typeof LEVELS_OF_SERVICE)[number] | null | undefined;
}) {
  return levelImpliedBy(referral.transportType) ?? referral.levelOfService ?? null;
}

export const referralSchema = createReferralSchema({ timeZone: DEFAULT_COMPANY.timeZone });
export type ReferralInput = z.input<typeof referralSchema>;

/** A referral as the API answers it (POST, GET and PUT /api/referrals…). */
export const referralResponse = z
  .object({
    id: z.guid(),
    referrerName: z.string(),
    referrerCompany: z.string(),
    referrerPhone: z.string(),
    referrerEmail: z.string(),
    patientName: z.string(),
    patientDob: calendarDay,
    patientPhone: z.string().nullable().describe('Null only on referrals sent before the form asked for it'),
    pickupLocation: z.string().describe('The pickup place on one line'),
    dropoffLocation: z.string().describe('The dropoff place on one line'),
    transportType: z.enum(TRANSPORT_TYPES),
    riderId: z.guid().nullable().describe('The rider the referral is for, found or created by name and date of birth'),
    levelOfService: z.enum(LEVELS_OF_SERVICE),
    escortCount: z.number().int(),
    pickupPlace: placeResponse.nullable().describe('Null for referrals from before places were structured'),
    dropoffPlace: placeResponse.nullable().describe('Null for referrals from before places were structured'),
    appointmentDate: calendarDay,
    appointmentTime: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .describe("HH:MM on the company's clock"),
    returnTrip: z.enum(RETURN_TRIPS).describe('The way back: none, at a set time, or will-call'),
    returnTime: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .nullable()
      .describe("The return pickup, HH:MM on the appointment day on the company's clock, for a return at a set time"),
    notes: z.string().nullable(),
    riderLanguage: z.enum(LANGUAGES).describe("The language of the rider's texts, as the referrer gave it"),
    diagnosisCodes: z.array(z.string()).describe('ICD-10-CM codes for the appointments, with their point'),
    status: z.enum(REFERRAL_STATUSES),
    assignedDriverId: z.guid().nullable().describe('The driver of the job made from it, while it has one'),
    workersComp: workersCompDetailsResponse
      .nullable()
      .describe("The carrier's claim and authorization; null unless workers' compensation"),
    // docs/decisions/080-visitor-referrals-reach-the-partner.md: what its partner follows once dispatch has made the trip.
    legs: z
      .array(partnerLegResponse)
      .optional()
      .describe('The legs made from it, the way there first; in the answers of GET, not of sending or editing'),
    createdAt: instant,
    updatedAt: instant,
  })
  .describe('A ride referral')
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referralResponse>;

/** What the form is pre-filled with for a signed-in partner. */
export const referrerDefaultsResponse = referralResponse
  .pick({ referrerName: true, referrerCompany: true, referrerPhone: true, referrerEmail: true })
  .describe("The referrer's details for the next referral form");
export type ReferrerDefaults = z.infer<typeof referrerDefaultsResponse>;

/**
 * The short reference a case manager quotes when calling about a referral: the first eight characters of its
 * id, upper-cased (docs/decisions/015-referral-confirmation-and-patient-phone.md). Unique enough for a person
 * to find it in the list; the id stays the key.
 */
export function referralReference(id: string): string {
  return `REF-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
