import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  jobs,
  riders,
  standingOrderRuns,
  standingOrders,
  type StandingOrderRow,
  type StandingOrderRunRow,
} from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

export type { StandingOrderRunRow };
export type NewJob = typeof jobs.$inferInsert;
type RunValues = typeof standingOrderRuns.$inferInsert;

/**
 * Takes the transaction's advisory lock on the key: waiting for it, or answering false at once when another
 * transaction holds it.
 */
export async function takeLock(tx: Tx, key: number, wait: boolean): Promise<boolean> {
  const [lock] = rowsOf<{ locked: boolean }>(
    await tx.execute(
      wait
        ? sql`select true as locked from pg_advisory_xact_lock(${key})`
        : sql`select pg_try_advisory_xact_lock(${key}) as locked`,
    ),
  );
  return Boolean(lock?.locked);
}

/** The active orders, or only this one when it is active. */
export function activeOrders(tx: Tx, orderId?: string): Promise<StandingOrderRow[]> {
  return tx
    .select()
    .from(standingOrders)
    .where(and(eq(standingOrders.status, 'active'), orderId ? eq(standingOrders.id, orderId) : undefined));
}

/** The rider's name and phone, which the order's jobs carry. */
export async function riderContact(tx: Tx, riderId: string) {
  const [rider] = await tx
    .select({ fullName: riders.fullName, phone: riders.phone })
    .from(riders)
    .where(eq(riders.id, riderId))
    .limit(1);
  return rider;
}

/** Inserts the job unless the order already has it (a unique key): answers the id of the one made, or nothing. */
export function insertJobUnlessMade(tx: Tx, job: NewJob): Promise<{ id: string }[]> {
  return tx.insert(jobs).values(job).onConflictDoNothing().returning({ id: jobs.id });
}

export async function findJob(tx: Reader, id: string) {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return job;
}

export async function clearJobAuthorization(tx: Tx, id: string): Promise<void> {
  await tx.update(jobs).set({ authorizationId: null }).where(eq(jobs.id, id));
}

/** The order's outbound job of the day, which its return belongs to. */
export async function outboundOf(tx: Reader, orderId: string, date: string): Promise<{ id: string } | undefined> {
  const [outbound] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.standingOrderId, orderId), eq(jobs.serviceDate, date), eq(jobs.leg, 'outbound')))
    .limit(1);
  return outbound;
}

export async function insertRun(db: Database | Tx, run: RunValues): Promise<StandingOrderRunRow> {
  const [row] = await db.insert(standingOrderRuns).values(run).returning();
  return row!;
}

/** The latest runs, newest first. */
export function latestRunRows(db: Reader, limit: number): Promise<StandingOrderRunRow[]> {
  return db.select().from(standingOrderRuns).orderBy(desc(standingOrderRuns.startedAt)).limit(limit);
}
