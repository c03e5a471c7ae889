import type { SessionUser } from '../../../domain/auth';
import type {
  AvailabilityInput,
  AvailabilityRecord,
  DayAvailability,
  ShiftExceptionRecord,
  ShiftRequestInput,
} from '../../../domain/availability';
import type { ClockRecord } from '../../../domain/availability';
import { todayIn } from '../../../domain/dates';
import type { Place } from '../../../domain/place';
import { shiftOn, type Availability, type Shift } from '../../../domain/shift';
import { addDays } from '../../../domain/standing-order-dates';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { drivingDriver } from '../drivers/service';
import { storedPlace } from '../../stored-place';
import {
  availabilityRow,
  clockRows,
  insertClockIn,
  updateClockOut,
  decideRequest,
  driverOwner,
  driversWithWeeks,
  exceptionsFrom,
  exceptionsOn,
  insertRequest,
  saveAvailability,
  type ExceptionRow,
} from './repository';

/**
 * When drivers work (docs/decisions/117-availability.md): an administrator sets a driver's week, places and dated
 * changes; a driver asks for time off or a changed shift and an administrator answers; the board, the assignment
 * warnings and the route proposals read a day's shifts through shiftsOn.
 */

/** How far back a driver's record shows exceptions, and how far back an administrator's save replaces them. */
const KEPT_DAYS = 30;

/** The driver, for an administrator or that driver; another driver's record, like none at all, is "not found". */
async function driverFor(db: Database, user: SessionUser, driverId: string) {
  const driver = await driverOwner(db, driverId);
  if (!driver || (user.role !== 'admin' && driver.userId !== user.id)) throw notFound();
  return driver;
}

