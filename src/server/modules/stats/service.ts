import type { SessionUser } from '../../../domain/auth';
import type { OverviewStats } from '../../../domain/stats';
import type { Database } from '../../db/client';
import { overviewFor } from './repository';

/** Decision 032: the Quick Overview's real figures, each role seeing only what is theirs. */
export function quickOverview(
  db: Database,
  user: Pick<SessionUser, 'id' | 'role'>,
  timeZone: string,
): Promise<OverviewStats> {
  return overviewFor(db, user, timeZone);
}
