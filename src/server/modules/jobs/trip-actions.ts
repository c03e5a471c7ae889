import type { SessionUser } from '../../../domain/auth';
import type { Job } from '../../../domain/job';
import { isFinalJobStatus } from '../../../domain/statuses';
import {
  cancellationTiming,
  noShowAllowedAt,
  partnerMayCancel,
  type CancelJobInput,
  type TripPolicy,
} from '../../../domain/trip';
import { calledReturnTimes, OUTBOUND_NOT_DONE, riderReadyRefusal } from '../../../domain/will-call';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, referrals, type JobRow } from '../../db/schema';
import { conflict, HttpError, notFound, NoShowTooEarly } from '../../errors';
import { assertSafeAssignment } from './assignment';
import { lockJob, writeJob } from './repository';
import { appendProofEvent, arrivalReceivedAt, NO_FIX } from '../proof/service';
import { referralFollows } from './referral-follows';
import { queueTripMessages } from '../notifications/trip-messages';
import { takeStep, type StepActor } from './trip-steps';
import { drivingDriver } from '../drivers/service';
import { finalMessage, jobById } from './service';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What happens to a trip over its day (docs/decisions/047-legs-returns-cancellations.md): cancelling, calling a
 * will-call return, and the driver's arrival, pickup and no-show. Each locks the job, checks where it stands and
 * writes in one transaction, so two taps or two dispatchers never write it twice.
 */

const NOT_CANCELLABLE = ['completed', 'in_progress'] as const;

const notYetPickedUp = partnerMayCancel;

type Notice = Pick<TripPolicy, 'lateCancellationHours'>;

/**
 * One leg cancelled, with its timing against the notice the policy asks for. `byText`: the rider's X in answer to a
 * text, with nobody in the portal; its "cancelled" text goes out at any hour, as the answer they are waiting for.
 */
export async function cancelOne(
  tx: Tx,
  job: JobRow,
  input: Required<Pick<CancelJobInput, 'reason' | 'requestedBy'>> & { note: string | null; byText?: boolean },
  user: Pick<SessionUser, 'id'> | null,
  timeZone: string,
  now: Date,
  policy: Notice,
) {
  const timing = cancellationTiming(job.pickupTime, now, timeZone, policy);
  const row = await writeJob(tx, job.id, {
    status: 'cancelled',
    cancelledAt: now,
    cancelReason: input.reason,
    cancelRequestedBy: input.requestedBy,
    cancelNote: input.note,
    cancelledByUserId: user?.id ?? null,
    cancelledByText: input.byText ?? false,
    lateCancellation: timing.late,
    sameDayCancellation: timing.sameDay,
    updatedAt: now,
  });
  await referralFollows(tx, row);
  await queueTripMessages(tx, job, row, timeZone, undefined, { anyHour: input.byText ?? false });
}

async function partnerOwns(tx: Tx, job: JobRow, userId: string): Promise<boolean> {
  if (!job.referralId) return false;
  const [referral] = await tx
    .select({ by: referrals.submittedByUserId })
    .from(referrals)
    .where(eq(referrals.id, job.referralId))
    .limit(1);
  return referral?.by === userId;
}

/**
 * Cancels a leg, and with `cancelReturn` its return leg too when that has not begun. An administrator cancels any
 * leg not done or under way; a partner only the legs of their own referrals, before pickup (another partner's is
 * "not found").
 */
export async function cancelJob(
  db: Database,
  user: SessionUser,
  id: string,
  input: {
    reason: CancelJobInput['reason'];
    requestedBy?: CancelJobInput['requestedBy'];
    note: string | null;
    cancelReturn: boolean;
  },
  timeZone: string,
  policy: Notice,
): Promise<Job> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (!job) throw notFound();
    const partner = user.role === 'referral_partner';
    if (partner && !(await partnerOwns(tx, job, user.id))) throw notFound();
    if (isFinalJobStatus(job.status)) throw conflict(finalMessage(job.status));
    if ((NOT_CANCELLABLE as readonly string[]).includes(job.status))
      throw conflict(
        job.status === 'completed'
          ? 'A completed trip cannot be cancelled'
          : 'This trip is under way; ask dispatch to cancel it',
      );
    if (partner && !notYetPickedUp(job, now))
      throw conflict('This trip is past its pickup time; call dispatch to cancel it');
    const why = {
      reason: input.reason,
      requestedBy: partner ? ('partner' as const) : (input.requestedBy ?? 'dispatcher'),
      note: input.note,
    };
    await cancelOne(tx, job, why, user, timeZone, now, policy);
    if (input.cancelReturn && job.leg === 'outbound') {
      const [returnLeg] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.returnOfJobId, job.id)).limit(1);
      const back = returnLeg ? await lockJob(tx, returnLeg.id) : undefined;
      if (back && notYetPickedUp(back, now) && !isFinalJobStatus(back.status))
        await cancelOne(tx, back, why, user, timeZone, now, policy);
    }
  });
  return jobById(db, id);
}

