import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { todayIn } from '../../../domain/dates';
import type { Page } from '../../../domain/page';
import { oneLineAddress } from '../../../domain/place';
import type { Holiday, PlannedTrip, StandingOrder, StandingOrderBody } from '../../../domain/standing-order';
import type { Database } from '../../db/client';
import { allOf, cursorAt, decodeCursor, keysetAfter, keysetOrder, toPage } from '../../db/pagination';
import { companyHolidays, jobs, riders, standingOrders, type StandingOrderRow } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import type { LocatedTrip } from '../../stored-place';
import { generateJobs } from './generator';
import { loadPolicies } from '../policies/service';
import { plannedTrips } from './recurrence';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Tx | Database;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toStandingOrder(row: StandingOrderRow & { riderName: string }): StandingOrder {
  return {
    id: row.id,
    riderId: row.riderId,
    riderName: row.riderName,
    referralId: row.referralId,
    levelOfService: row.levelOfService,
    escortCount: row.escortCount,
    pickupPlace: row.pickupPlace,
    dropoffPlace: row.dropoffPlace,
    pickupAddress: oneLineAddress(row.pickupPlace),
    dropoffAddress: oneLineAddress(row.dropoffPlace),
    daysOfWeek: row.daysOfWeek,
    startDate: row.startDate,
    endDate: row.endDate,
    occurrences: row.occurrences,
    pickupTime: row.pickupTime.slice(0, 5),
    dropoffTime: row.dropoffTime.slice(0, 5),
    appointmentTime: row.appointmentTime?.slice(0, 5) ?? null,
    returnTrip: row.returnTrip,
    returnPickupTime: row.returnPickupTime?.slice(0, 5) ?? null,
    returnDropoffTime: row.returnDropoffTime?.slice(0, 5) ?? null,
    jobRate: row.jobRate,
    rideNotes: row.rideNotes,
    authorizationNumber: row.authorizationNumber,
    skippedDates: row.skippedDates,
    status: row.status,
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const withRider = { order: standingOrders, riderName: riders.fullName };
const flatten = (row: { order: StandingOrderRow; riderName: string }) =>
  toStandingOrder({ ...row.order, riderName: row.riderName });

export async function standingOrderById(db: Reader, id: string): Promise<StandingOrder> {
  const [row] = await db
    .select(withRider)
    .from(standingOrders)
    .innerJoin(riders, eq(riders.id, standingOrders.riderId))
    .where(eq(standingOrders.id, id))
    .limit(1);
  if (!row) throw notFound();
  return flatten(row);
}

/** GET /api/standing-orders: newest first, active and ended alike. */
export async function listStandingOrders(
  db: Database,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<StandingOrder>> {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const rows = await db
    .select({ ...withRider, cursorAt: cursorAt(standingOrders.createdAt), id: standingOrders.id })
    .from(standingOrders)
    .innerJoin(riders, eq(riders.id, standingOrders.riderId))
    .where(allOf(after && keysetAfter(standingOrders.createdAt, standingOrders.id, after.at, after.id)))
    .orderBy(...keysetOrder(standingOrders.createdAt, standingOrders.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, flatten);
}

async function assertRider(tx: Reader, riderId: string) {
  const [rider] = await tx.select({ id: riders.id }).from(riders).where(eq(riders.id, riderId)).limit(1);
  if (!rider) throw new HttpError(400, 'Please correct the highlighted fields', { riderId: 'No such rider' });
}

function orderColumns(input: StandingOrderBody, trip: LocatedTrip) {
  const { pickupPlace: _p, dropoffPlace: _d, ...rest } = input;
  return { ...rest, jobRate: Number(input.jobRate).toFixed(2), pickupPlace: trip.pickup, dropoffPlace: trip.dropoff };
}

export async function createStandingOrder(
  db: Database,
  input: StandingOrderBody,
  trip: LocatedTrip,
  userId: string,
  timeZone: string,
): Promise<StandingOrder> {
  const id = await db.transaction(async (tx) => {
    await assertRider(tx, input.riderId);
    const [row] = await tx
      .insert(standingOrders)
      .values({ ...orderColumns(input, trip), createdByUserId: userId })
      .returning({ id: standingOrders.id });
    return row!.id;
  });
  await generateJobs(db, { trigger: 'order_saved', orderId: id, timeZone });
  return standingOrderById(db, id);
}

/**
 * The order's jobs a change may rewrite: from today on, still pending and unassigned. Assigned, started and done
 * jobs, and the past, stay as they were (docs/decisions/048-standing-orders.md).
 */
function rewritable(orderId: string, timeZone: string) {
  const today = todayIn(timeZone);
  return and(
    eq(jobs.standingOrderId, orderId),
    eq(jobs.status, 'pending'),
    isNull(jobs.assignedDriverId),
    sql`${jobs.serviceDate} >= ${today}`,
    or(isNull(jobs.pickupTime), gt(jobs.pickupTime, new Date())),
  );
}

/** An edit rewrites the future pending unassigned jobs: they are made again from the order as it now is. */
export async function updateStandingOrder(
  db: Database,
  id: string,
  input: StandingOrderBody,
  trip: LocatedTrip,
  timeZone: string,
): Promise<StandingOrder> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(standingOrders).where(eq(standingOrders.id, id)).for('update').limit(1);
    if (!current) throw notFound();
    if (current.status === 'ended') throw conflict('An ended standing order cannot be changed; make a new one');
    await assertRider(tx, input.riderId);
    await tx
      .update(standingOrders)
      .set({ ...orderColumns(input, trip), updatedAt: new Date() })
      .where(eq(standingOrders.id, id));
    const stale = await tx.select({ id: jobs.id }).from(jobs).where(rewritable(id, timeZone));
    if (stale.length > 0)
      await tx.delete(jobs).where(
        inArray(
          jobs.id,
          stale.map((j) => j.id),
        ),
      );
  });
  await generateJobs(db, { trigger: 'order_saved', orderId: id, timeZone });
  // A return kept (assigned) whose outbound was made again finds it.
  await db.execute(sql`
    update ${jobs} as r set return_of_job_id = o.id
    from ${jobs} as o
    where r.standing_order_id = ${id} and r.leg = 'return' and r.return_of_job_id is null
      and o.standing_order_id = r.standing_order_id and o.service_date = r.service_date and o.leg = 'outbound'`);
  return standingOrderById(db, id);
}

/** Ending an order cancels the same future jobs an edit would rewrite. */
export async function endStandingOrder(
  db: Database,
  id: string,
  userId: string,
  timeZone: string,
): Promise<StandingOrder> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(standingOrders).where(eq(standingOrders.id, id)).for('update').limit(1);
    if (!current) throw notFound();
    if (current.status === 'ended') return;
    const now = new Date();
    await tx
      .update(standingOrders)
      .set({ status: 'ended', endedAt: now, updatedAt: now })
      .where(eq(standingOrders.id, id));
    await tx
      .update(jobs)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: 'other',
        cancelRequestedBy: 'dispatcher',
        cancelNote: 'Standing order ended',
        cancelledByUserId: userId,
        updatedAt: now,
      })
      .where(rewritable(id, timeZone));
  });
  return standingOrderById(db, id);
}

