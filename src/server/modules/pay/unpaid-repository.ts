import { and, asc, eq, inArray, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drivers, jobs, payStatementLines } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * The company day a paid trip counts on: a completed trip's completion, a no-show's recorded time (its pickup time
 * when the no-show was set by hand without one). docs/decisions/071-contractor-pay.md.
 */
export const tripDay = (timeZone: string): SQL<string> =>
  sql<string>`to_char((case when ${jobs.status} = 'completed' then ${jobs.completedAt} else coalesce(${jobs.noShowAt}, ${jobs.pickupTime}) end) at time zone ${timeZone}, 'YYYY-MM-DD')`;

/**
 * The trips of a period to pay — one driver's, or every driver's: completed (with its time) or a no-show, assigned,
 * on no live statement. In the order they were driven, which is the order of a statement's lines.
 */
export function unpaidTrips(
  db: Reader,
  filter: { driverId?: string; periodFrom: string; periodTo: string },
  timeZone: string,
) {
  const day = tripDay(timeZone);
  return db
    .select({
      id: jobs.id,
      driverId: jobs.assignedDriverId,
      status: jobs.status,
      jobRate: jobs.jobRate,
      day,
      pickupDay: sql<string | null>`to_char(${jobs.pickupTime} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      serviceDate: jobs.serviceDate,
      levelOfService: jobs.levelOfService,
      pickupAddress: jobs.pickupAddress,
      dropoffAddress: jobs.dropoffAddress,
    })
    .from(jobs)
    .where(
      and(
        filter.driverId ? eq(jobs.assignedDriverId, filter.driverId) : isNotNull(jobs.assignedDriverId),
        or(and(eq(jobs.status, 'completed'), sql`${jobs.completedAt} is not null`), eq(jobs.status, 'no_show')),
        sql`${day} between ${filter.periodFrom} and ${filter.periodTo}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(payStatementLines)
            .where(and(eq(payStatementLines.jobId, jobs.id), eq(payStatementLines.released, false))),
        ),
      ),
    )
    .orderBy(asc(day), asc(jobs.pickupTime), asc(jobs.id));
}

/** These drivers' names. */
export function driverNames(db: Reader, ids: string[]): Promise<{ id: string; name: string }[]> {
  return db.select({ id: drivers.id, name: drivers.fullName }).from(drivers).where(inArray(drivers.id, ids));
}