/**
 * "Rider ready": a waiting will-call return is picked up the policy's minutes from now, never before its way there
 * drops the rider off, and takes as long as the way there. Refused while the way there has not picked the rider up
 * (src/domain/will-call.ts).
 */
export async function riderReady(
  db: Database,
  id: string,
  timeZone: string,
  policy: Pick<TripPolicy, 'willCallLeadMinutes'>,
): Promise<Job> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (!job) throw notFound();
    if (!job.willCall || job.pickupTime !== null || isFinalJobStatus(job.status))
      throw conflict('Only a will-call return still waiting for its rider can be called');
    const outbound = job.returnOfJobId ? await lockJob(tx, job.returnOfJobId) : undefined;
    const refusal = riderReadyRefusal(outbound);
    if (refusal) throw new HttpError(409, refusal, undefined, undefined, [OUTBOUND_NOT_DONE]);
    const times = calledReturnTimes(now, policy.willCallLeadMinutes, outbound);
    const row = await writeJob(tx, id, { ...times, riderReadyAt: now, updatedAt: now });
    // Now that it has a time, the driver already on it is judged against the rest of their day.
    await assertSafeAssignment(tx, row, timeZone);
  });
  return jobById(db, id);
}

/** The leg a driver acts on: theirs (another driver's is "not found"), under way; an administrator may act on any. */
/** The leg, locked, if the caller may record its steps: an administrator any, a driver only their own. */
async function ownLeg(tx: Tx, user: SessionUser, id: string): Promise<JobRow> {
  const driverId = user.role === 'driver' ? (await drivingDriver(tx, user.id)).id : null;
  const job = await lockJob(tx, id);
  if (!job || (driverId !== null && job.assignedDriverId !== driverId)) throw notFound();
  return job;
}

async function legUnderWay(tx: Tx, user: SessionUser, id: string): Promise<JobRow> {
  const job = await ownLeg(tx, user, id);
  if (job.status !== 'in_progress') throw conflict('Start the trip first');
  return job;
}

const actorOf = (user: SessionUser): StepActor => ({
  userId: user.id,
  role: user.role === 'admin' ? 'admin' : 'driver',
});

export async function recordArrival(
  db: Database,
  user: SessionUser,
  id: string,
  where: {
    lat?: number | null | undefined;
    lng?: number | null | undefined;
    accuracyMeters?: number | null | undefined;
  },
): Promise<Job> {
  await db.transaction(async (tx) =>
    takeStep(tx, actorOf(user), await ownLeg(tx, user, id), 'arrival', { at: new Date(), ...where }),
  );
  return jobById(db, id);
}

export async function recordPickup(db: Database, user: SessionUser, id: string): Promise<Job> {
  await db.transaction(async (tx) =>
    takeStep(tx, actorOf(user), await ownLeg(tx, user, id), 'pickup', { at: new Date() }),
  );
  return jobById(db, id);
}

/** How long after an arrival's own time its receipt may be written and still count as live, not dated back. */
const ARRIVAL_RECEIPT_SLACK_MS = 2_000;

/**
 * Accepted only after arrival, before pickup, and once the wait has passed by the server's clock: counted from when
 * the server received the arrival, so an arrival the phone dates back cannot shorten it
 * (docs/decisions/078-server-clock-judges-gates.md).
 */
export async function recordNoShow(
  db: Database,
  user: SessionUser,
  id: string,
  policy: Pick<TripPolicy, 'noShowWaitMinutes'>,
): Promise<Job> {
  await db.transaction(async (tx) => {
    const job = await legUnderWay(tx, user, id);
    if (!job.arrivedAt) throw conflict('Record your arrival at pickup first');
    if (job.pickedUpAt) throw conflict('The rider was picked up; complete the trip instead');
    const now = new Date();
    const received = (await arrivalReceivedAt(tx, id)) ?? job.arrivedAt;
    // An arrival sent live is written a few milliseconds before its receipt is; only one dated back counts from receipt,
    // so the phone's countdown (from the arrival's time) and the server agree.
    const datedBack = received.getTime() - job.arrivedAt.getTime() > ARRIVAL_RECEIPT_SLACK_MS;
    const allowedAt = noShowAllowedAt(datedBack ? received : job.arrivedAt, job.pickupTime, policy);
    if (now < allowedAt) throw new NoShowTooEarly(allowedAt);
    const row = await writeJob(tx, id, { status: 'no_show', noShowAt: now, updatedAt: now });
    await referralFollows(tx, row);
    await appendProofEvent(tx, id, {
      ...NO_FIX,
      kind: 'no_show',
      occurredAt: now,
      actorUserId: user.id,
      actorRole: actorOf(user).role,
      correction: null,
    });
  });
  return jobById(db, id);
}
