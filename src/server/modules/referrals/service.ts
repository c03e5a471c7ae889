import { queueMessages } from '../notifications/outbox';
import { referralReceived } from '../notifications/referral-messages';
import type { SessionUser } from '../../../domain/auth';
import type { Page } from '../../../domain/page';
import type { z } from 'zod';
import { oneLineAddress } from '../../../domain/place';
import { levelOfServiceOf, workersCompOf, type createReferralSchema, type Referral, type ReferrerDefaults } from '../../../domain/referral';
import { canCreateJobFrom, planReferralChange, type ReferralChange } from '../../../domain/referral-status';
import type { ReferralStatus } from '../../../domain/statuses';
import { referralStatusTimes } from '../../../domain/status-times';
import type { Database } from '../../db/client';
import { jobs, type ReferralRow } from '../../db/schema';
import { partnerMayCancel, type ReferralLeg } from '../../../domain/trip';
import { asc, eq } from 'drizzle-orm';
import { conflict, HttpError, notFound } from '../../errors';
import type { LocatedTrip } from '../../stored-place';
import { linkRider } from '../riders/link';
import { findReferral, findReferralForChange, insertReferral, latestReferrerDetails, listReferrals, toReferral, writeReferral } from './repository';

type ReferralBody = z.output<ReturnType<typeof createReferralSchema>>;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The only writer of a referral's status, whoever changes it: the administrator's edit, and each job made from
 * the referral as it is created, moved or deleted. It locks the referral, asks the referral status machine
 * (planReferralChange) and records the change's time. The administrator is refused with 409 and the machine's
 * reason; a job is never refused because of its referral, which then stays as it is.
 * Answers the referral as it now stands, or undefined when there is no such referral.
 */
export async function moveReferral(tx: Tx, id: string, change: ReferralChange, notes?: string | null): Promise<ReferralRow | undefined> {
  const current = await findReferralForChange(tx, id);
  if (!current) return undefined;
  const plan = planReferralChange(current, change);
  if (plan.kind === 'refuse') throw conflict(plan.reason, { status: plan.reason });
  if (plan.kind === 'keep') return current;
  const now = new Date();
  return writeReferral(tx, id, {
    status: plan.status,
    assignedDriverId: plan.assignedDriverId,
    ...referralStatusTimes(plan.status, current.status, now),
    ...(notes !== undefined && { notes: notes || null }),
    updatedAt: now,
  });
}

/** The administrator's edit of a referral's status or notes. */
export async function editReferral(db: Database, id: string, edit: { status?: ReferralStatus | undefined; notes?: string | null | undefined }): Promise<Referral> {
  const row = await db.transaction((tx) => moveReferral(tx, id, { cause: 'admin', status: edit.status }, edit.notes));
  if (!row) throw notFound();
  return toReferral(row);
}

/** Before a job is made from a referral: it must exist (422) and be open (409). Locks it until the job is written. */
export async function checkJobAllowedFrom(tx: Tx, referralId: string): Promise<void> {
  const referral = await findReferralForChange(tx, referralId);
  if (!referral) throw new HttpError(422, 'The referral no longer exists', { referralId: 'The referral no longer exists' });
  const decision = canCreateJobFrom(referral.status);
  if (!decision.allowed) throw conflict(decision.reason, { referralId: decision.reason });
}

/**
 * A referral from the public form; a signed-in partner's is recorded as theirs. In the same transaction it is
 * linked to the rider with the patient's name and date of birth, made if new (docs/decisions/045-levels-and-places-on-forms.md).
 */
export async function submitReferral(tx: Tx, input: ReferralBody, { pickup, dropoff }: LocatedTrip, submittedBy: string | null): Promise<Referral> {
  const { pickupPlace: _pickup, dropoffPlace: _dropoff, levelOfService: _chosen, escortCount, notes, returnTime, ...rest } = input;
  const patient = { fullName: input.patientName, dateOfBirth: input.patientDob, phone: input.patientPhone };
  const riderId = await linkRider(tx, patient, { levelOfService: levelOfServiceOf(input)!, escortCount: escortCount ?? 0 });
  const row = await insertReferral(tx, {
    ...rest,
    pickupPlace: pickup,
    dropoffPlace: dropoff,
    pickupLocation: oneLineAddress(pickup),
    dropoffLocation: oneLineAddress(dropoff),
    // The schema refuses a referral whose level is neither implied nor chosen.
    levelOfService: levelOfServiceOf(input)!,
    escortCount: escortCount ?? 0,
    riderId,
    notes: notes || null,
    returnTime: input.returnTrip === 'at_time' ? returnTime : null,
    submittedByUserId: submittedBy,
    // Only a workers' compensation referral keeps its claim (docs/decisions/069-authorizations.md).
    workersComp: workersCompOf(input),
  });
  // The confirmation exists exactly when the referral does (docs/decisions/065-notifications.md).
  await queueMessages(tx, referralReceived(row));
  return toReferral(row);
}

/** An administrator reads every referral, a partner only their own (by the route's roles, nobody else calls). */
export async function referralsFor(
  db: Database,
  user: SessionUser,
  query: { status?: ReferralStatus | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<Referral>> {
  return listReferrals(db, { ...query, submittedBy: user.role === 'admin' ? undefined : user.id });
}

/** One referral, for an administrator or the partner who sent it; to anyone else it does not exist. */
export async function referralFor(db: Database, user: SessionUser, id: string): Promise<Referral> {
  const row = await findReferral(db, id);
  if (!row || (user.role !== 'admin' && row.submittedByUserId !== user.id)) throw notFound();
  return toReferral(row);
}

/**
 * The legs made from a referral, the way there first (docs/decisions/047-legs-returns-cancellations.md): its
 * partner cancels the ones not yet begun from here. Another partner's referral does not exist for them.
 */
export async function referralLegs(db: Database, user: SessionUser, id: string): Promise<ReferralLeg[]> {
  await referralFor(db, user, id);
  const rows = await db
    .select({ id: jobs.id, leg: jobs.leg, status: jobs.status, pickupTime: jobs.pickupTime, willCall: jobs.willCall })
    .from(jobs)
    .where(eq(jobs.referralId, id))
    .orderBy(asc(jobs.leg), asc(jobs.pickupTime), asc(jobs.createdAt));
  const now = new Date();
  return rows.map((row) => ({ ...row, pickupTime: row.pickupTime?.toISOString() ?? null, cancellable: partnerMayCancel(row, now) }));
}

/** What a partner's next referral form is pre-filled with: their latest referral's details, else their profile. */
export async function referrerDefaultsFor(db: Database, user: SessionUser): Promise<ReferrerDefaults> {
  return (
    (await latestReferrerDetails(db, user.id)) ?? {
      referrerName: [user.firstName, user.lastName].filter(Boolean).join(' '),
      referrerCompany: '',
      referrerPhone: '',
      referrerEmail: user.email ?? '',
    }
  );
}
