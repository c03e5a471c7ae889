import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import { todayIn } from '../../../domain/dates';
import { POSITION_MAX_AGE_HOURS, type DayPositions, type PositionInput } from '../../../domain/position';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { driverPositions, jobs } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { drivingDriver } from '../jobs/service';
import { dayEnd, dayStart } from '../jobs/repository';

/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 2 * 60_000;

/**
 * Records where the driver's phone was during their leg (docs/decisions/055-day-map-and-positions.md). Only the
 * driver holding the leg, and only while it is under way, or for a fix taken while it was (one sent late).
 */
export async function recordPosition(
  db: Database,
  user: SessionUser,
  jobId: string,
  input: PositionInput,
  now = new Date(),
): Promise<void> {
  const driver = await drivingDriver(db, user.id);
  const recordedAt = input.recordedAt ? new Date(input.recordedAt) : now;
  if (recordedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw badRequest('Please correct the highlighted fields', { recordedAt: 'The time cannot be in the future' });
  if (recordedAt.getTime() < now.getTime() - POSITION_MAX_AGE_HOURS * 3_600_000) {
    throw badRequest('Please correct the highlighted fields', {
      recordedAt: `The time must be within the last ${POSITION_MAX_AGE_HOURS} hours`,
    });
  }
  const [job] = await db
    .select({
      assignedDriverId: jobs.assignedDriverId,
      status: jobs.status,
      startedAt: jobs.startedAt,
      completedAt: jobs.completedAt,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  // Another driver's job is not there, as far as this driver can tell.
  if (!job || job.assignedDriverId !== driver.id) throw notFound();
  const duringLeg =
    job.startedAt !== null &&
    recordedAt >= job.startedAt &&
    (job.completedAt === null || recordedAt <= job.completedAt);
  if (job.status !== 'in_progress' && !duringLeg) throw conflict('Positions are sent only while the trip is under way');
  await db
    .insert(driverPositions)
    .values({
      driverId: driver.id,
      jobId,
      lat: input.lat,
      lng: input.lng,
      accuracyMeters: input.accuracyMeters ?? null,
      recordedAt,
    });
}

interface PositionRow {
  driver_id: string;
  full_name: string;
  lat: number;
  lng: number;
  accuracy_m: number | null;
  recorded_at: string;
  job_id: string | null;
}

/** Each driver's latest position of a day on the company calendar: one index probe per driver. */
export async function dayPositions(
  db: Database,
  options: { date?: string | undefined; timeZone: string; mapStyleUrl: string | undefined; now?: Date },
): Promise<DayPositions> {
  const date = options.date ?? todayIn(options.timeZone, options.now ?? new Date());
  const [start, end] = [dayStart(date, options.timeZone), dayEnd(date, options.timeZone)];
  const rows = rowsOf<PositionRow>(
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
  return {
    date,
    mapStyleUrl: options.mapStyleUrl ?? null,
    drivers: rows.map((row) => ({
      driverId: row.driver_id,
      fullName: row.full_name,
      lat: Number(row.lat),
      lng: Number(row.lng),
      accuracyMeters: row.accuracy_m === null ? null : Number(row.accuracy_m),
      recordedAt: row.recorded_at,
      jobId: row.job_id,
    })),
  };
}