export async function previewStandingOrder(
  db: Database,
  input: StandingOrderBody,
  timeZone: string,
): Promise<{ trips: PlannedTrip[] }> {
  const holidays = new Set((await db.select({ date: companyHolidays.date }).from(companyHolidays)).map((h) => h.date));
  const today = todayIn(timeZone);
  const from = input.startDate > today ? input.startDate : today;
  return { trips: plannedTrips(input, holidays, from, (await loadPolicies(db)).trip.standingOrderDaysAhead, timeZone) };
}

export async function listHolidays(db: Database): Promise<Holiday[]> {
  return db
    .select({ date: companyHolidays.date, name: companyHolidays.name })
    .from(companyHolidays)
    .orderBy(companyHolidays.date);
}

export async function addHoliday(db: Database, holiday: Holiday): Promise<Holiday> {
  const [row] = await db
    .insert(companyHolidays)
    .values(holiday)
    .onConflictDoNothing()
    .returning({ date: companyHolidays.date, name: companyHolidays.name });
  if (!row) throw conflict('That date is already a holiday', { date: 'That date is already a holiday' });
  return row;
}

export async function removeHoliday(db: Database, date: string): Promise<void> {
  const gone = await db
    .delete(companyHolidays)
    .where(eq(companyHolidays.date, date))
    .returning({ date: companyHolidays.date });
  if (gone.length === 0) throw notFound();
}
