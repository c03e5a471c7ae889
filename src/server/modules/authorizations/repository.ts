import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Authorization, WorkersCompDetails } from '../../../domain/authorization';
import type { Database } from '../../db/client';
import { authorizations, jobs } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert' | 'update'>;
export type AuthorizationRow = typeof authorizations.$inferSelect;

/**
 * The legs counted against an authorization: every one but those cancelled in time — a late cancellation is
 * billed, so it counts (docs/decisions/069-authorizations.md). By rider too, so jobs_rider_pickup_idx serves it.
 */
export const countedLegs = (authorizationId: SQL | string, riderId: SQL | string) =>
  and(
    eq(jobs.riderId, riderId),
    eq(jobs.authorizationId, authorizationId),
    or(ne(jobs.status, 'cancelled'), eq(jobs.lateCancellation, true)),
  );

const tripsUsed =
  sql<number>`(select count(*)::int from ${jobs} where ${countedLegs(sql`${authorizations.id}`, sql`${authorizations.riderId}`)})`.mapWith(
    Number,
  );

export function toAuthorization(row: AuthorizationRow & { tripsUsed: number }): Authorization {
  return {
    id: row.id,
    riderId: row.riderId,
    payerId: row.payerId,
    referralId: row.referralId,
    claimNumber: row.claimNumber,
    employer: row.employer,
    dateOfInjury: row.dateOfInjury,
    adjusterName: row.adjusterName,
    adjusterPhone: row.adjusterPhone,
    adjusterEmail: row.adjusterEmail,
    authorizationNumber: row.number,
    authorizedTrips: row.authorizedTrips,
    authorizedFrom: row.validFrom,
    authorizedTo: row.validTo,
    diagnosisCodes: row.diagnosisCodes,
    tripsUsed: row.tripsUsed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of the claim and its authorization, as the form and the referral name them. */
export function authorizationColumns(details: WorkersCompDetails) {
  return {
    claimNumber: details.claimNumber,
    employer: details.employer,
    dateOfInjury: details.dateOfInjury,
    adjusterName: details.adjusterName,
    adjusterPhone: details.adjusterPhone,
    adjusterEmail: details.adjusterEmail,
    number: details.authorizationNumber,
    authorizedTrips: details.authorizedTrips,
    validFrom: details.authorizedFrom,
    validTo: details.authorizedTo,
  };
}

export async function findAuthorization(db: Reader, id: string) {
  const [row] = await db
    .select({ ...authorizationFields, tripsUsed })
    .from(authorizations)
    .where(eq(authorizations.id, id))
    .limit(1);
  return row;
}

const authorizationFields = {
  id: authorizations.id,
  riderId: authorizations.riderId,
  payerId: authorizations.payerId,
  referralId: authorizations.referralId,
  claimNumber: authorizations.claimNumber,
  employer: authorizations.employer,
  dateOfInjury: authorizations.dateOfInjury,
  adjusterName: authorizations.adjusterName,
  adjusterPhone: authorizations.adjusterPhone,
  adjusterEmail: authorizations.adjusterEmail,
  number: authorizations.number,
  authorizedTrips: authorizations.authorizedTrips,
  validFrom: authorizations.validFrom,
  validTo: authorizations.validTo,
  diagnosisCodes: authorizations.diagnosisCodes,
  createdAt: authorizations.createdAt,
  updatedAt: authorizations.updatedAt,
};

/** A rider's authorizations, the latest ending first (authorizations_rider_idx). A rider has a handful. */
export async function riderAuthorizations(db: Reader, riderId: string) {
  return db
    .select({ ...authorizationFields, tripsUsed })
    .from(authorizations)
    .where(eq(authorizations.riderId, riderId))
    .orderBy(desc(authorizations.validTo), desc(authorizations.createdAt))
    .limit(200);
}

/** The authorization, locked until the transaction ends, so two bookings cannot both take its last trip. */
export async function lockAuthorization(tx: Reader, id: string): Promise<AuthorizationRow | undefined> {
  const [row] = await tx.select().from(authorizations).where(eq(authorizations.id, id)).for('update').limit(1);
  return row;
}

/** The authorization made from a referral, if one was (locked, as for a booking). */
export async function lockAuthorizationOfReferral(
  tx: Reader,
  referralId: string,
): Promise<AuthorizationRow | undefined> {
  const [row] = await tx
    .select()
    .from(authorizations)
    .where(eq(authorizations.referralId, referralId))
    .orderBy(authorizations.createdAt)
    .for('update')
    .limit(1);
  return row;
}

/** The legs other than `exceptJobId` counted against the authorization. */
export async function tripsUsedBesides(
  db: Reader,
  auth: { id: string; riderId: string },
  exceptJobId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(jobs)
    .where(and(countedLegs(auth.id, auth.riderId), ne(jobs.id, exceptJobId)));
  return row?.count ?? 0;
}

export async function insertAuthorization(
  db: Writer,
  values: typeof authorizations.$inferInsert,
): Promise<AuthorizationRow> {
  const [row] = await db.insert(authorizations).values(values).returning();
  return row!;
}

export async function writeAuthorization(
  db: Writer,
  id: string,
  values: Partial<typeof authorizations.$inferInsert>,
): Promise<AuthorizationRow | undefined> {
  const [row] = await db.update(authorizations).set(values).where(eq(authorizations.id, id)).returning();
  return row;
}
