import { and, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { Job } from '../../../domain/job';
import type { JobStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { allOf, cursorAt, keyset, keysetAscending, keysetOrder, toPage } from '../../db/pagination';
import { drivers, jobs, type JobRow } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

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

/** The day's bounds on the company's clock (D15), as instants. */
const dayStart = (date: string, timeZone: string) => sql`((${date}::date)::timestamp at time zone ${timeZone})`;
const dayEnd = (date: string, timeZone: string) => sql`(((${date}::date + 1))::timestamp at time zone ${timeZone})`;

/** The admin's job list as a query, so its plan can be checked against the indexes (list-plans.test.ts). */
export function jobListQuery(db: Database, filter: JobFilter) {
  return db
    .select({ ...withDriverName, cursorAt: cursorAt(jobs.createdAt) })
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .where(
      allOf(
        filter.status && eq(jobs.status, filter.status),
        filter.driverId && eq(jobs.assignedDriverId, filter.driverId),
        filter.date && and(gte(jobs.pickupTime, dayStart(filter.date, filter.timeZone)), lt(jobs.pickupTime, dayEnd(filter.date, filter.timeZone))),
        keyset(jobs.createdAt, jobs.id, filter.cursor),
      ),
    )
    .orderBy(...keysetOrder(jobs.createdAt, jobs.id))
    .limit(filter.limit + 1);
}

export async function listJobs(db: Database, filter: JobFilter) {
  return toPage(await jobListQuery(db, filter), filter.limit, toJob);
}

/** A driver's jobs, soonest pickup first (the index on driver, pickup time, id serves it). */
export function driverJobListQuery(db: Database, driverId: string, limit: number, cursor?: string) {
  return db
    .select({ ...withDriverName, cursorAt: cursorAt(jobs.pickupTime) })
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .where(allOf(eq(jobs.assignedDriverId, driverId), keysetAscending(jobs.pickupTime, jobs.id, cursor)))
    .orderBy(jobs.pickupTime, jobs.id)
    .limit(limit + 1);
}

export async function listDriverJobs(db: Database, driverId: string, limit: number, cursor?: string) {
  return toPage(await driverJobListQuery(db, driverId, limit, cursor), limit, toJob);
}
