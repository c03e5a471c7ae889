import { and, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Job, jobSchema } from '../../../domain/job';
import { oneLineAddress, type Place } from '../../../domain/place';
import type { DriverStatus, JobStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { allOf, cursorAt, decodeCursor, keysetAfter, keysetAscendingAfter, keysetOrder, toPage } from '../../db/pagination';
import { inline, placeholders, preparedOnce, type Bind } from '../../db/prepared';
import { drivers, jobs, riders, type JobRow } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const withDriverName = { ...getTableColumns(jobs), assignedDriverName: drivers.fullName };
type JobWithDriver = JobRow & { assignedDriverName: string | null };

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toJob(row: JobWithDriver): Job {
  return {
    id: row.id,
    patientName: row.patientName,
    patientPhone: row.patientPhone,
    pickupAddress: row.pickupAddress,
    dropoffAddress: row.dropoffAddress,
    riderId: row.riderId,
    levelOfService: row.levelOfService,
    escortCount: row.escortCount,
    pickupPlace: row.pickupPlace,
    dropoffPlace: row.dropoffPlace,
    rideNotes: row.rideNotes,
    pickupTime: row.pickupTime.toISOString(),
    dropoffTime: row.dropoffTime.toISOString(),
    jobRate: row.jobRate,
    status: row.status,
    assignedDriverId: row.assignedDriverId,
    assignedDriverName: row.assignedDriverName,
    referralId: row.referralId,
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findJob(db: Reader, id: string): Promise<JobWithDriver | undefined> {
  const [row] = await db.select(withDriverName).from(jobs).leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId)).where(eq(jobs.id, id)).limit(1);
  return row;
}

export interface JobFilter {
  status?: JobStatus | undefined;
  driverId?: string | undefined;
  date?: string | undefined;
  timeZone: string;
  limit: number;
  cursor?: string | undefined;
}

/** The day's bounds on the company's clock (decision 031), as instants. */
const dayStart = (date: unknown, timeZone: unknown) => sql`((${date}::date)::timestamp at time zone ${timeZone})`;
const dayEnd = (date: unknown, timeZone: unknown) => sql`(((${date}::date + 1))::timestamp at time zone ${timeZone})`;

/** The admin's job list: built with inline values here (list-plans.test.ts EXPLAINs it), prepared by listJobs. */
export function jobListQuery(db: Database, filter: JobFilter, bind: Bind = inline) {
  const after = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  return db
    .select({ ...withDriverName, cursorAt: cursorAt(jobs.createdAt) })
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
        after && keysetAfter(jobs.createdAt, jobs.id, bind('cursorAt', after.at), bind('cursorId', after.id)),
      ),
    )
    .orderBy(...keysetOrder(jobs.createdAt, jobs.id))
    .limit(bind('limit', filter.limit + 1) as number);
}

/** One prepared statement per combination of filters (at most 16), reused by every page of every admin. */
export async function listJobs(db: Database, filter: JobFilter) {
  const shape = (['status', 'driverId', 'date', 'cursor'] as const).filter((key) => filter[key]).join('_');
  const after = filter.cursor ? decodeCursor(filter.cursor) : undefined;
  const statement = preparedOnce(db, `jobs_list_${shape}`, (name) => jobListQuery(db, filter, placeholders).prepare(name));
  const rows = await statement.execute({ ...filter, cursorAt: after?.at, cursorId: after?.id, limit: filter.limit + 1 });
  return toPage(rows, filter.limit, toJob);
}

/** A driver's jobs, soonest pickup first (the index on driver, pickup time, id serves it). */
export function driverJobListQuery(db: Database, driverId: string, limit: number, cursor?: string, bind: Bind = inline) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  return db
    .select({ ...withDriverName, cursorAt: cursorAt(jobs.pickupTime) })
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
  const statement = preparedOnce(db, `driver_jobs_${after ? 'next' : 'first'}`, (name) => driverJobListQuery(db, driverId, limit, cursor, placeholders).prepare(name));
  const rows = await statement.execute({ driverId, cursorAt: after?.at, cursorId: after?.id, limit: limit + 1 });
  return toPage(rows, limit, toJob);
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
    jobRate: Number(input.jobRate).toFixed(2),
    assignedDriverId: input.assignedDriverId ?? null,
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
