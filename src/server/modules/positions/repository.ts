import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dayEnd, dayStart } from '../../db/day-bounds';
import { rowsOf } from '../../db/rows';
import { driverPositions, jobs } from '../../db/schema';

/** What a position is judged against: who holds the leg, where it stands and when it ran. */
export async function legOfPosition(db: Database, jobId: string) {
  const [job] = await db
    .select({
      assignedDriverId: jobs.assignedDriverId,
      status: jobs.status,
      startedAt: jobs.startedAt,
      completedAt: jobs.completedAt,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job;
}

export async function insertPosition(db: Database, values: typeof driverPositions.$inferInsert): Promise<void> {
  await db.insert(driverPositions).values(values);
}

export interface PositionRow {
  driver_id: string;
  full_name: string;
  lat: number;
  lng: number;
  accuracy_m: number | null;
  recorded_at: string;
  job_id: string | null;
}

/** Each driver's latest position of a day on the company calendar: one index probe per driver. */
export async function latestPositionsOfDay(db: Database, date: string, timeZone: string): Promise<PositionRow[]> {
  const [start, end] = [dayStart(date, timeZone), dayEnd(date, timeZone)];
  return rowsOf<PositionRow>(
    await db.execute(sql`
    select d.id as driver_id, d.full_name, p.lat, p.lng, p.accuracy_m, to_char(p.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at, p.job_id
    from drivers d
    cross join lateral (
      select lat, lng, accuracy_m, recorded_at, job_id from ${driverPositions}
      where driver_id = d.id and recorded_at >= ${start} and recorded_at < ${end}
      order by recorded_at desc limit 1
    ) p
    order by d.full_name, d.id`),
  );
}
