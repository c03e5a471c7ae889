import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../domain/auth';
import type { Job } from '../../../domain/job';
import {
  PROOF_CLOCK_SKEW_MS,
  type Proof,
  type ProofCorrectionInput,
  type ProofStep,
  type ProofStepInput,
} from '../../../domain/proof';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { idempotent } from '../../idempotency';
import { drivingDriver } from '../drivers/service';
import { assertInspected } from '../inspections/gate';
import { appendProofEvent, NO_FIX, provenEvents, toProofEvent, type ProofRow } from '../proof/service';
import { lockJob, writeJob } from './repository';
import { jobById, jobFor } from './service';
import { STEP_TIME, stepTime, takeStep } from './trip-steps';

/**
 * The proof routes' rules (docs/decisions/056-proof-of-service.md): a leg's steps from the driver's phone, an
 * administrator's corrections and the record. They write the job and its chain in one transaction, so they sit with
 * the jobs; the chain itself is the proof module's (docs/decisions/092-server-module-boundaries.md).
 */

/** Each seal goes to the log as well; the chains already there are sealed once (docs/decisions/076-keyed-proof-chain.md). */
export { sealEarlierChains, useProofSealLog } from '../proof/service';

const INVALID = 'Please correct the highlighted fields';

/**
 * POST /api/jobs/{id}/proof/{step} from the driver's phone. With an Idempotency-Key a step sent twice (a retry
 * after a lost answer, the offline queue sending again) is recorded once and answered the same: with the job as
 * it was answered then, and only to a driver who still holds it (docs/decisions/078-server-clock-judges-gates.md).
 */
export async function recordProofStep(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  jobId: string,
  step: ProofStep,
  input: ProofStepInput,
  timeZone: string,
  now = new Date(),
): Promise<{ job: Job; replayed: boolean }> {
  const at = stepTime(input.at, now);
  const answer = await idempotent<Job | { jobId: string }>(
    db,
    request,
    `jobs.proof.${step}:${jobId}`,
    async (tx) => {
      const driver = await drivingDriver(tx, user.id);
      const job = await lockJob(tx, jobId);
      if (!job || job.assignedDriverId !== driver.id) throw notFound();
      // The day's vehicle inspection comes before the first leg; only a step that the order allows is judged by it,
      // and by the server's clock: the phone's `at` is evidence of when, never a way round the gate.
      if (step === 'start' && job.status === 'accepted') await assertInspected(tx, driver.id, job, timeZone, now);
      await takeStep(tx, { userId: user.id, role: 'driver' }, job, step, { ...input, at });
      return { statusCode: 200, body: await jobById(tx, jobId) };
    },
    {
      beforeReplay: async () => {
        await jobFor(db, user, jobId);
      },
    },
  );
  // A record kept before the answer itself was (it held only the id) is answered with the job as it is now, which
  // the check above has just let this driver read.
  const job = 'status' in answer.body ? answer.body : await jobById(db, jobId);
  return { job, replayed: answer.replayed };
}

/**
 * An administrator's correction: the job's time for the step is set right and a new event says what and why;
 * nothing already written changes. The route records it in the audit trail too.
 */
export async function correctProof(
  db: Database,
  user: SessionUser,
  jobId: string,
  input: ProofCorrectionInput,
  now = new Date(),
): Promise<Proof> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound();
    const column = STEP_TIME[input.step];
    if (job[column] === null) throw conflict('That step was not recorded, so there is nothing to correct');
    const at = input.at ? new Date(input.at) : null;
    if (at && at.getTime() > now.getTime() + PROOF_CLOCK_SKEW_MS)
      throw badRequest(INVALID, { at: 'The time cannot be in the future' });
    if (at) await writeJob(tx, jobId, { [column]: at, updatedAt: now });
    await appendProofEvent(tx, jobId, {
      kind: 'correction',
      occurredAt: now,
      ...NO_FIX,
      actorUserId: user.id,
      actorRole: 'admin',
      odometer: input.odometer ?? null,
      correction: { step: input.step, note: input.note, at: at ? at.toISOString() : null },
    });
  });
  return proofOf(db, user, jobId);
}

/**
 * A leg with its events and whether they are the ones written, for an administrator or the driver holding it;
 * another driver's is "not found". The verdict and the events shown with it come from the same read.
 */
export async function provenRecord(
  db: Database,
  user: SessionUser,
  jobId: string,
): Promise<{ job: Job; events: ProofRow[]; intact: boolean }> {
  const job = await jobById(db, jobId);
  if (user.role === 'driver' && job.assignedDriverId !== (await drivingDriver(db, user.id)).id) throw notFound();
  return { job, ...(await provenEvents(db, jobId)) };
}

/** A leg's proof for an administrator or the driver holding it; another driver's is "not found". */
export async function proofOf(db: Database, user: SessionUser, jobId: string): Promise<Proof> {
  const { events, intact } = await provenRecord(db, user, jobId);
  return { jobId, events: events.map(toProofEvent), intact };
}
