import { and, asc, eq, gte, inArray, isNull, ne } from 'drizzle-orm';
import type { AvailabilityInput, ShiftRequestInput } from '../../../domain/availability';
import { ASSIGNABLE_DRIVER_STATUSES } from '../../../domain/job';
import type { Place } from '../../../domain/place';
import type { Database } from '../../db/client';
import { driverAvailability, driverClock, drivers, shiftExceptions } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ExceptionRow = typeof shiftExceptions.$inferSelect;
export type AvailabilityRow = typeof driverAvailability.$inferSelect;

/** The driver whose availability this is: whose account, and whether the driver exists at all. */
export async function driverOwner(db: Reader, driverId: string) {
  const [row] = await db
    .select({ id: drivers.id, userId: drivers.userId, fullName: drivers.fullName })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  return row;
}

export async function availabilityRow(db: Reader, driverId: string): Promise<AvailabilityRow | undefined> {
  const [row] = await db.select().from(driverAvailability).where(eq(driverAvailability.driverId, driverId)).limit(1);
  return row;
}

/** A driver's exceptions from a day on, by date (declined requests too: the driver sees the answer). */
export function exceptionsFrom(db: Reader, driverId: string, from: string): Promise<ExceptionRow[]> {
  return db
    .select()
    .from(shiftExceptions)
    .where(and(eq(shiftExceptions.driverId, driverId), gte(shiftExceptions.date, from)))
    .orderBy(asc(shiftExceptions.date), asc(shiftExceptions.createdAt));
}

/**
 * The week and places, and the administrator's exceptions from a day on in place of the approved ones there: a
 * request for a date the administrator sets gives way to the administrator's entry; other requests stay to be
 * answered. Older exceptions stay as the record of what was.
 */
export async function saveAvailability(
  tx: Tx,
  driverId: string,
  input: AvailabilityInput & { startPlace: Place | null; endPlace: Place | null },
  { userId, from }: { userId: string; from: string },
): Promise<void> {
  const values = { week: input.week, startPlace: input.startPlace, endPlace: input.endPlace, updatedByUserId: userId };
  await tx
    .insert(driverAvailability)
    .values({ driverId, ...values })
    .onConflictDoUpdate({ target: driverAvailability.driverId, set: { ...values, updatedAt: new Date() } });
  await tx
    .delete(shiftExceptions)
    .where(
      and(
        eq(shiftExceptions.driverId, driverId),
        gte(shiftExceptions.date, from),
        eq(shiftExceptions.status, 'approved'),
      ),
    );
  const dates = input.exceptions.map((e) => e.date);
  if (dates.length > 0)
    await tx
      .delete(shiftExceptions)
      .where(
        and(
          eq(shiftExceptions.driverId, driverId),
          inArray(shiftExceptions.date, dates),
          eq(shiftExceptions.status, 'requested'),
        ),
      );
  if (input.exceptions.length > 0)
    await tx.insert(shiftExceptions).values(
      input.exceptions.map((e) => ({
        driverId,
        ...e,
        status: 'approved' as const,
        decidedByUserId: userId,
        decidedAt: new Date(),
      })),
    );
}

/** A driver's request; undefined when a change for that day already stands or waits (one per day). */
export async function insertRequest(
  db: Pick<Database, 'insert'>,
  driverId: string,
  input: ShiftRequestInput,
): Promise<ExceptionRow | undefined> {
  const [row] = await db
    .insert(shiftExceptions)
    .values({ driverId, ...input, status: 'requested', requestedByDriver: true })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Answers a waiting request; undefined when there is none by that id for that driver. */
export async function decideRequest(
  db: Pick<Database, 'update'>,
  { driverId, requestId, approve, userId }: { driverId: string; requestId: string; approve: boolean; userId: string },
): Promise<ExceptionRow | undefined> {
  const [row] = await db
    .update(shiftExceptions)
    .set({
      status: approve ? 'approved' : 'declined',
      decidedByUserId: userId,
      decidedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(shiftExceptions.id, requestId),
        eq(shiftExceptions.driverId, driverId),
        eq(shiftExceptions.status, 'requested'),
      ),
    )
    .returning();
  return row;
}

/** The drivers who may take jobs, or the ones named, with their week and places (null when none is on file). */
export async function driversWithWeeks(db: Reader, which: readonly string[] | 'assignable') {
  if (which !== 'assignable' && which.length === 0) return [];
  return db
    .select({
      driverId: drivers.id,
      fullName: drivers.fullName,
      week: driverAvailability.week,
      startPlace: driverAvailability.startPlace,
      endPlace: driverAvailability.endPlace,
    })
    .from(drivers)
    .leftJoin(driverAvailability, eq(driverAvailability.driverId, drivers.id))
    .where(
      which === 'assignable'
        ? inArray(drivers.status, [...ASSIGNABLE_DRIVER_STATUSES])
        : inArray(drivers.id, [...which]),
    )
    .orderBy(asc(drivers.fullName), asc(drivers.id));
}

/** The exceptions standing or waiting on some days for some drivers. */
export function exceptionsOn(db: Reader, driverIds: readonly string[], dates: readonly string[]) {
  if (driverIds.length === 0 || dates.length === 0) return Promise.resolve([] as ExceptionRow[]);
  return db
    .select()
    .from(shiftExceptions)
    .where(
      and(
        inArray(shiftExceptions.driverId, [...driverIds]),
        inArray(shiftExceptions.date, [...dates]),
        ne(shiftExceptions.status, 'declined'),
      ),
    );
}

export type ClockRow = typeof driverClock.$inferSelect;

/** Clocks the driver in for the day unless they already are (a retry, or the inspection after the button). */
export async function insertClockIn(
  db: Pick<Database, 'insert'>,
  { driverId, date, at }: { driverId: string; date: string; at: Date },
): Promise<void> {
  await db.insert(driverClock).values({ driverId, serviceDate: date, clockedInAt: at }).onConflictDoNothing();
}

/** Clocks the driver out of a day they clocked in to and have not clocked out of yet. */
export async function updateClockOut(
  db: Pick<Database, 'update'>,
  { driverId, date, at }: { driverId: string; date: string; at: Date },
): Promise<void> {
  await db
    .update(driverClock)
    .set({ clockedOutAt: at })
    .where(
      and(eq(driverClock.driverId, driverId), eq(driverClock.serviceDate, date), isNull(driverClock.clockedOutAt)),
    );
}

export function clockRows(db: Reader, driverIds: readonly string[], date: string): Promise<ClockRow[]> {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(driverClock)
    .where(and(inArray(driverClock.driverId, [...driverIds]), eq(driverClock.serviceDate, date)));
}
