import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { todayIn } from '../../../domain/dates';
import type { Holiday } from '../../../domain/standing-order';
import type { Database } from '../../db/client';
import { allOf, cursorAt, decodeCursor, keysetAfter, keysetOrder } from '../../db/pagination';
import { companyHolidays, jobs, riders, standingOrders, type StandingOrderRow } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

export type { StandingOrderRow };
type OrderValues = typeof standingOrders.$inferInsert;
/** What an order's change writes on its future jobs. */
export type JobPatch = Partial<typeof jobs.$inferInsert>;

const withRider = { order: standingOrders, riderName: riders.fullName };

/** The order with its rider's name, or undefined. */
export async function findStandingOrder(db: Reader, id: string) {
  const [row] = await db
    .select(withRider)
    .from(standingOrders)
    .innerJoin(riders, eq(riders.id, standingOrders.riderId))
    .where(eq(standingOrders.id, id))
    .limit(1);
  return row;
}

/** One page of orders, newest first, with the extra row that tells whether another page follows. */
export function standingOrderPageRows(db: Reader, page: { limit: number; cursor?: string | undefined }) {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  return db
    .select({ ...withRider, cursorAt: cursorAt(standingOrders.createdAt), id: standingOrders.id })
    .from(standingOrders)
    .innerJoin(riders, eq(riders.id, standingOrders.riderId))
    .where(allOf(after && keysetAfter(standingOrders.createdAt, standingOrders.id, after.at, after.id)))
    .orderBy(...keysetOrder(standingOrders.createdAt, standingOrders.id))
    .limit(page.limit + 1);
}

export async function riderExists(db: Reader, riderId: string): Promise<boolean> {
  const [rider] = await db.select({ id: riders.id }).from(riders).where(eq(riders.id, riderId)).limit(1);
  return Boolean(rider);
}

export async function insertStandingOrder(tx: Tx, values: OrderValues): Promise<string> {
  const [row] = await tx.insert(standingOrders).values(values).returning({ id: standingOrders.id });
  return row!.id;
}

/** The order, locked for the change, or undefined. */
export async function lockStandingOrder(tx: Tx, id: string): Promise<StandingOrderRow | undefined> {
  const [current] = await tx.select().from(standingOrders).where(eq(standingOrders.id, id)).for('update').limit(1);
  return current;
}

export async function writeStandingOrder(tx: Tx, id: string, values: Partial<OrderValues>): Promise<void> {
  await tx.update(standingOrders).set(values).where(eq(standingOrders.id, id));
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

/** Deletes the order's rewritable jobs, so they can be made again from the order as it now is. */
export async function deleteRewritableJobs(tx: Tx, orderId: string, timeZone: string): Promise<void> {
  const stale = await tx.select({ id: jobs.id }).from(jobs).where(rewritable(orderId, timeZone));
  if (stale.length > 0)
    await tx.delete(jobs).where(
      inArray(
        jobs.id,
        stale.map((j) => j.id),
      ),
    );
}

export async function writeRewritableJobs(tx: Tx, orderId: string, timeZone: string, patch: JobPatch): Promise<void> {
  await tx.update(jobs).set(patch).where(rewritable(orderId, timeZone));
}

/** The order's returns that lost their outbound (deleted and made again) find the outbound of their day. */
export async function relinkReturns(db: Database, orderId: string): Promise<void> {
  await db.execute(sql`
    update ${jobs} as r set return_of_job_id = o.id
    from ${jobs} as o
    where r.standing_order_id = ${orderId} and r.leg = 'return' and r.return_of_job_id is null
      and o.standing_order_id = r.standing_order_id and o.service_date = r.service_date and o.leg = 'outbound'`);
}

/** The company's holidays' dates, on which no order makes a trip. */
export async function holidayDates(db: Reader): Promise<string[]> {
  return (await db.select({ date: companyHolidays.date }).from(companyHolidays)).map((h) => h.date);
}

export function holidayRows(db: Reader): Promise<Holiday[]> {
  return db
    .select({ date: companyHolidays.date, name: companyHolidays.name })
    .from(companyHolidays)
    .orderBy(companyHolidays.date);
}

/** The holiday added, or undefined when that date already was one. */
export async function insertHoliday(db: Database, holiday: Holiday): Promise<Holiday | undefined> {
  const [row] = await db
    .insert(companyHolidays)
    .values(holiday)
    .onConflictDoNothing()
    .returning({ date: companyHolidays.date, name: companyHolidays.name });
  return row;
}

/** Whether there was a holiday on that date to delete. */
export async function deleteHoliday(db: Database, date: string): Promise<boolean> {
  const gone = await db
    .delete(companyHolidays)
    .where(eq(companyHolidays.date, date))
    .returning({ date: companyHolidays.date });
  return gone.length > 0;
}
