import { todayIn } from '../../../domain/dates';
import type { StandingOrderRun } from '../../../domain/standing-order';
import type { Database } from '../../db/client';
import {
  activeOrders,
  clearJobAuthorization,
  findJob,
  insertJobUnlessMade,
  insertRun,
  latestRunRows,
  outboundOf,
  riderContact,
  takeLock,
  type StandingOrderRunRow,
} from './generation-repository';
import { holidayDates, type StandingOrderRow } from './repository';
import { oneLineAddress } from '../../../domain/place';
import { loadPolicies } from '../policies/service';
import { authorizationProblemOf, holdAuthorization } from '../authorizations/service';
import { addDays, orderTrips } from '../../../domain/standing-order-dates';

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
  const rider = await riderContact(tx, order.riderId);
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
    payerId: order.payerId,
    authorizationId: order.authorizationId,
    status: 'pending' as const,
  };
  // The order's authorization, locked as a booking locks it (docs/decisions/069-authorizations.md).
  const auth = await holdAuthorization(tx, order.authorizationId);
  // A trip the authorization does not cover (its dates, its trips used up) is still made, for the rider needs
  // the ride, but without it: the dispatcher sees it wants a new authorization when it is next saved.
  const uncover = async (ids: { id: string }[]) => {
    for (const { id } of ids) {
      const job = await findJob(tx, id);
      if (job && auth && (await authorizationProblemOf(tx, job, auth, timeZone))) await clearJobAuthorization(tx, id);
    }
  };
  let made = 0;
  // The same trips the form's preview lists (src/domain/standing-order-dates.ts).
  for (const { date, skipped, legs } of orderTrips(order, holidays, {
    from: today,
    until: addDays(today, daysAhead - 1),
    now,
    timeZone,
  })) {
    if (skipped) continue;
    const [outbound, back] = legs;
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
    const inserted = await insertJobUnlessMade(tx, there);
    await uncover(inserted);
    made += inserted.length;
    if (!back) continue;
    const existing = inserted.length ? inserted[0] : await outboundOf(tx, order.id, date);
    const returned = await insertJobUnlessMade(tx, {
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
    });
    await uncover(returned);
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
      if (!(await takeLock(tx, GENERATION_LOCK, waits))) return null;
      const orders = await activeOrders(tx, options.orderId);
      const holidays = new Set(await holidayDates(tx));
      let made = 0;
      for (const order of orders) made += await generateFor(tx, order, holidays, now, options.timeZone, daysAhead);
      const run = await insertRun(tx, {
        trigger: options.trigger,
        startedAt: now,
        finishedAt: new Date(),
        ordersSeen: orders.length,
        jobsCreated: made,
      });
      return toRun(run);
    });
  } catch (error) {
    // The run's jobs rolled back with it; the run itself is recorded with what went wrong, for the administrator.
    const run = await insertRun(db, {
      trigger: options.trigger,
      startedAt: now,
      finishedAt: new Date(),
      error: error instanceof Error ? error.message.slice(0, 500) : 'Generation failed',
    });
    return toRun(run);
  }
}

export async function latestRuns(db: Database, limit = 20): Promise<StandingOrderRun[]> {
  return (await latestRunRows(db, limit)).map(toRun);
}
