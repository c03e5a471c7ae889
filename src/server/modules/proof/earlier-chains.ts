import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chainHolds, heldBeforeSeals, proofChainKeys, sealedHead, type ChainHead } from './chain';
import { earlierChainsSealed, legsWithProof, proofRecordsOf, recordEarlierChainsSealed, writeSeal } from './repository';
import { logEarlierChainsSealed, logSeal } from './seal-log';

/** Instances started together: one seals, the others then find it done (727001 migrates, 727002 makes the first administrator). */
const SEALING_LOCK = 727003;
/** Legs read at a time: each may carry a signature image. */
const BATCH = 100;

/**
 * The first start-up of the version whose seals are keyed seals the chains already there
 * (docs/decisions/076-keyed-proof-chain.md): every leg whose chain read as intact by the earlier rule (migration
 * 0025 pinned the last event of those written before the chain was keyed) gets its last event sealed under the
 * current key, and from then on a leg is intact only with a sealed last event. It happens once: the audit trail
 * records that it did, so a chain a database writer passes off later as an old one is never sealed by a restart.
 * Returns how many legs were sealed, or null when this had been done before.
 */
export async function sealEarlierChains(db: Database): Promise<number | null> {
  const keys = proofChainKeys();
  const sealed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEALING_LOCK})`);
    if (await earlierChainsSealed(tx)) return null;
    const heads: [string, ChainHead][] = [];
    const legs = await legsWithProof(tx);
    for (let from = 0; from < legs.length; from += BATCH) {
      const batch = legs.slice(from, from + BATCH);
      const { rows, heads: pins } = await proofRecordsOf(tx, batch);
      const eventsOf = groupBy(rows, (row) => row.jobId);
      const pinsOf = groupBy(pins, (pin) => pin.jobId);
      for (const jobId of batch) {
        const events = (eventsOf.get(jobId) ?? []).map((row) => ({ ...row, correction: row.correction ?? null }));
        const pinned = (pinsOf.get(jobId) ?? []).map((pin) => pin.head);
        if (
          chainHolds(jobId, events, pinned, keys) ||
          !heldBeforeSeals(
            events,
            pinned.filter((pin) => !pin.mac),
            keys,
          )
        )
          continue;
        const head = sealedHead(keys.current, jobId, events.at(-1)!);
        await writeSeal(tx, jobId, head, { userId: null, role: null });
        heads.push([jobId, head]);
      }
    }
    await recordEarlierChainsSealed(tx, heads.length, keys.current.id);
    return heads;
  });
  if (!sealed) return null;
  // Logged once the seals are committed, so every line names a seal that exists.
  for (const [jobId, head] of sealed) logSeal(jobId, head);
  logEarlierChainsSealed(sealed.length, keys.current.id);
  return sealed.length;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
