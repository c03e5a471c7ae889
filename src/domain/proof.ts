import { z } from 'zod';
import { LATE_REASONS, SIGNER_TYPES } from './proof-words';
import { signatureImageProblem } from './signature-image';
import { instant } from './wire-formats';

/**
 * Proof of service (docs/decisions/056-proof-of-service.md): what the driver's phone records of a leg, one step
 * after another. Each step is kept as an append-only event whose hash covers the one before it.
 */
export const PROOF_STEPS = ['start', 'arrival', 'pickup', 'dropoff'] as const;
export type ProofStep = (typeof PROOF_STEPS)[number];

export const PROOF_EVENT_KINDS = [...PROOF_STEPS, 'no_show', 'correction'] as const;
export type ProofEventKind = (typeof PROOF_EVENT_KINDS)[number];

export const PROOF_STEP_LABELS: Record<ProofEventKind, string> = {
  start: 'Trip started',
  arrival: 'Arrived at pickup',
  pickup: 'Rider picked up',
  dropoff: 'Rider dropped off',
  no_show: 'No-show',
  correction: 'Corrected by an administrator',
};

/** Why a drop-off has no signature: the rider could not or would not sign, or nobody was there to. */
export const NO_SIGNATURE_REASONS = ['rider_unable', 'rider_refused', 'facility_staff_received', 'other'] as const;
export type NoSignatureReason = (typeof NO_SIGNATURE_REASONS)[number];
export const NO_SIGNATURE_REASON_LABELS: Record<NoSignatureReason, string> = {
  rider_unable: 'Rider unable to sign',
  rider_refused: 'Rider refused to sign',
  facility_staff_received: 'Received by facility staff',
  other: 'Other',
};

/** The driver's statement at drop-off, recorded with the trip. */
export const ATTESTATION_TEXT =
  'I transported this rider as recorded here, and the times, places and miles are true to the best of my knowledge.';

/** A phone's clock may run a little ahead of the server's. */
export const PROOF_CLOCK_SKEW_MS = 2 * 60_000;
/** How long a phone without signal may hold a step before sending it. */
export const PROOF_MAX_DELAY_HOURS = 12;
/** A drawn signature as a PNG data URL; a finger's scrawl on a phone is far below this. */
export const SIGNATURE_MAX_CHARS = 300_000;

const coordinate = (name: string, limit: number) =>
  z
    .number()
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

/**
 * POST /api/jobs/{id}/proof/{step}: one step of the leg as the phone took it. `at` is when it was taken (a step
 * queued without signal keeps its own time); the location is the phone's fix, when it had one. The drop-off
 * carries the signature or the reason there is none, and the driver's attestation.
 */
export const proofStepInput = z
  .object({
    at: z.iso.datetime({ offset: true, error: 'Use a time such as 2026-11-25T14:05:00Z' }).optional(),
    lat: coordinate('Latitude', 90).nullish(),
    lng: coordinate('Longitude', 180).nullish(),
    accuracyMeters: z
      .number()
      .min(0, 'Accuracy cannot be negative')
      .max(100_000, 'Accuracy must be at most 100 km')
      .nullish(),
    odometer: z
      .number()
      .min(0, 'The odometer cannot be negative')
      .max(9_999_999, 'The odometer must be at most 9,999,999')
      .nullish(),
    signature: z
      .string()
      .max(SIGNATURE_MAX_CHARS, 'The signature is too large')
      // The bytes must be the image they say, of a sane size, or the trip log could not draw it (./signature-image.ts).
      .superRefine((value, ctx) => {
        const problem = value.length > SIGNATURE_MAX_CHARS ? null : signatureImageProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .describe(
        'The drawn signature: a whole PNG or JPEG as a data: URL (data:image/png;base64,…), up to 4,096 pixels a side',
      )
      .nullish(),
    noSignatureReason: z.enum(NO_SIGNATURE_REASONS, { error: 'Choose why there is no signature' }).nullish(),
    attestation: z.boolean().optional(),
    lateReason: z
      .enum(LATE_REASONS, { error: 'Choose why the pickup is late' })
      .nullish()
      .describe('Why the pickup is after the on-time window; required then, with the pickup only'),
    lateNote: z.string().trim().max(500, 'The note must be at most 500 characters').nullish(),
    signerType: z
      .enum(SIGNER_TYPES, { error: 'Choose who signed' })
      .nullish()
      .describe('Who signed at drop-off; the rider when not given'),
    signerName: z.string().trim().max(120, 'The name must be at most 120 characters').nullish(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.lateReason === 'other' && !input.lateNote)
      ctx.addIssue({ code: 'custom', path: ['lateNote'], message: 'Say what made the pickup late' });
    if (input.signerType && input.signerType !== 'rider' && !input.signerName)
      ctx.addIssue({ code: 'custom', path: ['signerName'], message: 'Print the name of the person who signed' });
  });
export type ProofStepInput = z.infer<typeof proofStepInput>;

/** POST /api/jobs/{id}/proof/corrections: an administrator puts a step's time or odometer right, saying why. */
export const proofCorrectionInput = z
  .object({
    step: z.enum(PROOF_STEPS, { error: 'Choose the step to correct' }),
    at: z.iso.datetime({ offset: true, error: 'Use a time such as 2026-11-25T14:05:00Z' }).optional(),
    odometer: z
      .number()
      .min(0, 'The odometer cannot be negative')
      .max(9_999_999, 'The odometer must be at most 9,999,999')
      .nullish(),
    note: z
      .string()
      .trim()
      .min(3, 'Say why the record is corrected')
      .max(500, 'The note must be at most 500 characters'),
  })
  .strict()
  .refine((c) => c.at !== undefined || c.odometer !== undefined, {
    message: 'Give the corrected time or odometer',
    path: ['at'],
  });
export type ProofCorrectionInput = z.infer<typeof proofCorrectionInput>;

export const proofEventResponse = z.object({
  id: z.guid(),
  seq: z.number().int().describe('1 for the first event of the job, then one more each time'),
  kind: z.enum(PROOF_EVENT_KINDS),
  occurredAt: instant.describe('When the step was taken, by the phone'),
  recordedAt: instant.describe('When the server received it'),
  actorRole: z.string().describe('driver or admin'),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  accuracyMeters: z.number().nullable(),
  odometer: z.number().nullable(),
  hasSignature: z.boolean(),
  noSignatureReason: z.enum(NO_SIGNATURE_REASONS).nullable(),
  attested: z.boolean(),
  lateReason: z.enum(LATE_REASONS).nullable(),
  lateNote: z.string().nullable(),
  signerType: z.enum(SIGNER_TYPES).nullable(),
  signerName: z.string().nullable(),
  correction: z
    .object({
      step: z.enum(PROOF_STEPS),
      note: z.string(),
      at: instant.nullable().describe('The corrected time, when the time was corrected'),
    })
    .nullable(),
  hash: z
    .string()
    .describe(
      "HMAC-SHA256 under the server's key over this event and the hash before it (plain SHA-256 for events written before the chain was keyed)",
    ),
});
export type ProofEvent = z.infer<typeof proofEventResponse>;

/** GET /api/jobs/{id}/proof: the leg's events in order, and whether their chain of hashes holds. */
export const proofResponse = z
  .object({
    jobId: z.guid(),
    events: z.array(proofEventResponse),
    intact: z.boolean().describe('False when an event was edited or removed after it was written'),
  })
  .describe("A leg's proof of service");
export type Proof = z.infer<typeof proofResponse>;
