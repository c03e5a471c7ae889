import { MOVABLE_LEG_STATUSES, type BoardAssignment } from '../../../domain/dispatch';
import type { Job } from '../../../domain/job';
import { statusText } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { assertSafeAssignment, holdDriver } from './assignment';
import { lockJob, writeJob } from './repository';
import { referralFollows } from './referral-follows';
import { queueTripMessages } from '../notifications/trip-messages';
import { jobById } from './service';
import { assertAuthorized, holdAuthorization } from '../authorizations/service';

export const MOVED_MEANWHILE = 'Someone else moved this leg a moment ago; the board shows where it is now';

/**
 * The board's assignment (docs/decisions/053-board-assignment.md): the same safe-assignment rules as the job form,
 * for one field. The leg goes back to "pending" for its new driver to accept; a leg under way or over stays put.
 */
export async function assignFromBoard(db: Database, id: string, move: BoardAssignment, timeZone: string): Promise<Job> {
  await db.transaction(async (tx) => {
    const current = await lockJob(tx, id);
    if (!current) throw notFound();
    if (current.assignedDriverId !== move.expectedDriverId) throw conflict(MOVED_MEANWHILE);
    if (current.assignedDriverId === move.driverId) return;
    if (!MOVABLE_LEG_STATUSES.includes(current.status))
      throw conflict(`A leg that is ${statusText(current.status)} stays with its driver`);
    await holdDriver(tx, move.driverId);
    const auth = await holdAuthorization(tx, current.authorizationId);
    const now = new Date();
    // A new driver has not accepted it: the old answer is not theirs.
    const row = await writeJob(tx, id, {
      assignedDriverId: move.driverId,
      status: 'pending',
      acceptedAt: null,
      declinedAt: null,
      updatedAt: now,
    });
    await assertSafeAssignment(tx, row, timeZone);
    // An assignment books the trip: it must still fit its authorization (docs/decisions/069-authorizations.md).
    await assertAuthorized(tx, row, auth, timeZone);
    await referralFollows(tx, row);
    await queueTripMessages(tx, current, row, timeZone);
  });
  return jobById(db, id);
}
