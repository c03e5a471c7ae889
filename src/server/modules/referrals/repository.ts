import { and, asc, between, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Referral, ReferrerDefaults } from '../../../domain/referral';
import type { ReferralStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { allOf, cursorAt, keyset, keysetOrder, toPage } from '../../db/pagination';
import { drivers, jobs, referrals, type ReferralRow } from '../../db/schema';

type Writer = Pick<Database, 'insert'>;

export type NewReferral = Omit<
  typeof referrals.$inferInsert,
  'id' | 'status' | 'assignedDriverId' | 'createdAt' | 'updatedAt' | 'statusChangedAt'
>;

export function toReferral(row: ReferralRow): Referral {
  return {
    id: row.id,
    referrerName: row.referrerName,
    referrerCompany: row.referrerCompany,
    referrerPhone: row.referrerPhone,
    referrerEmail: row.referrerEmail,
    patientName: row.patientName,
    patientDob: row.patientDob,
    patientPhone: row.patientPhone,
    pickupLocation: row.pickupLocation,
    dropoffLocation: row.dropoffLocation,
    transportType: row.transportType,
    riderId: row.riderId,
    levelOfService: row.levelOfService,
    escortCount: row.escortCount,
    pickupPlace: row.pickupPlace,
    dropoffPlace: row.dropoffPlace,
    appointmentDate: row.appointmentDate,
    appointmentTime: row.appointmentTime.slice(0, 5),
    returnTrip: row.returnTrip,
    returnTime: row.returnTime ? row.returnTime.slice(0, 5) : null,
    notes: row.notes,
    riderLanguage: row.riderLanguage,
    diagnosisCodes: row.diagnosisCodes,
    status: row.status,
    assignedDriverId: row.assignedDriverId,
    workersComp: row.workersComp ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function insertReferral(db: Writer, referral: NewReferral): Promise<ReferralRow> {
  const [row] = await db.insert(referrals).values(referral).returning();
  return row!;
}

export interface ReferralFilter {
  status?: ReferralStatus | undefined;
  submittedBy?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

export function referralListQuery(db: Database, filter: ReferralFilter) {
  return db
    .select({ ...getTableColumns(referrals), cursorAt: cursorAt(referrals.createdAt) })
    .from(referrals)
    .where(
      allOf(
        filter.status && eq(referrals.status, filter.status),
        filter.submittedBy && eq(referrals.submittedByUserId, filter.submittedBy),
        keyset(referrals.createdAt, referrals.id, filter.cursor),
      ),
    )
    .orderBy(...keysetOrder(referrals.createdAt, referrals.id))
    .limit(filter.limit + 1);
}

export async function listReferrals(db: Database, filter: ReferralFilter) {
  return toPage(await referralListQuery(db, filter), filter.limit, toReferral);
}

/** The referrer details of a partner's latest referral, to pre-fill the next one. */
export async function latestReferrerDetails(db: Database, userId: string): Promise<ReferrerDefaults | undefined> {
  const [row] = await db
    .select({
      referrerName: referrals.referrerName,
      referrerCompany: referrals.referrerCompany,
      referrerPhone: referrals.referrerPhone,
      referrerEmail: referrals.referrerEmail,
    })
    .from(referrals)
    .where(eq(referrals.submittedByUserId, userId))
    .orderBy(...keysetOrder(referrals.createdAt, referrals.id))
    .limit(1);
  return row;
}

export async function findReferral(db: Pick<Database, 'select'>, id: string): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id)).limit(1);
  return row;
}

/** The referral, locked for a status change, and whether a job has been made from it. */
export async function findReferralForChange(tx: Pick<Database, 'select'>, id: string) {
  const [row] = await tx
    .select({
      ...getTableColumns(referrals),
      hasJob: sql<boolean>`exists (select 1 from ${jobs} where ${jobs.referralId} = ${referrals}.${sql.identifier('id')})`,
    })
    .from(referrals)
    .where(eq(referrals.id, id))
    .for('update')
    .limit(1);
  return row;
}

export interface ReferralWrite {
  status: ReferralStatus;
  assignedDriverId?: string | null | undefined;
  statusChangedAt?: Date | undefined;
  notes?: string | null | undefined;
  diagnosisCodes?: string[] | undefined;
  updatedAt: Date;
}

/** Writes a change the referrals service has decided (its `moveReferral` is the only caller). */
export async function writeReferral(
  db: Pick<Database, 'update'>,
  id: string,
  values: ReferralWrite,
): Promise<ReferralRow> {
  const [row] = await db.update(referrals).set(values).where(eq(referrals.id, id)).returning();
  return row!;
}

/** The referrals whose reference is these eight hex digits (almost always one), newest first, off the primary key. */
export async function findReferralsByReference(
  db: Pick<Database, 'select'>,
  [low, high]: [string, string],
): Promise<ReferralRow[]> {
  return db
    .select()
    .from(referrals)
    .where(between(referrals.id, low, high))
    .orderBy(desc(referrals.createdAt))
    .limit(20);
}

/** Makes a referral sent signed out the partner's; answers nothing when it is already someone's. */
export async function linkToPartner(
  db: Pick<Database, 'update'>,
  id: string,
  userId: string,
): Promise<ReferralRow | undefined> {
  const [row] = await db
    .update(referrals)
    .set({ submittedByUserId: userId, updatedAt: new Date() })
    .where(and(eq(referrals.id, id), isNull(referrals.submittedByUserId)))
    .returning();
  return row;
}

/** Every leg made from these referrals, the way there first, with what its partner may learn of the driver. */
export async function legsOfReferrals(db: Pick<Database, 'select'>, referralIds: string[]) {
  if (referralIds.length === 0) return [];
  return db
    .select({
      id: jobs.id,
      referralId: jobs.referralId,
      leg: jobs.leg,
      status: jobs.status,
      pickupTime: jobs.pickupTime,
      willCall: jobs.willCall,
      assignedDriverId: jobs.assignedDriverId,
      arrivedAt: jobs.arrivedAt,
      pickedUpAt: jobs.pickedUpAt,
      driverFullName: drivers.fullName,
    })
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .where(inArray(jobs.referralId, referralIds))
    .orderBy(asc(jobs.leg), asc(jobs.pickupTime), asc(jobs.createdAt));
}
