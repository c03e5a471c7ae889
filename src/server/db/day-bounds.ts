import { sql } from 'drizzle-orm';

/**
 * A day's bounds on the company's clock (decision 031), as instants, for a query's `>= start and < end`. Shared by
 * every module that reads one day's rows (jobs, the dispatcher's board, positions, reminders, proposals), so it lives
 * below them.
 */
export const dayStart = (date: unknown, timeZone: unknown) =>
  sql`((${date}::date)::timestamp at time zone ${timeZone})`;
export const dayEnd = (date: unknown, timeZone: unknown) =>
  sql`(((${date}::date + 1))::timestamp at time zone ${timeZone})`;
