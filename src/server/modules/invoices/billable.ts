import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceClaims, jobs } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * The job's day on the company's calendar as SQL: the day of its pickup, or the service date of a will-call
 * return that never got a pickup time. Invoices and their periods are counted in company days.
 */
export const serviceDaySql = (timeZone: string) =>
  sql<string>`coalesce((${jobs.pickupTime} at time zone ${timeZone})::date, ${jobs.serviceDate})::text`;

/**
 * A payer's trips of a period that may be billed (docs/decisions/070-invoices.md): completed, a no-show, or
 * cancelled late — and on no live claim yet. Ordered by id, so two clerks building at once take the rows' claims
 * in the same order and wait for each other instead of deadlocking.
 */
export function billableJobs(db: Reader, payerId: string, periodFrom: string, periodTo: string, timeZone: string) {
  const day = serviceDaySql(timeZone);
  return db
    .select({ job: jobs, serviceDate: day })
    .from(jobs)
    .where(
      and(
        eq(jobs.payerId, payerId),
        sql`${day} between ${periodFrom} and ${periodTo}`,
        or(
          eq(jobs.status, 'completed'),
          eq(jobs.status, 'no_show'),
          and(eq(jobs.status, 'cancelled'), eq(jobs.lateCancellation, true)),
        ),
        sql`not exists (select 1 from ${invoiceClaims} where ${invoiceClaims.jobId} = ${jobs.id} and not ${invoiceClaims.released})`,
      ),
    )
    .orderBy(asc(jobs.id));
}
