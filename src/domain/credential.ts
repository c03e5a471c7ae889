import { z } from 'zod';
import { isIsoDate } from './dates';
import {
  CREDENTIAL_KINDS,
  CREDENTIAL_STATES,
  DEFAULT_CREDENTIAL_POLICY,
  type CredentialKind,
  type CredentialPolicy,
  type CredentialState,
} from './credential-words';
import type { LevelOfService } from './level-of-service';
import { calendarDay, instant } from './wire-formats';

export * from './credential-words';

/** How long each credential lasts when the card shows no expiry; a licence always shows one. */
export const CREDENTIAL_VALID_MONTHS: Record<CredentialKind, number | null> = {
  drivers_license: null,
  motor_vehicle_record: 12,
  background_check: 12,
  drug_screen: 12,
  cpr_first_aid: 24,
  defensive_driving: 36,
  pass: 24,
  hipaa: 12,
  exclusion_check: 1,
};

export function requiredCredentials(
  level: LevelOfService,
  policy: CredentialPolicy = DEFAULT_CREDENTIAL_POLICY,
): CredentialKind[] {
  return [...new Set([...policy.required, ...(policy.requiredFor[level] ?? [])])];
}

/** What the rules need of a credential. */
export interface CredentialFacts {
  kind: CredentialKind;
  issuedOn: string;
  expiresOn: string;
  verifiedAt: string | Date | null;
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** YYYY-MM-DD plus some calendar months, clamped to the month's last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * The state of one kind of credential on a day (the trip's day, or today for the lists). Only a verified
 * credential counts; the best one (latest expiry) decides. A credential is good through its expiry date.
 */
export function credentialState(
  credentials: readonly CredentialFacts[],
  kind: CredentialKind,
  day: string,
  policy: Pick<CredentialPolicy, 'expiringWithinDays'> = DEFAULT_CREDENTIAL_POLICY,
): CredentialState {
  const ofKind = credentials.filter((c) => c.kind === kind && c.issuedOn <= day);
  const verified = ofKind.filter((c) => c.verifiedAt !== null);
  if (verified.length === 0) return ofKind.length > 0 ? 'unverified' : 'missing';
  const latest = verified.reduce((a, b) => (b.expiresOn > a.expiresOn ? b : a)).expiresOn;
  if (latest < day) return 'expired';
  return daysBetween(day, latest) <= policy.expiringWithinDays ? 'expiring' : 'valid';
}

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isIsoDate, `${label} must be a valid date`);

/** The fields of a new credential; the refinements below apply to every schema built on them. */
const credentialFields = {
  kind: z.enum(CREDENTIAL_KINDS, { error: 'Choose the kind of credential' }),
  issuedOn: day('Issue date'),
  expiresOn: day('Expiry date')
    .nullish()
    .transform((v) => v ?? null),
  objectId: z
    .uuid({ error: 'Upload the document first' })
    .nullish()
    .transform((v) => v ?? null),
};

type CredentialDates = { kind: CredentialKind; issuedOn: string; expiresOn: string | null };
const EXPIRY_REQUIRED = 'Expiry date is required for this credential';
export const EXPIRY_AFTER_ISSUE = 'Expiry date must be after the issue date';
const expiryRules = <T extends z.ZodType<CredentialDates>>(schema: T) =>
  schema
    .refine((v) => v.expiresOn !== null || CREDENTIAL_VALID_MONTHS[v.kind] !== null, {
      message: EXPIRY_REQUIRED,
      path: ['expiresOn'],
    })
    .refine((v) => v.expiresOn === null || v.expiresOn > v.issuedOn, {
      message: EXPIRY_AFTER_ISSUE,
      path: ['expiresOn'],
    });

/**
 * POST /api/drivers/{id}/credentials (and the renewal a driver uploads). With no expiry printed, the kind's
 * usual validity applies; a licence must give its own.
 */
export const credentialSchema = expiryRules(z.object(credentialFields));
export type CredentialInput = z.input<typeof credentialSchema>;

/** The body of POST /api/drivers/{id}/credentials: an administrator may verify the credential at once. */
export const credentialCreateSchema = expiryRules(
  z.object({
    ...credentialFields,
    verified: z.boolean().optional().describe('Administrators only: true verifies the credential as it is added'),
  }),
);
export type CredentialCreateInput = z.input<typeof credentialCreateSchema>;

/** The expiry a credential gets: as printed, or the kind's usual validity from the issue date. */
export function credentialExpiry(input: { kind: CredentialKind; issuedOn: string; expiresOn: string | null }): string {
  const months = CREDENTIAL_VALID_MONTHS[input.kind];
  return input.expiresOn ?? addMonths(input.issuedOn, months ?? 0);
}

