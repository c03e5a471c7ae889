import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DriverStatus } from '../../../domain/statuses';
import { ASSIGNABLE_DRIVER_STATUSES } from '../../../domain/job';
import { allOf, cursorAt, keyset, keysetOrder, toPage } from '../../db/pagination';
import type { Driver } from '../../../domain/driver';
import type { Database } from '../../db/client';
import { drivers, jobs, type DriverRow } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * Trips completed are counted from the driver's completed jobs in the same query that reads the driver, so
 * the figure can never drift from the jobs (a stored counter did: docs/decisions/014-referral-status-machine.md).
 * The count walks jobs_driver_pickup_idx (assigned_driver_id first).
 */
// Qualified by hand: inside the sub-select an unqualified "id" would be the job's.
const tripsCompleted =
  sql<number>`(select count(*) from ${jobs} where ${jobs.assignedDriverId} = ${drivers}.${sql.identifier('id')} and ${jobs.status} = 'completed')`.mapWith(
    Number,
  );

/** Every driver read selects these: the row plus its derived trip count. */
export const driverColumns = { ...getTableColumns(drivers), tripsCompleted };
export type DriverRecord = DriverRow & { tripsCompleted: number };

export function toDriver(row: DriverRecord): Driver {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    city: row.city,
    state: row.state,
    vehicleInfo: row.vehicleInfo,
    licenseUrl: row.licenseUrl,
    insuranceUrl: row.insuranceUrl,
    w9Url: row.w9Url,
    backgroundCheckConsent: row.backgroundCheckConsent,
    contractAgreementSigned: row.contractAgreementSigned,
    digitalSignature: row.digitalSignature,
    contractSignedAt: row.contractSignedAt?.toISOString() ?? null,
    status: row.status,
    rating: row.rating,
    tripsCompleted: row.tripsCompleted,
    rejectionReason: row.rejectionReason,
    vehicleId: row.vehicleId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findDriverByUser(db: Reader, userId: string): Promise<DriverRecord | undefined> {
  const [row] = await db.select(driverColumns).from(drivers).where(eq(drivers.userId, userId)).limit(1);
  return row;
}

export async function insertDriver(
  db: Pick<Database, 'insert'>,
  values: typeof drivers.$inferInsert,
): Promise<DriverRow> {
  const [row] = await db.insert(drivers).values(values).returning();
  return row!;
}

export async function updateDriverDocuments(
  db: Pick<Database, 'update' | 'select'>,
  id: string,
  documents: Partial<Pick<DriverRow, 'licenseUrl' | 'insuranceUrl' | 'w9Url'>>,
): Promise<DriverRecord> {
  await db
    .update(drivers)
    .set({ ...documents, updatedAt: new Date() })
    .where(eq(drivers.id, id));
  return (await findDriver(db, id))!;
}

export type DriverFilter = { status?: DriverStatus | undefined; limit: number; cursor?: string | undefined };

export function driverListQuery(db: Database, filter: DriverFilter) {
  return db
    .select({ ...driverColumns, cursorAt: cursorAt(drivers.createdAt) })
    .from(drivers)
    .where(
      allOf(filter.status && eq(drivers.status, filter.status), keyset(drivers.createdAt, drivers.id, filter.cursor)),
    )
    .orderBy(...keysetOrder(drivers.createdAt, drivers.id))
    .limit(filter.limit + 1);
}

export async function listDrivers(db: Database, filter: DriverFilter) {
  return toPage(await driverListQuery(db, filter), filter.limit, toDriver);
}

/** The drivers a job may be given (decision 031), by name; a company has hundreds, not hundreds of thousands. */
export function assignableDriversQuery(db: Database) {
  return db
    .select(driverColumns)
    .from(drivers)
    .where(inArray(drivers.status, [...ASSIGNABLE_DRIVER_STATUSES]))
    .orderBy(asc(drivers.fullName), asc(drivers.id))
    .limit(1000);
}

export async function listAssignableDrivers(db: Database) {
  return (await assignableDriversQuery(db)).map(toDriver);
}

async function findDriver(db: Reader, id: string): Promise<DriverRecord | undefined> {
  const [row] = await db.select(driverColumns).from(drivers).where(eq(drivers.id, id)).limit(1);
  return row;
}

/**
 * An administrator's change to a driver: a status decision (a rejection keeps the administrator's reason for the
 * applicant; any other decision clears an old one) and/or the driver's current vehicle (null takes it away).
 */
export async function updateDriverByAdmin(
  db: Pick<Database, 'update' | 'select'>,
  id: string,
  change: {
    status?: DriverStatus | undefined;
    rejectionReason?: string | undefined;
    vehicleId?: string | null | undefined;
  },
): Promise<DriverRecord | undefined> {
  const now = new Date();
  const { status, rejectionReason, vehicleId } = change;
  const [row] = await db
    .update(drivers)
    .set({
      ...(status && {
        status,
        rejectionReason: status === 'rejected' ? (rejectionReason ?? null) : null,
        statusChangedAt: now,
      }),
      ...(vehicleId !== undefined && { vehicleId }),
      updatedAt: now,
    })
    .where(eq(drivers.id, id))
    .returning({ id: drivers.id });
  return row && findDriver(db, row.id);
}
