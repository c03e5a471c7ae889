import { eq, sql } from 'drizzle-orm';
import type { JobInput } from '../../../domain/job';
import { ASSIGNABLE_DRIVER_STATUSES } from '../../../domain/job';
import type { JobStatus, ReferralStatus } from '../../../domain/statuses';
import { canCreateJobFrom, referralStatusChange } from '../../../domain/referral-status';
import type { Database } from '../../db/client';
import { drivers, jobs, referrals, type JobRow } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../errors';
import { mayDrive } from '../../../domain/driver-sign-in';
import { findDriverByUser } from '../drivers/repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Tx | Database;

/** D15: each status change records its time; moving back (an admin's correction) keeps the history. */
export function statusTimes(status: JobStatus, previous: JobStatus | undefined, now = new Date()) {
  if (status === previous) return {};
  return {
    ...(status === 'accepted' && { acceptedAt: now }),
    ...(status === 'declined' && { declinedAt: now }),
    ...(status === 'in_progress' && { startedAt: now }),
    ...(status === 'completed' && { completedAt: now }),
  };
}

/** D15: only approved or active drivers take jobs; anything else is 422 on the driver field. */
export async function checkAssignable(db: Writer, driverId: string | null | undefined) {
  if (!driverId) return;
  const [driver] = await db.select({ status: drivers.status }).from(drivers).where(eq(drivers.id, driverId)).limit(1);
  if (!driver || !(ASSIGNABLE_DRIVER_STATUSES as readonly string[]).includes(driver.status)) {
    throw new HttpError(422, 'Only approved or active drivers can be assigned', {
      assignedDriverId: 'Only approved or active drivers can be assigned',
    });
  }
}

/** D13: a referral follows the job made from it. A declined job puts its referral back in the queue. */
export function referralStatusFor(job: Pick<JobRow, 'status' | 'assignedDriverId'>): ReferralStatus {
  switch (job.status) {
    case 'completed':
      return 'completed';
    case 'in_progress':
      return 'in_progress';
    case 'accepted':
      return 'assigned';
    case 'declined':
      return 'pending';
    default:
      return job.assignedDriverId ? 'assigned' : 'pending';
  }
}

/** The referral follows its job wherever the referral status machine lets it (a cancelled one stays closed). */
export async function syncReferral(db: Writer, job: Pick<JobRow, 'referralId' | 'status' | 'assignedDriverId'>) {
  if (!job.referralId) return;
  const [referral] = await db.select({ status: referrals.status }).from(referrals).where(eq(referrals.id, job.referralId)).limit(1);
  if (!referral) return;
  const status = referralStatusFor(job);
  if (!referralStatusChange(referral.status, status, { hasJob: true, cause: 'job' }).allowed) return;
  const now = new Date();
  await db
    .update(referrals)
    .set({
      status,
      assignedDriverId: job.status === 'declined' ? null : job.assignedDriverId,
      updatedAt: now,
      ...(status !== referral.status && { statusChangedAt: now }),
    })
    .where(eq(referrals.id, job.referralId));
}

export function jobValues(input: JobInput) {
  return {
    patientName: input.patientName,
    patientPhone: input.patientPhone,
    pickupAddress: input.pickupAddress,
    dropoffAddress: input.dropoffAddress,
    pickupTime: new Date(input.pickupTime),
    dropoffTime: new Date(input.dropoffTime),
    jobRate: Number(input.jobRate).toFixed(2),
    assignedDriverId: input.assignedDriverId ?? null,
  };
}

export async function createJob(tx: Tx, input: JobInput) {
  await checkAssignable(tx, input.assignedDriverId);
  if (input.referralId) {
    const [referral] = await tx.select({ status: referrals.status }).from(referrals).where(eq(referrals.id, input.referralId)).for('update').limit(1);
    if (!referral) throw new HttpError(422, 'The referral no longer exists', { referralId: 'The referral no longer exists' });
    const decision = canCreateJobFrom(referral.status);
    if (!decision.allowed) throw conflict(decision.reason, { referralId: decision.reason });
  }
  const status = input.status ?? 'pending';
  const [row] = await tx
    .insert(jobs)
    .values({ ...jobValues(input), status, referralId: input.referralId ?? null, ...statusTimes(status, undefined) })
    .returning();
  await syncReferral(tx, row!);
  return row!;
}

export async function updateJob(tx: Tx, id: string, input: JobInput) {
  const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!current) throw notFound();
  if (input.assignedDriverId && input.assignedDriverId !== current.assignedDriverId) await checkAssignable(tx, input.assignedDriverId);
  const status = input.status ?? current.status;
  const [row] = await tx
    .update(jobs)
    .set({
      ...jobValues(input),
      status,
      ...(input.referralId !== undefined && { referralId: input.referralId }),
      ...statusTimes(status, current.status),
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, id))
    .returning();
  await syncReferral(tx, row!);
  return row!;
}

export async function moveJob(tx: Tx, current: JobRow, status: JobStatus) {
  const [row] = await tx
    .update(jobs)
    .set({ status, ...statusTimes(status, current.status), updatedAt: new Date() })
    .where(eq(jobs.id, current.id))
    .returning();
  await syncReferral(tx, row!);
  return row!;
}

/**
 * The signed-in driver's record, when that driver may take jobs. A suspended, inactive, rejected or pending
 * driver reads and moves no job, whatever their session says: a status change ends sessions, but a request
 * already under way, or a session from before the change, must not slip through (docs/security.md).
 */
export async function drivingDriver(db: Writer, userId: string) {
  const driver = await findDriverByUser(db, userId);
  if (!driver) throw notFound('No driver application has been submitted for this account');
  if (!mayDrive(driver.status)) throw forbidden('Your driver account may not take jobs');
  return driver;
}

/**
 * A referral whose (last) job is deleted has no job any more, so by the referral status machine it can only be
 * pending again (or stay cancelled); while another job made from it remains, it keeps following that one.
 */
export async function returnReferralToQueue(tx: Tx, referralId: string) {
  const [referral] = await tx
    .select({ status: referrals.status, hasJob: sql<boolean>`exists (select 1 from ${jobs} where ${jobs.referralId} = ${referrals}.${sql.identifier('id')})` })
    .from(referrals)
    .where(eq(referrals.id, referralId))
    .limit(1);
  if (!referral || referral.hasJob || referral.status === 'pending') return;
  if (!referralStatusChange(referral.status, 'pending', { hasJob: false, cause: 'job' }).allowed) return;
  const now = new Date();
  await tx.update(referrals).set({ status: 'pending', assignedDriverId: null, updatedAt: now, statusChangedAt: now }).where(eq(referrals.id, referralId));
}
