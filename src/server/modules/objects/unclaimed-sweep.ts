import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { objects } from '../../db/schema';
import type { ObjectStore } from '../../storage/object-store';
import { rowsOf } from '../../db/rows';

/** docs/decisions/013-unclaimed-uploads.md: a visitor's upload no application claimed within a day is removed. */
export const UNCLAIMED_AFTER_MS = 24 * 60 * 60_000;
/** One sweep removes at most this many, so no request or start-up waits long for it. */
const SWEEP_BATCH = 100;
/** The advisory lock that lets one instance sweep at a time (an arbitrary constant, unique in this product). */
const SWEEP_LOCK = 7_311_013;

/**
 * Removes a bounded batch of unclaimed uploads (no account owns them) older than a day: the stored file first,
 * then the row, in one transaction holding a transaction-level advisory lock. Another instance sweeping at the
 * same moment skips instead of racing. Returns how many were removed (0 when another instance held the lock).
 */
export async function sweepUnclaimedUploads(
  db: Database,
  store: ObjectStore,
  now = new Date(),
  batch = SWEEP_BATCH,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`),
    );
    if (!lock?.locked) return 0;
    const cutoff = new Date(now.getTime() - UNCLAIMED_AFTER_MS);
    const stale = await tx
      .select({ id: objects.id })
      .from(objects)
      .where(and(isNull(objects.ownerUserId), lt(objects.createdAt, cutoff)))
      .orderBy(asc(objects.createdAt))
      .limit(batch);
    if (stale.length === 0) return 0;
    const ids = stale.map((row) => row.id);
    // Files go first: should the transaction then fail, the rows stay and the next sweep deletes them again.
    for (const id of ids) await store.delete(id);
    await tx.delete(objects).where(and(inArray(objects.id, ids), isNull(objects.ownerUserId)));
    return ids.length;
  });
}
