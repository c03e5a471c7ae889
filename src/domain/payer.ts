import { z } from 'zod';
import { diagnosisCodeInput } from './diagnosis';
import { LEVELS_OF_SERVICE } from './level-of-service';
import { parseCents } from './money';
import { placeInput } from './place';
import { phoneSchema } from './phone';
import { instant } from './wire-formats';

/**
 * Who pays for a trip (docs/decisions/067-payers-and-rates.md): workers' compensation carriers, health insurers,
 * Medicaid brokers, facilities, or the rider. Each agrees a rate per level of service and pays on its own terms.
 */
export const PAYER_TYPES = ['workers_comp', 'health_insurance', 'medicaid_broker', 'facility', 'private_pay'] as const;
export type PayerType = (typeof PAYER_TYPES)[number];

export const PAYER_TYPE_LABELS: Record<PayerType, string> = {
  workers_comp: "Workers' compensation",
  health_insurance: 'Health insurance',
  medicaid_broker: 'Medicaid broker',
  facility: 'Facility',
  private_pay: 'Private pay',
};

/**
 * Where the broker's trip number travels on a claim, when the payer asks for it: the claim note (NTE), or a
 * reference in loop 2300 (REF*9F, the referral number; REF*D9, the claim number of a transmission intermediary).
 */
export const TRIP_NUMBER_PLACEMENTS = ['NTE', '9F', 'D9'] as const;
export type TripNumberPlacement = (typeof TRIP_NUMBER_PLACEMENTS)[number];
export const TRIP_NUMBER_PLACEMENT_LABELS: Record<TripNumberPlacement, string> = {
  NTE: 'In the claim note (NTE)',
  '9F': 'As the referral number (REF*9F)',
  D9: 'As the claim number (REF*D9)',
};

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const { placeType: _placeType, ...addressShape } = placeInput('Billing').shape;

/** POST /api/payers and PUT /api/payers/{id}. */
export const payerInput = z
  .object({
    name: trimmed('Name', 200),
    type: z.enum(PAYER_TYPES, { error: 'Choose the kind of payer' }),
    payerCode: z
      .string()
      .trim()
      // The receiver's ID in an 837P envelope (ISA08) holds at most 15 letters and digits.
      .max(15, 'Payer ID must be at most 15 characters')
      .regex(/^[A-Za-z0-9]*$/, 'Payer ID is letters and digits only')
      .nullish()
      .transform((v) => v || null)
      .describe("The payer's electronic ID for claims"),
    billingAddress: z.object(addressShape, { error: 'Billing address is required' }),
    contactName: trimmed('Contact name', 200),
    contactPhone: z
      .string({ error: 'Valid phone number is required' })
      .trim()
      .min(1, 'Valid phone number is required')
      .pipe(phoneSchema()),
    contactEmail: z.email({ error: 'Valid email is required' }).max(254, 'Email must be at most 254 characters'),
    termsDays: z
      .number({ error: 'Enter the payment terms in days' })
      .int('Enter whole days')
      .min(0, 'At least 0 days')
      .max(180, 'At most 180 days')
      .default(30),
    signatureRequired: z
      .boolean()
      .default(true)
      .describe("Whether the payer pays only trips with the rider's signature"),
    active: z.boolean().default(true),
    // The claim settings of docs/decisions/099-claims-a-clearinghouse-accepts.md.
    defaultDiagnosisCode: diagnosisCodeInput
      .default(null)
      .describe('The ICD-10-CM code a claim carries when its trip, authorization, referral and rider give none'),
    claimsLive: z
      .boolean()
      .default(false)
      .describe('Claims to this payer are production data (ISA15 P); until then test data (T)'),
    tripNumberOn: z
      .enum(TRIP_NUMBER_PLACEMENTS, { error: 'Choose where the trip number goes' })
      .nullable()
      .default(null)
      .describe(
        "Where the broker's trip number goes on a claim: the claim note (NTE), REF*9F or REF*D9; null for not sent",
      ),
  })
  .strict();
export type PayerInput = z.input<typeof payerInput>;

export const payerResponse = z
  .object({
    id: z.guid(),
    name: z.string(),
    type: z.enum(PAYER_TYPES),
    payerCode: z.string().nullable(),
    billingAddress: z.object({
      street: z.string(),
      unit: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
    contactName: z.string(),
    contactPhone: z.string(),
    contactEmail: z.string(),
    termsDays: z.number().int(),
    signatureRequired: z.boolean(),
    active: z.boolean(),
    defaultDiagnosisCode: z.string().nullable(),
    claimsLive: z.boolean(),
    tripNumberOn: z.enum(TRIP_NUMBER_PLACEMENTS).nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .describe('A payer')
  .meta({ id: 'Payer' });
export type Payer = z.infer<typeof payerResponse>;

/** Dollars as the forms and the API write them ("65.00"); cents inside. */
const dollars = (label: string) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .refine((v) => parseCents(v) !== null, `Enter ${label} in dollars, such as 65.00`)
    .describe(`${label}, in dollars with at most two decimals`);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 18:00');

/** PUT /api/payers/{id}/rates/{level}: what this payer pays for this level of service. */
export const rateInput = z
  .object({
    base: dollars('the base per trip'),
    milesIncluded: z
      .string({ error: 'Enter the miles the base covers' })
      .trim()
      .regex(/^\d{1,4}(\.\d{1,2})?$/, 'Enter miles such as 5 or 2.5'),
    perMile: dollars('the price per loaded mile'),
    freeWaitMinutes: z
      .number({ error: 'Enter the free wait in minutes' })
      .int('Enter whole minutes')
      .min(0, 'At least 0 minutes')
      .max(240, 'At most 240 minutes'),
    waitPer15Minutes: dollars('the price per 15 minutes of waiting'),
    noShow: dollars('the no-show fee'),
    lateCancellation: dollars('the late-cancellation fee'),
    escort: dollars('the price per escort'),
    afterHours: dollars('the after-hours surcharge'),
    afterHoursWindow: z
      .object({ start: clock, end: clock })
      .nullable()
      .describe('After hours on the company clock; a window ending before it starts runs past midnight; null for none'),
  })
  .strict();
export type RateInput = z.input<typeof rateInput>;

export const rateResponse = rateInput.extend({
  payerId: z.guid(),
  levelOfService: z.enum(LEVELS_OF_SERVICE),
  updatedAt: instant,
});
export type RateResponse = z.infer<typeof rateResponse>;
