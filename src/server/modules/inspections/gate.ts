import { todayIn } from '../../../domain/dates';
import { inspectionLetsDrive, type Inspection } from '../../../domain/inspection';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { findInspections, inspectionOfDay, statusOf } from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Before a driver starts a leg, the day's inspection must have passed or been cleared (the day on the company's
 * calendar when the leg is started). 409 with the reason code, so the phone can show the checklist or the fault.
 */
export async function assertInspected(tx: Tx, driverId: string, at: Date, timeZone: string): Promise<void> {
  const day = todayIn(timeZone, at);
  const inspection = await inspectionOfDay(tx, driverId, day);
  if (!inspection) throw new HttpError(409, 'Answer the vehicle inspection before your first trip of the day', undefined, undefined, ['inspection_required']);
  if (!inspectionLetsDrive(statusOf(inspection))) {
    throw new HttpError(409, 'Your vehicle inspection found a fault: an administrator must clear it before you drive', undefined, undefined, ['inspection_failed']);
  }
}

/** The inspection a driver's day shows: theirs for that day, or none yet. */
export async function inspectionOfDriverDay(db: Database | Tx, driverId: string, date: string): Promise<Inspection | null> {
  const [inspection] = await findInspections(db, { driverIds: [driverId], date });
  return inspection ?? null;
}

