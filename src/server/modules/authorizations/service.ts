import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTHORIZATION_PROBLEM_LABELS,
  authorizationOwnerProblem,
  authorizationProblem,
  type Authorization,
  type authorizationInput,
  type AuthorizationProblem,
} from '../../../domain/authorization';
import { todayIn } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { authorizations, jobs, payers, referrals, type JobRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { riderExists } from '../riders/service';
import {
  authorizationColumns,
  findAuthorization,
  insertAuthorization,
  lockAuthorization,
  lockAuthorizationOfReferral,
  riderAuthorizations,
  toAuthorization,
  tripsUsedBesides,
  writeAuthorization,
  type AuthorizationRow,
} from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;
type AuthorizationBody = z.output<typeof authorizationInput>;

const correct = (fieldErrors: Record<string, string>) =>
  new HttpError(400, 'Please correct the highlighted fields', fieldErrors);

/** A trip outside its authorization (docs/decisions/069-authorizations.md): 422, the problem named on the field. */
export function authorizationRefusal(problem: AuthorizationProblem): HttpError {
  const label = AUTHORIZATION_PROBLEM_LABELS[problem];
  return new HttpError(422, label, { authorizationId: label }, undefined, ['authorization']);
}

async function payerTypeOf(db: Reader, id: string) {
  const [row] = await db.select({ type: payers.type }).from(payers).where(eq(payers.id, id)).limit(1);
  return row?.type;
}

/** The carrier named on an authorization must be a workers' compensation payer. */
async function checkCarrier(db: Reader, payerId: string | null | undefined) {
  if (!payerId) return;
  const type = await payerTypeOf(db, payerId);
  if (!type) throw correct({ payerId: 'No such payer' });
  if (type !== 'workers_comp') throw correct({ payerId: "Choose a workers' compensation payer" });
}

export async function authorizationById(db: Reader, id: string): Promise<Authorization> {
  const row = await findAuthorization(db, id);
  if (!row) throw notFound();
  return toAuthorization(row);
}

/** A rider's authorizations with the trips counted against each; an unknown rider is "not found". */
export async function authorizationsOfRider(db: Database, riderId: string): Promise<Authorization[]> {
  if (!(await riderExists(db, riderId))) throw notFound();
  return (await riderAuthorizations(db, riderId)).map(toAuthorization);
}

export async function createAuthorization(
  db: Database,
  riderId: string,
  input: AuthorizationBody,
): Promise<Authorization> {
  const id = await db.transaction(async (tx) => {
    if (!(await riderExists(tx, riderId))) throw notFound();
    await checkCarrier(tx, input.payerId);
    const values = {
      ...authorizationColumns(input),
      riderId,
      payerId: input.payerId ?? null,
      diagnosisCodes: input.diagnosisCodes,
    };
    return (await insertAuthorization(tx, values)).id;
  });
  return authorizationById(db, id);
}

/** The whole authorization again; it cannot allow fewer trips than are already counted against it. */
export async function updateAuthorization(db: Database, id: string, input: AuthorizationBody): Promise<Authorization> {
  await db.transaction(async (tx) => {
    const current = await lockAuthorization(tx, id);
    if (!current) throw notFound();
    await checkCarrier(tx, input.payerId);
    const used = await tripsUsedBesides(tx, current, '00000000-0000-0000-0000-000000000000');
    if (input.authorizedTrips < used)
      throw new HttpError(422, `${used} trips are already counted against this authorization`, {
        authorizedTrips: `At least ${used}: that many trips are already counted against it`,
      });
    await writeAuthorization(tx, id, {
      ...authorizationColumns(input),
      payerId: input.payerId ?? null,
      diagnosisCodes: input.diagnosisCodes,
      updatedAt: new Date(),
    });
  });
  return authorizationById(db, id);
}

/**
 * The authorization a job counts against, locked before the job is written (docs/decisions/069-authorizations.md).
 * Locking first matters: writing the job takes a key-share lock on the row, and two bookings each holding that
 * lock and then asking for the row would deadlock.
 */
export async function holdAuthorization(tx: Tx, id: string | null | undefined): Promise<AuthorizationRow | null> {
  if (!id) return null;
  const row = await lockAuthorization(tx, id);
  if (!row) throw correct({ authorizationId: 'No such authorization' });
  return row;
}

/**
 * A job made from a workers' compensation referral: the rider's authorization from the referral's details, made
 * once per referral (later jobs of it reuse it). Null for any other referral. Locked, as holdAuthorization does.
 */
export async function authorizationOfReferral(
  tx: Tx,
  referralId: string,
  riderId: string | null,
): Promise<AuthorizationRow | null> {
  const made = await lockAuthorizationOfReferral(tx, referralId);
  if (made) return made;
  const [referral] = await tx
    .select({ workersComp: referrals.workersComp, riderId: referrals.riderId })
    .from(referrals)
    .where(eq(referrals.id, referralId))
    .limit(1);
  const owner = riderId ?? referral?.riderId;
  if (!referral?.workersComp || !owner) return null;
  return insertAuthorization(tx, { ...authorizationColumns(referral.workersComp), riderId: owner, referralId });
}

/**
 * What a job made from the referral is billed under (docs/decisions/069-authorizations.md), answered to the job
 * form before the job exists and used by POST /api/jobs when the form leaves the payer out:
 * - the authorization made from the referral, once a job of it was made (null before: the first job makes it);
 * - the payer: the carrier of that authorization; else the carrier of the rider's authorization under the same
 *   claim number; else the company's only active workers' compensation payer. Null for any other referral.
 */
export async function referralBilling(
  db: Reader,
  referralId: string,
): Promise<{ payerId: string | null; authorizationId: string | null }> {
  const [referral] = await db
    .select({ workersComp: referrals.workersComp, riderId: referrals.riderId })
    .from(referrals)
    .where(eq(referrals.id, referralId))
    .limit(1);
  if (!referral) throw notFound();
  if (!referral.workersComp) return { payerId: null, authorizationId: null };
  const [made] = await db
    .select({ id: authorizations.id, payerId: authorizations.payerId })
    .from(authorizations)
    .where(eq(authorizations.referralId, referralId))
    .orderBy(authorizations.createdAt)
    .limit(1);
  return {
    payerId: made?.payerId ?? (await carrierOfClaim(db, referral.riderId, referral.workersComp.claimNumber)),
    authorizationId: made?.id ?? null,
  };
}

async function carrierOfClaim(db: Reader, riderId: string | null, claimNumber: string): Promise<string | null> {
  if (riderId) {
    const [sameClaim] = await db
      .select({ payerId: authorizations.payerId })
      .from(authorizations)
      .where(
        and(
          eq(authorizations.riderId, riderId),
          eq(authorizations.claimNumber, claimNumber),
          isNotNull(authorizations.payerId),
        ),
      )
      .orderBy(desc(authorizations.validTo))
      .limit(1);
    if (sameClaim?.payerId) return sameClaim.payerId;
  }
  const carriers = await db
    .select({ id: payers.id })
    .from(payers)
    .where(and(eq(payers.type, 'workers_comp'), eq(payers.active, true)))
    .limit(2);
  return carriers.length === 1 ? carriers[0]!.id : null;
}

/**
 * A job saved with a workers' compensation payer names the carrier of an authorization that had none, so the
 * referral's later jobs, and its rider's later claims, find it.
 */
export async function noteCarrier(tx: Tx, auth: AuthorizationRow | null, payerId: string | null): Promise<void> {
  if (!auth || auth.payerId || !payerId || (await payerTypeOf(tx, payerId)) !== 'workers_comp') return;
  await writeAuthorization(tx, auth.id, { payerId, updatedAt: new Date() });
}

/**
 * A standing order made from a workers' compensation referral and billed to a workers' compensation carrier, with
 * no authorization chosen, counts against the referral's authorization, made once as the referral's first job
 * would make it (docs/decisions/084-workers-comp-payer-follows-the-referral.md). Any other order keeps its own.
 */
export async function authorizationForOrder(
  tx: Tx,
  order: { riderId: string; referralId: string | null; payerId: string | null; authorizationId: string | null },
): Promise<string | null> {
  if (order.authorizationId || !order.referralId || !order.payerId) return order.authorizationId;
  if ((await payerTypeOf(tx, order.payerId)) !== 'workers_comp') return null;
  const auth = await authorizationOfReferral(tx, order.referralId, order.riderId);
  await noteCarrier(tx, auth, order.payerId);
  return auth?.id ?? null;
}

/**
 * A standing order's payer and authorization (docs/decisions/069-authorizations.md): the payer must exist, the
 * authorization must be the rider's and, when both name one, the payer's; a workers' compensation payer needs
 * one. Its dates and trips are judged per trip when the order's jobs are made.
 */
export async function checkOrderBilling(
  tx: Tx,
  order: { riderId: string; payerId: string | null; authorizationId: string | null },
): Promise<void> {
  const payerType = order.payerId ? await payerTypeOf(tx, order.payerId) : undefined;
  if (order.payerId && !payerType) throw correct({ payerId: 'No such payer' });
  if (!order.authorizationId) {
    if (payerType === 'workers_comp') throw authorizationRefusal('missing');
    return;
  }
  const auth = await findAuthorization(tx, order.authorizationId);
  if (!auth) throw correct({ authorizationId: 'No such authorization' });
  const problem = authorizationOwnerProblem(auth, order);
  if (problem) throw authorizationRefusal(problem);
}

/** The day a trip is served on: the company's day of its pickup; a will-call return not yet called, its service date or its outbound's day. */
async function serviceDayOf(tx: Reader, job: JobRow, timeZone: string): Promise<string | null> {
  if (job.pickupTime) return todayIn(timeZone, job.pickupTime);
  if (job.serviceDate) return job.serviceDate;
  if (!job.returnOfJobId) return null;
  const [outbound] = await tx
    .select({ pickupTime: jobs.pickupTime, serviceDate: jobs.serviceDate })
    .from(jobs)
    .where(eq(jobs.id, job.returnOfJobId))
    .limit(1);
  return outbound?.pickupTime ? todayIn(timeZone, outbound.pickupTime) : (outbound?.serviceDate ?? null);
}

/**
 * The check, inside the transaction that wrote the job and with the authorization locked by holdAuthorization: a
 * job with an authorization, or paid by a workers' compensation payer, must fit it — the same rider, a service day
 * within its dates, and fewer trips counted by the other legs than it authorizes. A trip cancelled in time is
 * not judged: it does not count.
 */
export async function assertAuthorized(
  tx: Tx,
  job: JobRow,
  auth: AuthorizationRow | null,
  timeZone: string,
): Promise<void> {
  const problem = await authorizationProblemOf(tx, job, auth, timeZone);
  if (problem) throw authorizationRefusal(problem);
}

/** The same judgement, answered: a standing order's trip that does not fit is made without the authorization. */
export async function authorizationProblemOf(
  tx: Tx,
  job: JobRow,
  auth: AuthorizationRow | null,
  timeZone: string,
): Promise<AuthorizationProblem | null> {
  if (job.status === 'cancelled' && !job.lateCancellation) return null;
  if (!auth) return job.payerId && (await payerTypeOf(tx, job.payerId)) === 'workers_comp' ? 'missing' : null;
  const owner = authorizationOwnerProblem(auth, job);
  if (owner) return owner;
  const day = await serviceDayOf(tx, job, timeZone);
  return day === null
    ? null
    : authorizationProblem(
        { authorizedFrom: auth.validFrom, authorizedTo: auth.validTo, authorizedTrips: auth.authorizedTrips },
        day,
        await tripsUsedBesides(tx, auth, job.id),
      );
}
