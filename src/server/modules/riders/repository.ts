import { eq, ne, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../../domain/search';
import { referralReference } from '../../../domain/referral';
import { riderNameKey, type Rider, type RiderTrips } from '../../../domain/rider';
import type { Page } from '../../../domain/page';
import type { Database } from '../../db/client';
import { allOf } from '../../db/pagination';
import { drivers, jobs, referrals, riders, type RiderRow } from '../../db/schema';
import { badRequest } from '../../errors';

type Reader = Pick<Database, 'select'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How many jobs and referrals the rider's page shows. */
export const TRIPS_SHOWN = 50;

export function toRider(row: RiderRow): Rider {
  return {
    id: row.id,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    phone: row.phone,
    alternateContactName: row.alternateContactName,
    alternateContactPhone: row.alternateContactPhone,
    alternateContactGetsTexts: row.alternateContactGetsTexts,
    language: row.language,
    homePlace: row.homePlace,
    defaultLevelOfService: row.defaultLevelOfService,
    oxygen: row.oxygen,
    serviceAnimal: row.serviceAnimal,
    escortCount: row.escortCount,
    doorThroughDoor: row.doorThroughDoor,
    bariatric: row.bariatric,
    driverNotes: row.driverNotes,
    memberId: row.memberId,
    sex: row.sex,
    diagnosisCodes: row.diagnosisCodes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findRider(db: Reader, id: string): Promise<RiderRow | undefined> {
  const [row] = await db.select().from(riders).where(eq(riders.id, id)).limit(1);
  return row;
}

/** Another rider with this name key and date of birth (the unique key riders_name_dob_key). */
export async function sameRiderExists(
  db: Reader,
  nameKey: string,
  dateOfBirth: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: riders.id })
    .from(riders)
    .where(allOf(eq(riders.nameKey, nameKey), eq(riders.dateOfBirth, dateOfBirth), exceptId && ne(riders.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function insertRider(tx: Tx, values: typeof riders.$inferInsert): Promise<RiderRow> {
  const [row] = await tx.insert(riders).values(values).returning();
  return row!;
}

export async function writeRider(
  tx: Tx,
  id: string,
  values: Partial<typeof riders.$inferInsert>,
): Promise<RiderRow | undefined> {
  const [row] = await tx.update(riders).set(values).where(eq(riders.id, id)).returning();
  return row;
}

// The list is ordered by name, so its cursor is the last name key and id shown (not a time as in the other lists).
const encodeNameCursor = (nameKey: string, id: string) =>
  Buffer.from(JSON.stringify([nameKey, id])).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function decodeNameCursor(value: string): { nameKey: string; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString());
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      UUID.test(parsed[1])
    ) {
      return { nameKey: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the refusal
  }
  throw badRequest('The page cursor is not valid');
}

/** `%` and `_` typed into the search box are letters, not wildcards. */

/**
 * GET /api/riders: `q` finds part of the name (any case, any spacing) or, with three digits or more, part of the
 * phone number's digits; ordered by name on the index riders_name_idx (name key, id).
 */
export async function listRiders(
  db: Reader,
  filter: { q?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<Rider>> {
  const q = filter.q?.trim() ?? '';
  const digits = q.replace(/\D/g, '');
  const after = filter.cursor ? decodeNameCursor(filter.cursor) : undefined;
  const matches =
    q &&
    or(
      sql`${riders.nameKey} like ${containsPattern(riderNameKey(q))}`,
      digits.length >= 3 ? sql`regexp_replace(${riders.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined,
    );
  const rows = await db
    .select()
    .from(riders)
    .where(allOf(matches, after && sql`(${riders.nameKey}, ${riders.id}) > (${after.nameKey}, ${after.id}::uuid)`))
    .orderBy(riders.nameKey, riders.id)
    .limit(filter.limit + 1);
  const more = rows.length > filter.limit;
  const shown = more ? rows.slice(0, filter.limit) : rows;
  const last = shown.at(-1);
  return { items: shown.map(toRider), nextCursor: more && last ? encodeNameCursor(last.nameKey, last.id) : null };
}

/** The rider's last jobs (latest pickup first) and referrals (newest first), on the indexes by rider. */
export async function riderTrips(db: Reader, riderId: string): Promise<RiderTrips> {
  const [jobRows, referralRows] = await Promise.all([
    db
      .select({
        id: jobs.id,
        pickupTime: jobs.pickupTime,
        status: jobs.status,
        levelOfService: jobs.levelOfService,
        pickupAddress: jobs.pickupAddress,
        dropoffAddress: jobs.dropoffAddress,
        assignedDriverName: drivers.fullName,
      })
      .from(jobs)
      .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
      .where(eq(jobs.riderId, riderId))
      .orderBy(sql`${jobs.pickupTime} desc nulls last`, jobs.id)
      .limit(TRIPS_SHOWN),
    db
      .select({
        id: referrals.id,
        appointmentDate: referrals.appointmentDate,
        appointmentTime: referrals.appointmentTime,
        status: referrals.status,
        transportType: referrals.transportType,
      })
      .from(referrals)
      .where(eq(referrals.riderId, riderId))
      .orderBy(sql`${referrals.createdAt} desc nulls last`, referrals.id)
      .limit(TRIPS_SHOWN),
  ]);
  return {
    jobs: jobRows.map((row) => ({ ...row, pickupTime: row.pickupTime?.toISOString() ?? null })),
    referrals: referralRows.map((row) => ({
      ...row,
      reference: referralReference(row.id),
      appointmentTime: row.appointmentTime.slice(0, 5),
    })),
  };
}
