import { daysFromToday, todayIn } from '../../../domain/dates';
import { inspectionLetsDrive, inspectionStatusOf, type Inspection } from '../../../domain/inspection';
import type { Database } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { HttpError } from '../../errors';
import { findInspections, inspectionOfDay } from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** When a leg is served: its pickup, or for a leg without one its appointment. */
type LegTimes = Pick<JobRow, 'pickupTime' | 'appointmentTime'>;
/** How long after its time a leg of yesterday may still start on yesterday's inspection: a run through the night. */
const OVERNIGHT_RUN_MS = 8 * 3_600_000;

/**
 * Before a driver starts a leg, the inspection must have passed or been cleared. It is judged by the server's
 * clock, never by the time a phone puts on its step (docs/decisions/078-server-clock-judges-gates.md): today's
 * inspection on the company's calendar, the vehicle's latest word, decides; without one, a leg of yesterday may go
 * on that day's while it is less than eight hours past its time (a run that crosses midnight, not a leg left over). 409 with the reason code, so the phone can show the checklist or
 * the fault.
 */
export async function assertInspected(
  tx: Tx,
  driverId: string,
  leg: LegTimes,
  timeZone: string,
  now = new Date(),
): Promise<void> {
  const today = todayIn(timeZone, now);
  const legTime = leg.pickupTime ?? leg.appointmentTime;
  const yesterday = daysFromToday(-1, { company: { timeZone }, now });
  const ofYesterday =
    legTime !== null &&
    todayIn(timeZone, legTime) === yesterday &&
    now.getTime() - legTime.getTime() < OVERNIGHT_RUN_MS;
  const inspection =
    (await inspectionOfDay(tx, driverId, today)) ??
    (ofYesterday ? await inspectionOfDay(tx, driverId, yesterday) : undefined);
  if (!inspection)
    throw new HttpError(409, 'Answer the vehicle inspection before your first trip of the day', undefined, undefined, [
      'inspection_required',
    ]);
  if (!inspectionLetsDrive(inspectionStatusOf(inspection))) {
    throw new HttpError(
      409,
      'Your vehicle inspection found a fault: an administrator must clear it before you drive',
      undefined,
      undefined,
      ['inspection_failed'],
    );
  }
}

/** The inspection a driver's day shows: theirs for that day, or none yet. */
export async function inspectionOfDriverDay(
  db: Database | Tx,
  driverId: string,
  date: string,
): Promise<Inspection | null> {
  const [inspection] = await findInspections(db, { driverIds: [driverId], date });
  return inspection ?? null;
}
