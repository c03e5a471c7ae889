import { inspectionAnswers, type InspectionAnswer, type InspectionItem } from '../../domain/inspection-items';
import { todayIn } from '../../domain/dates';
import { DEFAULT_COMPANY } from '../../domain/company';
import type { Database } from '../db/client';
import { vehicleInspections } from '../db/schema';
import { makeDriver } from '../demo/factories';

/** A checklist with every item OK, and the answers given laid over it. */
export const inspectionBody = (
  answers: Partial<Record<InspectionItem, InspectionAnswer>> = {},
  rest: { odometer?: number; notes?: string } = {},
) => ({
  items: inspectionAnswers(answers),
  odometer: rest.odometer ?? 48_210,
  ...(rest.notes !== undefined && { notes: rest.notes }),
});

/** A driver whose inspection today (company day in `timeZone`) found the brakes at fault, not yet cleared. */
export async function failedInspection(
  db: Database,
  timeZone = DEFAULT_COMPANY.timeZone,
): Promise<{ id: string; driverId: string }> {
  const driver = await makeDriver(db, { status: 'approved', equip: false });
  const items = inspectionAnswers({ brakes: 'fault' });
  const [row] = await db
    .insert(vehicleInspections)
    .values({
      driverId: driver.id,
      serviceDate: todayIn(timeZone),
      items,
      failed: true,
      odometer: 48_000,
      notes: 'Brake pedal soft',
    })
    .returning({ id: vehicleInspections.id });
  return { id: row!.id, driverId: driver.id };
}
