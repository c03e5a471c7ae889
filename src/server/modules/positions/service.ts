import type { SessionUser } from '../../../domain/auth';
import { todayIn } from '../../../domain/dates';
import { POSITION_MAX_AGE_HOURS, type DayPositions, type PositionInput } from '../../../domain/position';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { drivingDriver } from '../drivers/service';
import { insertPosition, latestPositionsOfDay, legOfPosition } from './repository';

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
  const job = await legOfPosition(db, jobId);
  // Another driver's job is not there, as far as this driver can tell.
  if (!job || job.assignedDriverId !== driver.id) throw notFound();
  const duringLeg =
    job.startedAt !== null &&
    recordedAt >= job.startedAt &&
    (job.completedAt === null || recordedAt <= job.completedAt);
  if (job.status !== 'in_progress' && !duringLeg) throw conflict('Positions are sent only while the trip is under way');
  await insertPosition(db, {
    driverId: driver.id,
    jobId,
    lat: input.lat,
    lng: input.lng,
    accuracyMeters: input.accuracyMeters ?? null,
    recordedAt,
  });
}

/** Each driver's latest position of a day on the company calendar, for the day board's map. */
export async function dayPositions(
  db: Database,
  options: { date?: string | undefined; timeZone: string; mapStyleUrl: string | undefined; now?: Date },
): Promise<DayPositions> {
  const date = options.date ?? todayIn(options.timeZone, options.now ?? new Date());
  const rows = await latestPositionsOfDay(db, date, options.timeZone);
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
