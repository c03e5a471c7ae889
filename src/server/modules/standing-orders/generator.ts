import { and, desc, eq, sql } from 'drizzle-orm';
import { todayIn } from '../../../domain/dates';
import type { StandingOrderRun } from '../../../domain/standing-order';
import type { Database } from '../../db/client';
import {
  companyHolidays,
  jobs,
  riders,
  standingOrderRuns,
  standingOrders,
  type StandingOrderRow,
  type StandingOrderRunRow,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { oneLineAddress } from '../../../domain/place';
import { loadPolicies } from '../policies/service';
import { addDays, legsOn, orderDates } from './recurrence';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type RunTrigger = StandingOrderRun['trigger'];

/** Only one instance generates at a time; another that finds the lock taken skips its run (docs/decisions/048-standing-orders.md). */
const GENERATION_LOCK = 727014;

export function toRun(row: StandingOrderRunRow): StandingOrderRun {
  return {
    id: row.id,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ordersSeen: row.ordersSeen,
    jobsCreated: row.jobsCreated,
    error: row.error,
  };
}

const oneLine = (place: StandingOrderRow['pickupPlace']) => oneLineAddress(place);

/** The jobs of one order from today for the policy's days; what already exists (a unique key) is left alone. Returns how many it made. */
async function generateFor(
  tx: Tx,
  order: StandingOrderRow,
  holidays: ReadonlySet<string>,
  now: Date,
  timeZone: string,
  daysAhead: number,
): Promise<number> {
  const today = todayIn(timeZone, now);
  const [rider] = await tx
    .select({ fullName: riders.fullName, phone: riders.phone })
    .from(riders)
    .where(eq(riders.id, order.riderId))
    .limit(1);
  if (!rider) return 0;
  const common = {
    patientName: rider.fullName,
    patientPhone: rider.phone,
    riderId: order.riderId,
    levelOfService: order.levelOfService,
    escortCount: order.escortCount,
    rideNotes: order.rideNotes,
    jobRate: order.jobRate,
    standingOrderId: order.id,
    status: 'pending' as const,
  };
  let made = 0;
  for (const { date, skipped } of orderDates(order, holidays, addDays(today, daysAhead - 1))) {
    if (skipped || date < today) continue;
    const [outbound, back] = legsOn(date, order, timeZone);
    // A trip whose pickup has already passed is not made after the fact.
    if (outbound!.pickupTime! <= now) continue;
    const there = {
      ...common,
      serviceDate: date,
      leg: 'outbound' as const,
      pickupPlace: order.pickupPlace,
      dropoffPlace: order.dropoffPlace,
      pickupAddress: oneLine(order.pickupPlace),
      dropoffAddress: oneLine(order.dropoffPlace),
      pickupTime: outbound!.pickupTime,
      dropoffTime: outbound!.dropoffTime,
      appointmentTime: outbound!.appointmentTime,
    };
    const inserted = await tx.insert(jobs).values(there).onConflictDoNothing().returning({ id: jobs.id });
    made += inserted.length;
    if (!back) continue;
    const [existing] = inserted.length
      ? inserted
      : await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.standingOrderId, order.id), eq(jobs.serviceDate, date), eq(jobs.leg, 'outbound')))
          .limit(1);
    const returned = await tx
      .insert(jobs)
      .values({
        ...common,
        serviceDate: date,
        leg: 'return',
        returnOfJobId: existing?.id ?? null,
        willCall: back.willCall,
        pickupPlace: order.dropoffPlace,
        dropoffPlace: order.pickupPlace,
        pickupAddress: oneLine(order.dropoffPlace),
        dropoffAddress: oneLine(order.pickupPlace),
        pickupTime: back.pickupTime,
        dropoffTime: back.dropoffTime,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    made += returned.length;
  }
  return made;
}

export interface GenerateOptions {
  trigger: RunTrigger;
  /** Only this order (after it is saved); every active order otherwise. */
  orderId?: string;
  now?: Date;
  timeZone: string;
  daysAhead?: number;
}

/**
 * One generation run: under the advisory lock, makes the jobs of the next days for the active orders and records
 * the run. Null when another instance holds the lock (that instance's run does the work).
 */
export async function generateJobs(db: Database, options: GenerateOptions): Promise<StandingOrderRun | null> {
  const now = options.now ?? new Date();
  const daysAhead = options.daysAhead ?? (await loadPolicies(db)).trip.standingOrderDaysAhead;
  try {
    return await db.transaction(async (tx) => {
      // A scheduled run skips while another instance generates; a saved order or "Run now" waits its turn, so an
      // order saved during a daily run still gets its trips at once.
      const waits = options.trigger === 'order_saved' || options.trigger === 'manual';
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(
          waits
            ? sql`select true as locked from pg_advisory_xact_lock(${GENERATION_LOCK})`
            : sql`select pg_try_advisory_xact_lock(${GENERATION_LOCK}) as locked`,
        ),
      );
      if (!lock?.locked) return null;
      const orders = await tx
        .select()
        .from(standingOrders)
        .where(
          and(
            eq(standingOrders.status, 'active'),
            options.orderId ? eq(standingOrders.id, options.orderId) : undefined,
          ),
        );
      const holidays = new Set(
        (await tx.select({ date: companyHolidays.date }).from(companyHolidays)).map((h) => h.date),
      );
      let made = 0;
      for (const order of orders) made += await generateFor(tx, order, holidays, now, options.timeZone, daysAhead);
      const [run] = await tx
        .insert(standingOrderRuns)
        .values({
          trigger: options.trigger,
          startedAt: now,
          finishedAt: new Date(),
          ordersSeen: orders.length,
          jobsCreated: made,
        })
        .returning();
      return toRun(run!);
    });
  } catch (error) {
    // The run's jobs rolled back with it; the run itself is recorded with what went wrong, for the administrator.
    const [run] = await db
      .insert(standingOrderRuns)
      .values({
        trigger: options.trigger,
        startedAt: now,
        finishedAt: new Date(),
        error: error instanceof Error ? error.message.slice(0, 500) : 'Generation failed',
      })
      .returning();
    return toRun(run!);
  }
}

export async function latestRuns(db: Database, limit = 20): Promise<StandingOrderRun[]> {
  return (await db.select().from(standingOrderRuns).orderBy(desc(standingOrderRuns.startedAt)).limit(limit)).map(toRun);
}
