import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTHORIZATION_PROBLEM_LABELS,
  authorizationProblem,
  type Authorization,
  type authorizationInput,
  type AuthorizationProblem,
} from '../../../domain/authorization';
import { todayIn } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { jobs, payers, referrals, type JobRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { findRider } from '../riders/repository';
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
  if (!(await findRider(db, riderId))) throw notFound();
  return (await riderAuthorizations(db, riderId)).map(toAuthorization);
}

export async function createAuthorization(
  db: Database,
  riderId: string,
  input: AuthorizationBody,
): Promise<Authorization> {
  const id = await db.transaction(async (tx) => {
    if (!(await findRider(tx, riderId))) throw notFound();
    await checkCarrier(tx, input.payerId);
    return (await insertAuthorization(tx, { ...authorizationColumns(input), riderId, payerId: input.payerId ?? null }))
      .id;
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
  if (job.status === 'cancelled' && !job.lateCancellation) return;
  if (!auth) {
    if (job.payerId && (await payerTypeOf(tx, job.payerId)) === 'workers_comp') throw authorizationRefusal('missing');
    return;
  }
  if (job.riderId !== auth.riderId) throw authorizationRefusal('other_rider');
  const day = await serviceDayOf(tx, job, timeZone);
  const problem =
    day === null
      ? null
      : authorizationProblem(
          { authorizedFrom: auth.validFrom, authorizedTo: auth.validTo, authorizedTrips: auth.authorizedTrips },
          day,
          await tripsUsedBesides(tx, auth, job.id),
        );
  if (problem) throw authorizationRefusal(problem);
}
