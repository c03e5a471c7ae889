import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../domain/auth';
import { todayIn } from '../../../domain/dates';
import {
  faultsOf,
  inspectionStatusOf,
  type Inspection,
  type InspectionClearInput,
  type InspectionInput,
  type InspectionStatus,
} from '../../../domain/inspection';
import type { Database } from '../../db/client';
import { vehicleInspections } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { idempotent } from '../../idempotency';
import { clockIn } from '../availability/service';
import { drivingDriver } from '../drivers/service';
import { findInspections } from './repository';
import { eq } from 'drizzle-orm';

/**
 * POST /api/drivers/me/inspection: the signed-in driver's checklist for today on the company's calendar, of the
 * vehicle they drive. One a day: a second is 409, so a fault cannot be answered away by inspecting again.
 */
export async function recordInspection(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  input: InspectionInput,
  timeZone: string,
  now = new Date(),
): Promise<Inspection> {
  const { body } = await idempotent(db, request, 'drivers.inspection', async (tx) => {
    const driver = await drivingDriver(tx, user.id);
    const serviceDate = todayIn(timeZone, now);
    const [row] = await tx
      .insert(vehicleInspections)
      .values({
        driverId: driver.id,
        vehicleId: driver.vehicleId,
        serviceDate,
        items: input.items,
        failed: faultsOf(input.items).length > 0,
        odometer: input.odometer,
        notes: input.notes || null,
        inspectedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: vehicleInspections.id });
    // One a day, whether the second comes later or from another phone at the same moment: the unique (driver,
    // day) index lets one through.
    if (!row) throw conflict("Today's inspection is already recorded");
    // The inspection starts the working day: it clocks the driver in unless the button did first.
    await clockIn(tx, driver.id, serviceDate, now);
    const [inspection] = await findInspections(tx, { ids: [row.id] });
    return { statusCode: 201, body: inspection! };
  });
  return body;
}

/** GET /api/inspections: one day's inspections (today on the company's calendar when no date is given), by driver. */
export function dayInspections(
  db: Database,
  query: { date?: string | undefined; status?: InspectionStatus | undefined },
  timeZone: string,
): Promise<Inspection[]> {
  return findInspections(db, { date: query.date ?? todayIn(timeZone), ...(query.status && { status: query.status }) });
}

/** POST /api/inspections/{id}/clear: an administrator lets the driver drive after a fault, with a note of how it was dealt with. */
export async function clearInspection(
  db: Database,
  user: SessionUser,
  id: string,
  input: InspectionClearInput,
  now = new Date(),
): Promise<Inspection> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(vehicleInspections).where(eq(vehicleInspections.id, id)).for('update');
    if (!row) throw notFound();
    const status = inspectionStatusOf(row);
    if (status !== 'failed')
      throw conflict(
        status === 'passed'
          ? 'This inspection passed; there is nothing to clear'
          : 'This inspection is already cleared',
      );
    await tx
      .update(vehicleInspections)
      .set({ clearedAt: now, clearedByUserId: user.id, clearNote: input.note })
      .where(eq(vehicleInspections.id, id));
    const [inspection] = await findInspections(tx, { ids: [id] });
    return inspection!;
  });
}
