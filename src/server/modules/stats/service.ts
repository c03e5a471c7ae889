import type { SessionUser } from '../../../domain/auth';
import type { OverviewStats } from '../../../domain/stats';
import type { Database } from '../../db/client';
import { weekFigures } from '../reports/service';
import { overviewFor } from './repository';

/**
 * Decision 032: the Quick Overview's real figures, each role seeing only what is theirs; an administrator's with
 * this week's on-time share and trips, from the performance report (docs/decisions/108-reports.md).
 */
export async function quickOverview(
  db: Database,
  user: Pick<SessionUser, 'id' | 'role'>,
  timeZone: string,
): Promise<OverviewStats> {
  const [overview, week] = await Promise.all([
    overviewFor(db, user, timeZone),
    user.role === 'admin' ? weekFigures(db, timeZone) : null,
  ]);
  if (overview.role !== 'admin') return overview;
  return {
    ...overview,
    weekOnTimePickupPercent: week?.onTimePickupPercent ?? null,
    weekTripsDone: week?.tripsDone ?? 0,
  };
}
