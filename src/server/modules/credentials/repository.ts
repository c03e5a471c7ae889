import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { CredentialKind } from '../../../domain/credential';
import { ASSIGNABLE_DRIVER_STATUSES } from '../../../domain/job';
import type { Database } from '../../db/client';
import { driverCredentials, drivers, users, vehicleDocuments, vehicles } from '../../db/schema';

type Reader = Pick<Database, 'select' | 'selectDistinctOn'>;

/** The administrator who verified a credential, as the screens name them: full name, else the username. */
const verifiedByName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

const credentialColumns = {
  id: driverCredentials.id,
  driverId: driverCredentials.driverId,
  kind: driverCredentials.kind,
  issuedOn: driverCredentials.issuedOn,
  expiresOn: driverCredentials.expiresOn,
  objectId: driverCredentials.objectId,
  verifiedAt: driverCredentials.verifiedAt,
  verifiedByName: sql<string | null>`coalesce(${verifiedByName}, ${users.username})`,
  createdAt: driverCredentials.createdAt,
};
export type CredentialRecord = Awaited<ReturnType<typeof listCredentialRows>>[number];

/** The driver a credential belongs to: whose it is (their account) and whether the driver exists at all. */
export async function findDriverOwner(db: Reader, driverId: string) {
  const [row] = await db
    .select({ id: drivers.id, userId: drivers.userId })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  return row;
}

/** Every credential of one driver, newest first (walks driver_credentials_driver_idx by driver). */
export async function listCredentialRows(db: Reader, driverId: string) {
  return db
    .select(credentialColumns)
    .from(driverCredentials)
    .leftJoin(users, eq(users.id, driverCredentials.verifiedByUserId))
    .where(eq(driverCredentials.driverId, driverId))
    .orderBy(desc(driverCredentials.createdAt), desc(driverCredentials.id));
}

export async function findCredential(db: Reader, driverId: string, id: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(driverCredentials)
    .leftJoin(users, eq(users.id, driverCredentials.verifiedByUserId))
    .where(and(eq(driverCredentials.id, id), eq(driverCredentials.driverId, driverId)))
    .limit(1);
  return row;
}

export async function insertCredential(
  db: Pick<Database, 'insert'>,
  values: typeof driverCredentials.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(driverCredentials).values(values).returning({ id: driverCredentials.id });
  return row!.id;
}

export async function updateCredential(
  db: Pick<Database, 'update'>,
  id: string,
  values: Partial<typeof driverCredentials.$inferInsert>,
) {
  await db
    .update(driverCredentials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(driverCredentials.id, id));
}

export interface ExpiringRow {
  subjectId: string;
  subjectName: string;
  kind: string;
  expiresOn: string;
}

/**
 * Each working driver's latest verified credential of each kind that expires on or before `until` (already
 * expired included): DISTINCT ON keeps the latest expiry per driver and kind, the outer filter the cut-off.
 */
export async function expiringDriverCredentials(db: Reader, until: string): Promise<ExpiringRow[]> {
  const latest = db
    .selectDistinctOn([driverCredentials.driverId, driverCredentials.kind], {
      driverId: driverCredentials.driverId,
      kind: driverCredentials.kind,
      expiresOn: driverCredentials.expiresOn,
    })
    .from(driverCredentials)
    .innerJoin(drivers, eq(drivers.id, driverCredentials.driverId))
    .where(and(isNotNull(driverCredentials.verifiedAt), inArray(drivers.status, [...ASSIGNABLE_DRIVER_STATUSES])))
    .orderBy(driverCredentials.driverId, driverCredentials.kind, desc(driverCredentials.expiresOn))
    .as('latest');
  const rows = await db
    .select({
      subjectId: latest.driverId,
      subjectName: drivers.fullName,
      kind: latest.kind,
      expiresOn: latest.expiresOn,
    })
    .from(latest)
    .innerJoin(drivers, eq(drivers.id, latest.driverId))
    .where(lte(latest.expiresOn, until))
    .orderBy(asc(latest.expiresOn), asc(drivers.fullName));
  return rows.map((row) => ({ ...row, kind: row.kind as CredentialKind }));
}

/** Each vehicle's latest document of each kind that expires on or before `until`. */
export async function expiringVehicleDocuments(db: Reader, until: string): Promise<ExpiringRow[]> {
  const latest = db
    .selectDistinctOn([vehicleDocuments.vehicleId, vehicleDocuments.kind], {
      vehicleId: vehicleDocuments.vehicleId,
      kind: vehicleDocuments.kind,
      expiresOn: vehicleDocuments.expiresOn,
    })
    .from(vehicleDocuments)
    .orderBy(vehicleDocuments.vehicleId, vehicleDocuments.kind, desc(vehicleDocuments.expiresOn))
    .as('latest');
  return db
    .select({
      subjectId: latest.vehicleId,
      subjectName: sql<string>`concat_ws(' ', ${vehicles.number}, ${vehicles.make}, ${vehicles.model})`,
      kind: sql<string>`${latest.kind}::text`,
      expiresOn: latest.expiresOn,
    })
    .from(latest)
    .innerJoin(vehicles, eq(vehicles.id, latest.vehicleId))
    .where(lte(latest.expiresOn, until))
    .orderBy(asc(latest.expiresOn), asc(vehicles.number));
}
