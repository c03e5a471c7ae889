import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { monthPeriodOf } from '../../../domain/period';
import type { UnbilledPeriod } from '../../../domain/invoice';
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
    .where(and(eq(jobs.payerId, payerId), sql`${day} between ${periodFrom} and ${periodTo}`, notYetBilled()))
    .orderBy(asc(jobs.id));
}

/** Billable (completed, a no-show, or cancelled late) and on no live claim. */
const notYetBilled = (): SQL =>
  and(
    or(
      eq(jobs.status, 'completed'),
      eq(jobs.status, 'no_show'),
      and(eq(jobs.status, 'cancelled'), eq(jobs.lateCancellation, true)),
    ),
    sql`not exists (select 1 from ${invoiceClaims} where ${invoiceClaims.jobId} = ${jobs.id} and not ${invoiceClaims.released})`,
  )!;

/**
 * The period the build dialog starts on: the month of the latest trip still to bill (for this payer, or any payer),
 * up to today — not always last month, which finds nothing when the trips waiting are this month's or older.
 */
export async function unbilledPeriod(
  db: Reader,
  payerId: string | undefined,
  today: string,
  timeZone: string,
): Promise<UnbilledPeriod> {
  const day = serviceDaySql(timeZone);
  const [row] = await db
    .select({ latest: sql<string | null>`max(${day})` })
    .from(jobs)
    .where(
      and(
        payerId ? eq(jobs.payerId, payerId) : sql`${jobs.payerId} is not null`,
        sql`${day} <= ${today}`,
        notYetBilled(),
      ),
    );
  const latest = row?.latest ?? null;
  return { period: latest ? monthPeriodOf(latest, today) : null, latestTripOn: latest };
}
