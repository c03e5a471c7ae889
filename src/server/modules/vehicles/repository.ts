import { asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../../domain/page';
import type { Vehicle, VehicleDocument, VehicleStatus } from '../../../domain/vehicle';
import type { Database } from '../../db/client';
import { allOf } from '../../db/pagination';
import { drivers, vehicleDocuments, vehicles, type VehicleDocumentRow, type VehicleRow } from '../../db/schema';
import { badRequest } from '../../errors';

type Reader = Pick<Database, 'select'>;
export type VehicleValues = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The list's order and its cursor: the vehicle number without regard to case, which the unique index keeps. */
const numberKey = sql<string>`lower(${vehicles.number})`;

export function toVehicleDocument(row: VehicleDocumentRow): VehicleDocument {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    kind: row.kind,
    expiresOn: row.expiresOn,
    objectId: row.objectId,
    createdAt: row.createdAt.toISOString(),
  };
}

function toVehicle(
  row: VehicleRow,
  documents: VehicleDocumentRow[],
  driving: { id: string; fullName: string }[],
): Vehicle {
  const {
    id,
    number,
    make,
    model,
    colour,
    year,
    plate,
    vin,
    ambulatorySeats,
    wheelchairPositions,
    stretcherPositions,
    liftOrRamp,
    status,
  } = row;
  return {
    ...{
      id,
      number,
      make,
      model,
      colour,
      year,
      plate,
      vin,
      ambulatorySeats,
      wheelchairPositions,
      stretcherPositions,
      liftOrRamp,
      status,
    },
    documents: documents.map(toVehicleDocument),
    driverIds: driving.map((d) => d.id),
    // Named on the vehicle's page ("Driven by Jordan Lee"), not only counted.
    drivers: driving,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The documents (newest expiry first) and drivers of these vehicles, two queries for a whole page. */
async function withDetails(db: Reader, rows: VehicleRow[]): Promise<Vehicle[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const documents = await db
    .select()
    .from(vehicleDocuments)
    .where(inArray(vehicleDocuments.vehicleId, ids))
    .orderBy(desc(vehicleDocuments.expiresOn), desc(vehicleDocuments.createdAt));
  const driving = await db
    .select({ id: drivers.id, fullName: drivers.fullName, vehicleId: drivers.vehicleId })
    .from(drivers)
    .where(inArray(drivers.vehicleId, ids))
    .orderBy(asc(drivers.fullName));
  return rows.map((row) =>
    toVehicle(
      row,
      documents.filter((d) => d.vehicleId === row.id),
      driving.filter((d) => d.vehicleId === row.id).map(({ id, fullName }) => ({ id, fullName })),
    ),
  );
}

export async function findVehicle(db: Reader, id: string): Promise<Vehicle | undefined> {
  const rows = await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return (await withDetails(db, rows))[0];
}

export async function vehicleExists(db: Reader, id: string): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return Boolean(row);
}

const encodeCursor = (key: string) => Buffer.from(key).toString('base64url');
function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, 'base64url').toString();
  if (!key || key.length > 40 || encodeCursor(key) !== cursor) throw badRequest('The page cursor is not valid');
  return key;
}

export interface VehicleFilter {
  status?: VehicleStatus | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** A page of vehicles by number (docs/decisions/043-vehicles.md), read off vehicles_number_lower_key. */
export async function listVehicles(db: Reader, filter: VehicleFilter): Promise<Page<Vehicle>> {
  const after = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  const rows = await db
    .select({ ...getTableColumns(vehicles), key: numberKey })
    .from(vehicles)
    .where(
      allOf(filter.status && eq(vehicles.status, filter.status), after !== undefined && sql`${numberKey} > ${after}`),
    )
    .orderBy(numberKey)
    .limit(filter.limit + 1);
  const shown = rows.slice(0, filter.limit);
  const last = shown.at(-1);
  return {
    items: await withDetails(db, shown),
    nextCursor: rows.length > filter.limit && last ? encodeCursor(last.key) : null,
  };
}

export async function insertVehicle(db: Pick<Database, 'insert'>, values: VehicleValues): Promise<string> {
  const [row] = await db.insert(vehicles).values(values).returning({ id: vehicles.id });
  return row!.id;
}

export async function updateVehicleRow(
  db: Pick<Database, 'update'>,
  id: string,
  values: VehicleValues,
): Promise<boolean> {
  const rows = await db
    .update(vehicles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vehicles.id, id))
    .returning({ id: vehicles.id });
  return rows.length > 0;
}

export async function insertVehicleDocument(
  db: Pick<Database, 'insert'>,
  values: typeof vehicleDocuments.$inferInsert,
): Promise<VehicleDocumentRow> {
  const [row] = await db.insert(vehicleDocuments).values(values).returning();
  return row!;
}
