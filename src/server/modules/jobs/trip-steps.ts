import { PROOF_CLOCK_SKEW_MS, PROOF_MAX_DELAY_HOURS, type ProofStep } from '../../../domain/proof';
import { isFinalJobStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { LATE_REASON_REQUIRED, pickupIsLate } from '../../../domain/proof-words';
import { badRequest, conflict, HttpError } from '../../errors';
import { loadPolicies } from '../policies/service';
import { appendProofEvent, pickupOdometer } from '../proof/service';
import { referralFollows } from './referral-follows';
import { queueStepMessages } from '../notifications/step-messages';
import { writeJob } from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const INVALID = 'Please correct the highlighted fields';

export interface StepActor {
  userId: string;
  role: 'driver' | 'admin';
}

/** What a step brings from the phone; `at` is when it was taken. */
export interface StepFields {
  at: Date;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  accuracyMeters?: number | null | undefined;
  odometer?: number | null | undefined;
  signature?: string | null | undefined;
  noSignatureReason?: string | null | undefined;
  attestation?: boolean | undefined;
  lateReason?: string | null | undefined;
  lateNote?: string | null | undefined;
  signerType?: string | null | undefined;
  signerName?: string | null | undefined;
}

/** The time each step is recorded under on the job, and the step before it. */
export const STEP_TIME = {
  start: 'startedAt',
  arrival: 'arrivedAt',
  pickup: 'pickedUpAt',
  dropoff: 'completedAt',
} as const;
const BEFORE: Record<ProofStep, ProofStep | null> = {
  start: null,
  arrival: 'start',
  pickup: 'arrival',
  dropoff: 'pickup',
};

function underWay(job: JobRow) {
  if (isFinalJobStatus(job.status) || job.status === 'completed')
    throw conflict('The trip is over; only an administrator can correct its record');
  if (job.status !== 'in_progress') throw conflict('Start the trip first');
}

/** The order of a leg's steps; a step out of order is 409 and changes nothing. */
function checkOrder(job: JobRow, step: ProofStep) {
  switch (step) {
    case 'start':
      if (job.status === 'pending') throw conflict('Accept the job first');
      if (job.status !== 'accepted')
        throw conflict(
          isFinalJobStatus(job.status) || job.status === 'completed'
            ? 'The trip is over; only an administrator can correct its record'
            : 'The trip has already started',
        );
      return;
    case 'arrival':
      underWay(job);
      if (job.arrivedAt) throw conflict('Arrival is already recorded');
      return;
    case 'pickup':
      underWay(job);
      if (!job.arrivedAt) throw conflict('Record your arrival at pickup first');
      if (job.pickedUpAt) throw conflict('The pickup is already recorded');
      return;
    case 'dropoff':
      underWay(job);
      if (!job.pickedUpAt) throw conflict('Record the pickup first');
  }
}

/**
 * One step of a leg (docs/decisions/056-proof-of-service.md): checked against the steps before it, written onto the
 * job and appended to its proof chain in the caller's transaction, which holds the job's row lock.
 */
export async function takeStep(tx: Tx, actor: StepActor, job: JobRow, step: ProofStep, f: StepFields): Promise<JobRow> {
  checkOrder(job, step);
  const previous = BEFORE[step];
  const previousAt = previous ? job[STEP_TIME[previous]] : null;
  if (previousAt && f.at < previousAt) throw badRequest(INVALID, { at: 'This time is before the step before it' });
  const located = typeof f.lat === 'number' && typeof f.lng === 'number';
  if (step === 'dropoff') {
    const errors: Record<string, string> = {};
    if (!f.signature && !f.noSignatureReason)
      errors.signature = 'Have the rider sign, or choose why there is no signature';
    if (f.signature && f.noSignatureReason) errors.noSignatureReason = 'A signed trip needs no reason';
    if (f.attestation !== true) errors.attestation = 'Confirm the statement to finish the trip';
    const atPickup = await pickupOdometer(tx, job.id);
    if (typeof f.odometer === 'number' && atPickup !== null && f.odometer < atPickup)
      errors.odometer = `The odometer is below the reading at pickup (${atPickup})`;
    if (Object.keys(errors).length) throw badRequest(INVALID, errors);
  } else if (f.signature || f.noSignatureReason || f.attestation) {
    throw badRequest(INVALID, { signature: 'The signature and the statement come with the drop-off' });
  }
  if (f.signerType && !f.signature) throw badRequest(INVALID, { signerType: 'Who signed comes with a signature' });
  if (f.lateReason && step !== 'pickup')
    throw badRequest(INVALID, { lateReason: 'A late reason comes with the pickup' });
  const late = step === 'pickup' && (await pickupLate(tx, job, f.at));
  if (late && !f.lateReason)
    throw new HttpError(
      409,
      'The pickup is late: choose why',
      { lateReason: 'Choose why the pickup is late' },
      undefined,
      [LATE_REASON_REQUIRED],
    );

  const values: Partial<JobRow> = { [STEP_TIME[step]]: f.at, updatedAt: new Date() };
  if (step === 'start') values.status = 'in_progress';
  if (step === 'dropoff') values.status = 'completed';
  if (step === 'arrival')
    Object.assign(values, {
      arrivalLat: located ? f.lat : null,
      arrivalLng: located ? f.lng : null,
      arrivalAccuracyMeters: located ? (f.accuracyMeters ?? null) : null,
    });
  const row = await writeJob(tx, job.id, values);
  // The referral follows its trip's status.
  if (step === 'start' || step === 'dropoff') await referralFollows(tx, row);
  await queueStepMessages(tx, step, row, f, f.at);
  await appendProofEvent(tx, job.id, {
    kind: step,
    occurredAt: f.at,
    actorUserId: actor.userId,
    actorRole: actor.role,
    lat: located ? f.lat! : null,
    lng: located ? f.lng! : null,
    accuracyMeters: located ? (f.accuracyMeters ?? null) : null,
    odometer: f.odometer ?? null,
    signature: step === 'dropoff' ? (f.signature ?? null) : null,
    noSignatureReason: step === 'dropoff' ? (f.noSignatureReason ?? null) : null,
    attested: step === 'dropoff' && f.attestation === true,
    correction: null,
    // A reason given for a pickup that was on time is not kept: only late pickups carry one.
    lateReason: late ? f.lateReason! : null,
    lateNote: late && f.lateNote ? f.lateNote : null,
    ...signer(step, f),
  });
  return row;
}

/** After the company's on-time window of its scheduled pickup (docs/decisions/107-late-reasons-and-signers.md). */
async function pickupLate(tx: Tx, job: JobRow, at: Date): Promise<boolean> {
  if (!job.pickupTime) return false;
  const { onTimeWindowMinutes } = (await loadPolicies(tx as unknown as Database)).trip;
  return pickupIsLate(job.pickupTime, at, onTimeWindowMinutes);
}

/** Who signed a drop-off: the rider unless the phone says otherwise; the printed name only for someone else. */
function signer(step: ProofStep, f: StepFields) {
  if (step !== 'dropoff' || !f.signature) return { signerType: null, signerName: null };
  const signerType = f.signerType ?? 'rider';
  return { signerType, signerName: signerType === 'rider' ? null : (f.signerName ?? null) };
}

/** When the phone says a step was taken: not ahead of the server's clock, not older than a day's shift. */
export function stepTime(at: string | undefined, now: Date): Date {
  const when = at ? new Date(at) : now;
  if (when.getTime() > now.getTime() + PROOF_CLOCK_SKEW_MS)
    throw badRequest(INVALID, { at: 'The time cannot be in the future' });
  if (when.getTime() < now.getTime() - PROOF_MAX_DELAY_HOURS * 3_600_000)
    throw badRequest(INVALID, { at: `The time must be within the last ${PROOF_MAX_DELAY_HOURS} hours` });
  return when;
}