/** PUT /api/drivers/{id}/credentials/{credentialId}: an administrator corrects dates or verifies it. */
export const credentialUpdateSchema = z
  .object({
    issuedOn: day('Issue date').optional(),
    expiresOn: day('Expiry date').optional(),
    objectId: z.uuid().nullable().optional(),
    verified: z
      .boolean()
      .optional()
      .describe('true marks it verified by the caller now; false withdraws the verification'),
  })
  .strict();

export const credentialResponse = z
  .object({
    id: z.guid(),
    driverId: z.guid(),
    kind: z.enum(CREDENTIAL_KINDS),
    issuedOn: calendarDay,
    expiresOn: calendarDay,
    objectId: z.guid().nullable(),
    verifiedAt: instant.nullable(),
    verifiedByName: z.string().nullable().describe('The administrator who verified it'),
    state: z.enum(CREDENTIAL_STATES).describe("This credential's own state today"),
    createdAt: instant,
  })
  .describe("A driver's credential");
export type Credential = z.infer<typeof credentialResponse>;

/** One credential's own state on a day: unverified until an administrator verifies it, then by its expiry. */
export function ownCredentialState(
  credential: Pick<CredentialFacts, 'expiresOn' | 'verifiedAt'>,
  day: string,
  policy: Pick<CredentialPolicy, 'expiringWithinDays'> = DEFAULT_CREDENTIAL_POLICY,
): Exclude<CredentialState, 'missing'> {
  if (credential.verifiedAt === null) return 'unverified';
  return expiryState(credential.expiresOn, day, policy);
}

/** A verified paper's state by its expiry alone: expired after the day, expiring within the policy's days. */
export function expiryState(
  expiresOn: string,
  day: string,
  policy: Pick<CredentialPolicy, 'expiringWithinDays'> = DEFAULT_CREDENTIAL_POLICY,
): 'valid' | 'expiring' | 'expired' {
  if (expiresOn < day) return 'expired';
  return daysBetween(day, expiresOn) <= policy.expiringWithinDays ? 'expiring' : 'valid';
}

/**
 * The summary line of one kind: its state today and the expiry behind it (the verified credential that
 * decides, or while none is verified the newest one waiting), null when the driver has none.
 */
export function credentialSummary(
  credentials: readonly CredentialFacts[],
  kind: CredentialKind,
  day: string,
): CredentialSummary {
  const state = credentialState(credentials, kind, day);
  const ofKind = credentials.filter((c) => c.kind === kind);
  const verified = ofKind.filter((c) => c.verifiedAt !== null);
  const pool = verified.length > 0 ? verified : ofKind;
  const expiresOn = pool.reduce<string | null>(
    (latest, c) => (latest === null || c.expiresOn > latest ? c.expiresOn : latest),
    null,
  );
  return { kind, state, expiresOn };
}

export const credentialSummarySchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS),
  state: z.enum(CREDENTIAL_STATES).describe('The state of this kind today: only a verified credential counts'),
  expiresOn: calendarDay
    .nullable()
    .describe('The expiry that decides the state; null when the driver has none of this kind'),
});
export type CredentialSummary = z.infer<typeof credentialSummarySchema>;

/** GET /api/drivers/{id}/credentials. */
export const driverCredentialsResponse = z
  .object({
    items: z.array(credentialResponse).describe('Every credential of the driver, history included, newest first'),
    summary: z
      .array(credentialSummarySchema)
      .describe('One line per kind of credential, in the order of CREDENTIAL_KINDS'),
  })
  .describe("A driver's credentials");
export type DriverCredentials = z.infer<typeof driverCredentialsResponse>;

/** GET /api/credentials/expiring: within how many days (default 30, at most 90). */
export const EXPIRING_MAX_DAYS = 90;
export const expiringQuery = z.object({
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(EXPIRING_MAX_DAYS, `Days must be at most ${EXPIRING_MAX_DAYS}`)
    .default(30),
});

export const EXPIRING_SUBJECTS = ['driver', 'vehicle'] as const;
export const expiringItemSchema = z.object({
  subject: z.enum(EXPIRING_SUBJECTS),
  subjectId: z.guid().describe('The driver or the vehicle'),
  subjectName: z.string().describe("The driver's full name, or the vehicle's number, make and model"),
  kind: z.string().describe('A credential kind for a driver, a vehicle document kind for a vehicle'),
  expiresOn: calendarDay,
  state: z.enum(['valid', 'expiring', 'expired']),
});
export type ExpiringItem = z.infer<typeof expiringItemSchema>;
export const expiringResponse = z
  .object({ days: z.number().int(), items: z.array(expiringItemSchema) })
  .describe('What expires within the days, or has expired and is still the latest of its kind, soonest first');
export type ExpiringList = z.infer<typeof expiringResponse>;
