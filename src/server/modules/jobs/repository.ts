import { and, asc, eq, getTableColumns, gte, isNull, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Job, JobListItem, jobSchema } from '../../../domain/job';
import { oneLineAddress, type Place } from '../../../domain/place';
import type { DriverStatus, JobStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { dayEnd, dayStart } from '../../db/day-bounds';
import {
  allOf,
  cursorAt,
  decodeCursor,
  keysetAfter,
  keysetAscendingAfter,
  keysetOrder,
  toPage,
} from '../../db/pagination';
import { inline, placeholders, preparedOnce, type Bind } from '../../db/prepared';
import { drivers, jobs, riders, type JobRow } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const withDriverName = { ...getTableColumns(jobs), assignedDriverName: drivers.fullName };
type JobWithDriver = JobRow & { assignedDriverName: string | null };

/**
 * An instant read as UTC wall-clock text ('2026-11-24 13:30:00.5') and written as the API writes it
 * ('2026-11-24T13:30:00.500Z') with string work only, so a page of jobs makes no Date objects.
 */
const utcText = (column: AnyColumn) =>
  sql<string>`(${column} at time zone 'UTC')::text`.mapWith((text: string) => {
    const [date, time] = text.split(' ');
    const [clock, fraction = ''] = time!.split('.');
    return `${date}T${clock}.${(fraction + '000').slice(0, 3)}Z`;
  });

/**
 * What a list reads (docs/decisions/046-job-lists-answer-one-line-places.md): not the structured places, which
 * only the job on its own answers, and its instants already as text.
 */
const { pickupPlace: _pickup, dropoffPlace: _dropoff, ...listFields } = withDriverName;
export const listColumns = {
  ...listFields,
  ...Object.fromEntries(
    (
      [
        'pickupTime',
        'dropoffTime',
        'appointmentTime',
        'acceptedAt',
        'declinedAt',
        'startedAt',
        'completedAt',
        'arrivedAt',
        'pickedUpAt',
        'noShowAt',
        'cancelledAt',
        'riderConfirmedAt',
        'createdAt',
        'updatedAt',
      ] as const
    ).map((key) => [key, utcText(jobs[key])]),
  ),
} as unknown as typeof listFields;
type JobListRow = Omit<JobWithDriver, 'pickupPlace' | 'dropoffPlace'>;

/** A row's instant: a Date from a plain read, already text from a list read. */
const iso = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : d.toISOString());

export function toJob(row: JobWithDriver & { returnJobId: string | null }): Job {
  return {
    ...toJobListItem(row),
    pickupPlace: row.pickupPlace,
    dropoffPlace: row.dropoffPlace,
    returnJobId: row.returnJobId,
    serviceDate: row.serviceDate,
    riderReadyAt: iso(row.riderReadyAt),
    arrivalLocation:
      row.arrivalLat !== null && row.arrivalLng !== null
        ? { lat: row.arrivalLat, lng: row.arrivalLng, accuracyMeters: row.arrivalAccuracyMeters }
        : null,
    cancelRequestedBy: row.cancelRequestedBy,
    cancelNote: row.cancelNote,
    payerId: row.payerId,
    authorizationId: row.authorizationId,
  };
}