function toException(row: ExceptionRow): ShiftExceptionRecord {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind,
    start: row.start,
    end: row.end,
    note: row.note,
    status: row.status,
    requestedByDriver: row.requestedByDriver,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function readAvailability(
  db: Database,
  user: SessionUser,
  driverId: string,
  today: string,
): Promise<AvailabilityRecord> {
  await driverFor(db, user, driverId);
  const [row, exceptions] = await Promise.all([
    availabilityRow(db, driverId),
    exceptionsFrom(db, driverId, addDays(today, -KEPT_DAYS)),
  ]);
  return {
    driverId,
    onFile: (row?.week ?? null) !== null,
    week: row?.week ?? [],
    startPlace: row?.startPlace ?? null,
    endPlace: row?.endPlace ?? null,
    exceptions: exceptions.map(toException),
  };
}

/** An administrator's save: the places located before the transaction opens (a geocoder may take seconds). */
export async function setAvailability(
  db: Database,
  user: SessionUser,
  driverId: string,
  input: AvailabilityInput,
  today: string,
): Promise<AvailabilityRecord> {
  await driverFor(db, user, driverId);
  const [startPlace, endPlace] = await Promise.all([
    input.startPlace ? storedPlace(input.startPlace) : null,
    input.endPlace ? storedPlace(input.endPlace) : null,
  ]);
  await db.transaction((tx) =>
    saveAvailability(
      tx,
      driverId,
      { ...input, startPlace, endPlace },
      { userId: user.id, from: addDays(today, -KEPT_DAYS) },
    ),
  );
  return readAvailability(db, user, driverId, today);
}

/** A driver's own request, for today or later; one change per day. */
export async function requestChange(
  db: Database,
  user: SessionUser,
  driverId: string,
  input: ShiftRequestInput,
  today: string,
): Promise<ShiftExceptionRecord> {
  await driverFor(db, user, driverId);
  if (input.date < today) throw badRequest('Please correct the highlighted fields', { date: 'Choose today or later' });
  const row = await insertRequest(db, driverId, input);
  if (!row)
    throw conflict('There is already a change for this day', { date: 'There is already a change for this day' });
  return toException(row);
}

export async function answerRequest(
  db: Database,
  user: SessionUser,
  { driverId, requestId, approve }: { driverId: string; requestId: string; approve: boolean },
): Promise<ShiftExceptionRecord> {
  const row = await decideRequest(db, { driverId, requestId, approve, userId: user.id });
  if (!row) throw notFound('No request waiting with this id');
  return toException(row);
}

/** One driver's day as the board, the assignment warnings and the proposals read it. */
export interface DriverDay {
  driverId: string;
  fullName: string;
  onFile: boolean;
  /** Null when the driver does not work the day. */
  shift: Shift | null;
  /** The shift is the driver's own (a week on file, or a change that day), not the hours every driver is taken to work. */
  ownShift: boolean;
  timeOff: boolean;
  requested: boolean;
  startPlace: Place | null;
  /** The start place when no end place is set. */
  endPlace: Place | null;
}

/** The shifts of the drivers who may take jobs (or those named) on a company day. */
export async function shiftsOn(
  db: Pick<Database, 'select'>,
  {
    date,
    timeZone,
    drivers = 'assignable',
  }: { date: string; timeZone: string; drivers?: readonly string[] | 'assignable' },
): Promise<Map<string, DriverDay>> {
  const rows = await driversWithWeeks(db, drivers);
  const exceptions = await exceptionsOn(
    db,
    rows.map((r) => r.driverId),
    [date],
  );
  const days = new Map<string, DriverDay>();
  for (const row of rows) {
    const own = exceptions.filter((e) => e.driverId === row.driverId);
    const availability: Availability = { week: row.week, exceptions: own.filter((e) => e.status === 'approved') };
    days.set(row.driverId, {
      driverId: row.driverId,
      fullName: row.fullName,
      onFile: row.week !== null,
      shift: shiftOn(date, availability, timeZone),
      ownShift: row.week !== null || availability.exceptions.length > 0,
      timeOff: own.some((e) => e.status === 'approved' && e.kind === 'off'),
      requested: own.some((e) => e.status === 'requested'),
      startPlace: row.startPlace,
      endPlace: row.endPlace ?? row.startPlace,
    });
  }
  return days;
}

/** GET /api/availability?date=: the board's answer. */
export async function dayAvailability(db: Database, date: string, timeZone: string): Promise<DayAvailability> {
  const days = await shiftsOn(db, { date, timeZone });
  return {
    date,
    drivers: [...days.values()].map((d) => ({
      driverId: d.driverId,
      fullName: d.fullName,
      onFile: d.onFile,
      shiftStart: d.shift?.start.toISOString() ?? null,
      shiftEnd: d.shift?.end.toISOString() ?? null,
      timeOff: d.timeOff,
      requested: d.requested,
    })),
  };
}

type Writer = Pick<Database, 'insert' | 'update' | 'select'>;

/**
 * Clocks a driver in for a company day if they are not yet: the phone's button, and the day's vehicle inspection
 * (docs/decisions/118-clock-in.md), inside the caller's transaction.
 */
export function clockIn(db: Writer, driverId: string, date: string, at: Date): Promise<void> {
  return insertClockIn(db, { driverId, date, at });
}

/** The clock times of some drivers on a day, for the board's lanes and the manifest. */
export async function clocksOn(
  db: Pick<Database, 'select'>,
  driverIds: readonly string[],
  date: string,
): Promise<Map<string, { clockedInAt: Date; clockedOutAt: Date | null }>> {
  const rows = await clockRows(db, driverIds, date);
  return new Map(rows.map((r) => [r.driverId, { clockedInAt: r.clockedInAt, clockedOutAt: r.clockedOutAt }]));
}

/**
 * POST /api/drivers/me/clock: the signed-in driver clocks in or out of today on the company's calendar. Both are
 * kept once (a retry answers what is recorded); clocking out needs a clock-in first.
 */
export async function clockMe(
  db: Database,
  user: SessionUser,
  action: 'in' | 'out',
  timeZone: string,
  now = new Date(),
): Promise<ClockRecord> {
  const driver = await drivingDriver(db, user.id);
  const date = todayIn(timeZone, now);
  if (action === 'in') await insertClockIn(db, { driverId: driver.id, date, at: now });
  else {
    const [clock] = await clockRows(db, [driver.id], date);
    if (!clock) throw conflict('Clock in first', { action: 'Clock in first' });
    await updateClockOut(db, { driverId: driver.id, date, at: now });
  }
  return myClock(db, user, timeZone, now);
}

/** GET /api/drivers/me/clock: today's times of the signed-in driver. */
export async function myClock(
  db: Database,
  user: SessionUser,
  timeZone: string,
  now = new Date(),
): Promise<ClockRecord> {
  const driver = await drivingDriver(db, user.id);
  const date = todayIn(timeZone, now);
  const clock = (await clocksOn(db, [driver.id], date)).get(driver.id);
  return {
    date,
    clockedInAt: clock?.clockedInAt.toISOString() ?? null,
    clockedOutAt: clock?.clockedOutAt?.toISOString() ?? null,
  };
}
