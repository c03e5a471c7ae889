import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  faultsOf,
  INSPECTION_ITEMS,
  inspectionStatusOf,
  type Inspection,
  type InspectionStatus,
} from '../../../domain/inspection';
import type { Database } from '../../db/client';
import { drivers, users, vehicleInspections, vehicles } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;
type InspectionRow = typeof vehicleInspections.$inferSelect;

const clearer = alias(users, 'clearer');

const STATUS_WHERE: Record<InspectionStatus, SQL> = {
  passed: sql`${vehicleInspections.failed} = false`,
  failed: sql`${vehicleInspections.failed} = true and ${vehicleInspections.clearedAt} is null`,
  cleared: sql`${vehicleInspections.clearedAt} is not null`,
};

/** Inspections with the names a screen shows, in the order of the drivers' names. */
export async function findInspections(
  db: Reader,
  where: { ids?: string[]; driverIds?: string[]; date?: string; status?: InspectionStatus },
): Promise<Inspection[]> {
  const conditions = [
    where.ids ? inArray(vehicleInspections.id, where.ids) : undefined,
    where.driverIds ? inArray(vehicleInspections.driverId, where.driverIds) : undefined,
    where.date ? eq(vehicleInspections.serviceDate, where.date) : undefined,
    where.status ? STATUS_WHERE[where.status] : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select({
      row: vehicleInspections,
      driverName: drivers.fullName,
      vehicleNumber: vehicles.number,
      clearerFirst: clearer.firstName,
      clearerLast: clearer.lastName,
      clearerUsername: clearer.username,
    })
    .from(vehicleInspections)
    .innerJoin(drivers, eq(drivers.id, vehicleInspections.driverId))
    .leftJoin(vehicles, eq(vehicles.id, vehicleInspections.vehicleId))
    .leftJoin(clearer, eq(clearer.id, vehicleInspections.clearedByUserId))
    .where(and(...conditions))
    .orderBy(asc(vehicleInspections.serviceDate), asc(drivers.fullName));
  return rows.map(({ row, driverName, vehicleNumber, clearerFirst, clearerLast, clearerUsername }) => ({
    id: row.id,
    driverId: row.driverId,
    driverName,
    vehicleId: row.vehicleId,
    vehicleNumber,
    serviceDate: row.serviceDate,
    status: inspectionStatusOf(row),
    items: Object.fromEntries(INSPECTION_ITEMS.map((item) => [item, row.items[item]])) as Inspection['items'],
    faults: faultsOf(row.items),
    odometer: row.odometer,
    notes: row.notes,
    inspectedAt: row.inspectedAt.toISOString(),
    clearedAt: row.clearedAt?.toISOString() ?? null,
    clearedByName: row.clearedAt ? [clearerFirst, clearerLast].filter(Boolean).join(' ') || clearerUsername : null,
    clearNote: row.clearNote,
  }));
}

/** The driver's inspection of a day, if any; under a lock when the caller is about to act on it. */
export async function inspectionOfDay(
  db: Reader,
  driverId: string,
  date: string,
): Promise<Pick<InspectionRow, 'id' | 'failed' | 'clearedAt'> | undefined> {
  const [row] = await db
    .select({ id: vehicleInspections.id, failed: vehicleInspections.failed, clearedAt: vehicleInspections.clearedAt })
    .from(vehicleInspections)
    .where(and(eq(vehicleInspections.driverId, driverId), eq(vehicleInspections.serviceDate, date)))
    .limit(1);
  return row;
}