export function toJobListItem(row: JobListRow): JobListItem {
  return {
    id: row.id,
    patientName: row.patientName,
    patientPhone: row.patientPhone,
    pickupAddress: row.pickupAddress,
    dropoffAddress: row.dropoffAddress,
    riderId: row.riderId,
    brokerTripId: row.brokerTripId,
    levelOfService: row.levelOfService,
    escortCount: row.escortCount,
    rideNotes: row.rideNotes,
    leg: row.leg,
    returnOfJobId: row.returnOfJobId,
    willCall: row.willCall,
    appointmentTime: iso(row.appointmentTime),
    standingOrderId: row.standingOrderId,
    pickupTime: iso(row.pickupTime),
    dropoffTime: iso(row.dropoffTime),
    jobRate: row.jobRate,
    status: row.status,
    assignedDriverId: row.assignedDriverId,
    assignedDriverName: row.assignedDriverName,
    referralId: row.referralId,
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    arrivedAt: iso(row.arrivedAt),
    pickedUpAt: iso(row.pickedUpAt),
    noShowAt: iso(row.noShowAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    lateCancellation: row.lateCancellation,
    sameDayCancellation: row.sameDayCancellation,
    cancelledByText: row.cancelledByText,
    riderConfirmedAt: iso(row.riderConfirmedAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

const returnLeg = alias(jobs, 'return_leg');

export async function findJob(db: Reader, id: string) {
  const [row] = await db
    .select({ ...withDriverName, returnJobId: returnLeg.id })
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .leftJoin(returnLeg, eq(returnLeg.returnOfJobId, jobs.id))
    .where(eq(jobs.id, id))
    .limit(1);
  return row;
}

export interface JobFilter {
  status?: JobStatus | undefined;
  driverId?: string | undefined;
  date?: string | undefined;
  /** From jobSearchPatterns: the rider's name or phone digits to match. */
  qName?: string | undefined;
  qDigits?: string | undefined;
  timeZone: string;
  limit: number;
  cursor?: string | undefined;
}

/** The admin's job list: built with inline values here (list-plans.test.ts EXPLAINs it), prepared by listJobs. */
export function jobListQuery(db: Database, filter: JobFilter, bind: Bind = inline) {
  const after = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  return db
    .select({ ...listColumns, cursorAt: cursorAt(jobs.createdAt) })
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .where(
      allOf(
        filter.status && eq(jobs.status, bind('status', filter.status)),
        filter.driverId && eq(jobs.assignedDriverId, bind('driverId', filter.driverId)),
        filter.date &&
          and(
            gte(jobs.pickupTime, dayStart(bind('date', filter.date), bind('timeZone', filter.timeZone))),
            lt(jobs.pickupTime, dayEnd(bind('date', filter.date), bind('timeZone', filter.timeZone))),
          ),
        filter.qName &&
          or(
            sql`lower(${jobs.patientName}) like ${bind('qName', filter.qName)}`,
            sql`lower(${jobs.brokerTripId}) like ${bind('qName', filter.qName)}`,
            filter.qDigits
              ? sql`regexp_replace(${jobs.patientPhone}, '[^0-9]', '', 'g') like ${bind('qDigits', filter.qDigits)}`
              : undefined,
          ),
        after && keysetAfter(jobs.createdAt, jobs.id, bind('cursorAt', after.at), bind('cursorId', after.id)),
      ),
    )
    .orderBy(...keysetOrder(jobs.createdAt, jobs.id))
    .limit(bind('limit', filter.limit + 1) as number);
}

/** One prepared statement per combination of filters (at most 64), reused by every page of every admin. */
export async function listJobs(db: Database, filter: JobFilter) {
  const shape = (['status', 'driverId', 'date', 'qName', 'qDigits', 'cursor'] as const)
    .filter((key) => filter[key])
    .join('_');
  const after = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  const statement = preparedOnce(db, `jobs_list_${shape}`, (name) =>
    jobListQuery(db, filter, placeholders).prepare(name),
  );
  const rows = await statement.execute({
    ...filter,
    cursorAt: after?.at,
    cursorId: after?.id,
    limit: filter.limit + 1,
  });
  return toPage(rows, filter.limit, toJobListItem);
}

/** A driver's jobs, soonest pickup first (the index on driver, pickup time, id serves it). */
export function driverJobListQuery(
  db: Database,
  driverId: string,
  limit: number,
  cursor?: string,
  bind: Bind = inline,
) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  return db
    .select({ ...listColumns, cursorAt: cursorAt(jobs.pickupTime) })
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .where(
      allOf(
        eq(jobs.assignedDriverId, bind('driverId', driverId)),
        after && keysetAscendingAfter(jobs.pickupTime, jobs.id, bind('cursorAt', after.at), bind('cursorId', after.id)),
      ),
    )
    .orderBy(jobs.pickupTime, jobs.id)
    .limit(bind('limit', limit + 1) as number);
}

export async function listDriverJobs(db: Database, driverId: string, limit: number, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const statement = preparedOnce(db, `driver_jobs_${after ? 'next' : 'first'}`, (name) =>
    driverJobListQuery(db, driverId, limit, cursor, placeholders).prepare(name),
  );
  const rows = await statement.execute({ driverId, cursorAt: after?.at, cursorId: after?.id, limit: limit + 1 });
  return toPage(rows, limit, toJobListItem);
}

/**
 * The columns a job's form fills in, as stored: money to two decimals, times as instants, each place structured
 * and also on one line (lists, PDFs and older screens read the line).
 */
export function jobColumns(input: z.output<typeof jobSchema>, places: { pickup: Place; dropoff: Place }) {
  return {
    patientName: input.patientName,
    patientPhone: input.patientPhone,
    levelOfService: input.levelOfService,
    escortCount: input.escortCount,
    pickupPlace: places.pickup,
    dropoffPlace: places.dropoff,
    pickupAddress: oneLineAddress(places.pickup),
    dropoffAddress: oneLineAddress(places.dropoff),
    rideNotes: input.rideNotes,
    pickupTime: new Date(input.pickupTime),
    dropoffTime: new Date(input.dropoffTime),
    appointmentTime: input.appointmentTime ? new Date(input.appointmentTime) : null,
    jobRate: Number(input.jobRate).toFixed(2),
    assignedDriverId: input.assignedDriverId ?? null,
    payerId: input.payerId ?? null,
    authorizationId: input.authorizationId ?? null,
  };
}

export async function insertJob(tx: Tx, values: typeof jobs.$inferInsert): Promise<JobRow> {
  const [row] = await tx.insert(jobs).values(values).returning();
  return row!;
}

/** The job, locked until the transaction ends, so two changes to it run one after the other. */
export async function lockJob(tx: Tx, id: string): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update').limit(1);
  return row;
}

export async function writeJob(tx: Tx, id: string, values: Partial<typeof jobs.$inferInsert>): Promise<JobRow> {
  const [row] = await tx.update(jobs).set(values).where(eq(jobs.id, id)).returning();
  return row!;
}

export async function deleteJobRow(tx: Tx, id: string): Promise<JobRow | undefined> {
  const [row] = await tx.delete(jobs).where(eq(jobs.id, id)).returning();
  return row;
}

export async function driverStatusOf(db: Reader, driverId: string): Promise<DriverStatus | undefined> {
  const [driver] = await db.select({ status: drivers.status }).from(drivers).where(eq(drivers.id, driverId)).limit(1);
  return driver?.status;
}

export async function riderExists(db: Reader, riderId: string): Promise<boolean> {
  const [row] = await db.select({ id: riders.id }).from(riders).where(eq(riders.id, riderId)).limit(1);
  return Boolean(row);
}

/**
 * One day of a driver's run: their legs picked up that day on the company calendar, in pickup order, then the
 * will-call returns of that day's trips still waiting for their time.
 */
export async function driverDayLegs(
  db: Reader,
  driverId: string,
  date: string,
  timeZone: string,
): Promise<JobListItem[]> {
  const outbound = alias(jobs, 'outbound');
  const [start, end] = [dayStart(date, timeZone), dayEnd(date, timeZone)];
  const timed = await db
    .select(listColumns)
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .where(and(eq(jobs.assignedDriverId, driverId), gte(jobs.pickupTime, start), lt(jobs.pickupTime, end)))
    .orderBy(asc(jobs.pickupTime), asc(jobs.id));
  const waiting = await db
    .select(listColumns)
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .innerJoin(outbound, eq(outbound.id, jobs.returnOfJobId))
    .where(
      and(
        eq(jobs.assignedDriverId, driverId),
        isNull(jobs.pickupTime),
        gte(outbound.pickupTime, start),
        lt(outbound.pickupTime, end),
      ),
    )
    .orderBy(asc(outbound.pickupTime), asc(jobs.id));
  return [...timed, ...waiting].map(toJobListItem);
}

/**
 * The legs a rider's reply could be about (docs/decisions/113-rider-replies.md): not cancelled or over, picked up from
 * `from` until the end of `lastDay`, by pickup time, with the phones that may answer for them: the leg's own and,
 * when the rider asked for copies, the caregiver's.
 */
export function legsOpenForReply(tx: Tx, from: Date, lastDay: string, timeZone: string) {
  return tx
    .select({
      id: jobs.id,
      patientPhone: jobs.patientPhone,
      caregiverPhone: sql<
        string | null
      >`case when ${riders.alternateContactGetsTexts} then ${riders.alternateContactPhone} end`,
    })
    .from(jobs)
    .leftJoin(riders, eq(riders.id, jobs.riderId))
    .where(
      and(
        gte(jobs.pickupTime, from),
        lt(jobs.pickupTime, dayEnd(lastDay, timeZone)),
        sql`${jobs.status} in ('pending', 'accepted', 'declined', 'in_progress')`,
      ),
    )
    .orderBy(asc(jobs.pickupTime), asc(jobs.id));
}

/** A leg's return leg, locked, if it has one. */
export async function lockReturnOf(tx: Tx, id: string): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.returnOfJobId, id)).for('update').limit(1);
  return row;
}
