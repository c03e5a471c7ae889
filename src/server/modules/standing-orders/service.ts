import { todayIn } from '../../../domain/dates';
import type { Page } from '../../../domain/page';
import { oneLineAddress } from '../../../domain/place';
import type { Holiday, PlannedTrip, StandingOrder, StandingOrderBody } from '../../../domain/standing-order';
import type { Database } from '../../db/client';
import { toPage } from '../../db/pagination';
import { conflict, HttpError, notFound } from '../../errors';
import type { LocatedTrip } from '../../stored-place';
import { generateJobs } from './generator';
import {
  deleteHoliday,
  deleteRewritableJobs,
  findStandingOrder,
  holidayDates,
  holidayRows,
  insertHoliday,
  insertStandingOrder,
  lockStandingOrder,
  relinkReturns,
  riderExists,
  standingOrderPageRows,
  writeRewritableJobs,
  writeStandingOrder,
  type StandingOrderRow,
} from './repository';
import { loadPolicies } from '../policies/service';
import { authorizationForOrder, checkOrderBilling } from '../authorizations/service';
import { addDays, plannedTrips } from '../../../domain/standing-order-dates';

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
    payerId: row.payerId,
    authorizationId: row.authorizationId,
    skippedDates: row.skippedDates,
    status: row.status,
    endedAt: iso(row.endedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const flatten = (row: { order: StandingOrderRow; riderName: string }) =>
  toStandingOrder({ ...row.order, riderName: row.riderName });

export async function standingOrderById(db: Reader, id: string): Promise<StandingOrder> {
  const row = await findStandingOrder(db, id);
  if (!row) throw notFound();
  return flatten(row);
}

/** GET /api/standing-orders: newest first, active and ended alike. */
export async function listStandingOrders(
  db: Database,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<StandingOrder>> {
  return toPage(await standingOrderPageRows(db, page), page.limit, flatten);
}

async function assertRider(tx: Reader, riderId: string) {
  if (!(await riderExists(tx, riderId)))
    throw new HttpError(400, 'Please correct the highlighted fields', { riderId: 'No such rider' });
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
    const authorizationId = await authorizationForOrder(tx, input);
    await checkOrderBilling(tx, { ...input, authorizationId });
    return insertStandingOrder(tx, { ...orderColumns(input, trip), authorizationId, createdByUserId: userId });
  });
  await generateJobs(db, { trigger: 'order_saved', orderId: id, timeZone });
  return standingOrderById(db, id);
}

/**
 * An edit rewrites the future pending unassigned jobs: they are made again from the order as it now is. Assigned,
 * started and done jobs, and the past, stay as they were (docs/decisions/048-standing-orders.md).
 */
export async function updateStandingOrder(
  db: Database,
  id: string,
  input: StandingOrderBody,
  trip: LocatedTrip,
  timeZone: string,
): Promise<StandingOrder> {
  await db.transaction(async (tx) => {
    const current = await lockStandingOrder(tx, id);
    if (!current) throw notFound();
    if (current.status === 'ended') throw conflict('An ended standing order cannot be changed; make a new one');
    await assertRider(tx, input.riderId);
    const authorizationId = await authorizationForOrder(tx, input);
    await checkOrderBilling(tx, { ...input, authorizationId });
    await writeStandingOrder(tx, id, { ...orderColumns(input, trip), authorizationId, updatedAt: new Date() });
    await deleteRewritableJobs(tx, id, timeZone);
  });
  await generateJobs(db, { trigger: 'order_saved', orderId: id, timeZone });
  // A return kept (assigned) whose outbound was made again finds it.
  await relinkReturns(db, id);
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
    const current = await lockStandingOrder(tx, id);
    if (!current) throw notFound();
    if (current.status === 'ended') return;
    const now = new Date();
    await writeStandingOrder(tx, id, { status: 'ended', endedAt: now, updatedAt: now });
    await writeRewritableJobs(tx, id, timeZone, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: 'other',
      cancelRequestedBy: 'dispatcher',
      cancelNote: 'Standing order ended',
      cancelledByUserId: userId,
      updatedAt: now,
    });
  });
  return standingOrderById(db, id);
}

export async function previewStandingOrder(
  db: Database,
  input: StandingOrderBody,
  timeZone: string,
): Promise<{ trips: PlannedTrip[] }> {
  const holidays = new Set(await holidayDates(db));
  const today = todayIn(timeZone);
  const from = input.startDate > today ? input.startDate : today;
  const days = (await loadPolicies(db)).trip.standingOrderDaysAhead;
  // The generator's own answer (src/domain/standing-order-dates.ts): a date whose pickup has passed is not listed, as it is not made.
  return { trips: plannedTrips(input, holidays, { from, until: addDays(from, days - 1), now: new Date(), timeZone }) };
}

export async function listHolidays(db: Database): Promise<Holiday[]> {
  return holidayRows(db);
}

export async function addHoliday(db: Database, holiday: Holiday): Promise<Holiday> {
  const row = await insertHoliday(db, holiday);
  if (!row) throw conflict('That date is already a holiday', { date: 'That date is already a holiday' });
  return row;
}

export async function removeHoliday(db: Database, date: string): Promise<void> {
  if (!(await deleteHoliday(db, date))) throw notFound();
}
