import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { secretEqual } from '../../auth/secret-equal';

/** What an event says happened: the fields the chain covered before it was keyed. */
export interface ChainedFields {
  jobId: string;
  seq: number;
  kind: string;
  occurredAt: Date;
  actorUserId: string | null;
  actorRole: string;
  lat: number | null;
  lng: number | null;
  accuracyMeters: number | null;
  odometer: number | null;
  signature: string | null;
  noSignatureReason: string | null;
  attested: boolean;
  correction: { step: string; note: string; at: string | null } | null;
  /** Added later (docs/decisions/107-late-reasons-and-signers.md): covered only when one is set. */
  lateReason?: string | null;
  lateNote?: string | null;
  signerType?: string | null;
  signerName?: string | null;
}

/** Every stored field of an event (docs/decisions/076-keyed-proof-chain.md). */
export interface StoredEvent extends ChainedFields {
  id: string;
  recordedAt: Date;
  prevHash: string;
  hash: string;
  /** The id of the key its hash was made with; null for an event written before the chain was keyed. */
  chainKey: string | null;
}

/**
 * A chain head as the audit trail pins it: the event's number and hash, sealed with a MAC under the chain's key
 * (docs/decisions/076-keyed-proof-chain.md). `key` is the id of the key that made the seal; a pin of migration
 * 0025, or one a database writer put in, has no seal that verifies and counts for nothing.
 */
export interface ChainHead {
  seq: number;
  hash: string;
  key: string | null;
  mac?: string | null | undefined;
}

export interface ChainKey {
  id: string;
  secret: Buffer;
}

/** The key new events are written with, and every key whose events can still be checked, by id. */
export interface ChainKeys {
  current: ChainKey;
  known: ReadonlyMap<string, Buffer>;
}

const LABEL = 'keystone proof chain v1';

/**
 * The chain's key: HKDF-SHA256 from PROOF_CHAIN_SECRET or the session secret under its own label, so it is none
 * of the secret's other keys. Its id names it on each event without revealing it.
 */
export function chainKey(material: string): ChainKey {
  const secret = Buffer.from(hkdfSync('sha256', material, '', LABEL, 32));
  return { id: createHmac('sha256', secret).update('key id').digest('hex').slice(0, 16), secret };
}

export function chainKeys(secret: string, previous: readonly string[] = []): ChainKeys {
  const current = chainKey(secret);
  const known = new Map(previous.map((material) => chainKey(material)).map((key) => [key.id, key.secret] as const));
  known.set(current.id, current.secret);
  return { current, known };
}

// The process's keys, set from the configuration when the app is built (like its geocoder, ../../stored-place.ts).
let keys: ChainKeys | undefined;

export function useProofChainKeys(configured: ChainKeys): void {
  keys = configured;
}

export function proofChainKeys(): ChainKeys {
  if (!keys) throw new Error('The proof chain has no key: set it with useProofChainKeys when the app is built');
  return keys;
}

const correctionOf = (e: ChainedFields) =>
  e.correction ? [e.correction.step, e.correction.note, e.correction.at] : null;

/** The hash of an event written before the chain was keyed (docs/decisions/076-keyed-proof-chain.md): SHA-256 of what happened, chained to the hash before it. */
export function plainProofHash(prevHash: string, e: ChainedFields): string {
  const covered = [
    prevHash,
    e.jobId,
    e.seq,
    e.kind,
    e.occurredAt.toISOString(),
    e.actorUserId,
    e.actorRole,
    e.lat,
    e.lng,
    e.accuracyMeters,
    e.odometer,
    e.signature,
    e.noSignatureReason,
    e.attested,
    correctionOf(e),
  ];
  return createHash('sha256').update(JSON.stringify(covered)).digest('hex');
}

/**
 * The fields added after the chain was keyed, when any is set: an event without them hashes as it always did, and
 * one with them cannot pass for one without (the covered list is longer).
 */
const laterFields = (e: ChainedFields) => {
  const later = [e.lateReason ?? null, e.lateNote ?? null, e.signerType ?? null, e.signerName ?? null];
  return later.some((value) => value !== null) ? [later] : [];
};

/** HMAC-SHA256 under the chain's key of every stored field of the event but its own hash, in a fixed order. */
export function keyedProofHash(secret: Buffer, e: Omit<StoredEvent, 'hash'>): string {
  const covered = [
    e.chainKey,
    e.id,
    e.jobId,
    e.seq,
    e.kind,
    e.occurredAt.toISOString(),
    e.recordedAt.toISOString(),
    e.actorUserId,
    e.actorRole,
    e.lat,
    e.lng,
    e.accuracyMeters,
    e.odometer,
    e.signature,
    e.noSignatureReason,
    e.attested,
    correctionOf(e),
    e.prevHash,
    ...laterFields(e),
  ];
  return createHmac('sha256', secret).update(JSON.stringify(covered)).digest('hex');
}

/** Each event numbered in order, pointing at the hash before it, its hash remade from its fields. */
function linksHold(events: readonly StoredEvent[], keys: ChainKeys): boolean {
  let previous = '';
  let keyed = false;
  return events.every((event, index) => {
    if (event.seq !== index + 1 || event.prevHash !== previous) return false;
    previous = event.hash;
    if (event.chainKey === null) return !keyed && plainProofHash(event.prevHash, event) === event.hash; // an old event never follows a keyed one
    keyed = true;
    const secret = keys.known.get(event.chainKey);
    // A keyed hash is a MAC: compared in constant time, as MACs are.
    return secret !== undefined && secretEqual(keyedProofHash(secret, event), event.hash);
  });
}

/** The seal of a job's chain head: HMAC-SHA256 under the chain's key over the job, number, hash and key id. */
export function headSeal(secret: Buffer, jobId: string, head: { seq: number; hash: string; key: string }): string {
  return createHmac('sha256', secret).update(`${jobId}|${head.seq}|${head.hash}|${head.key}`).digest('hex');
}

/** The head of a job's chain at `event`, sealed with `key`: what the audit trail and the log keep. */
export function sealedHead(
  key: ChainKey,
  jobId: string,
  event: { seq: number; hash: string },
): ChainHead & { key: string; mac: string } {
  const head = { seq: event.seq, hash: event.hash, key: key.id };
  return { ...head, mac: headSeal(key.secret, jobId, head) };
}

function sealHolds(jobId: string, head: ChainHead, keys: ChainKeys): boolean {
  const secret = head.key === null ? undefined : keys.known.get(head.key);
  return (
    secret !== undefined &&
    secretEqual(head.mac, headSeal(secret, jobId, { seq: head.seq, hash: head.hash, key: head.key! }))
  );
}

/**
 * Whether a job's events, read back in order, are the ones written (docs/decisions/076-keyed-proof-chain.md): the
 * links hold under the keys, every head the audit trail sealed is the event of that number, and the last event
 * is sealed. Only pins whose seal verifies count, so a database writer without the key cannot pin a chain of
 * their own, not even one passed off as events from before the chain was keyed. Rewriting an event shows;
 * removing the last events together with their seals does not, short of the log (`proof.sealed` lines).
 */
export function chainHolds(
  jobId: string,
  events: readonly StoredEvent[],
  heads: readonly ChainHead[],
  keys: ChainKeys,
): boolean {
  if (!linksHold(events, keys)) return false;
  const bySeq = new Map(events.map((event) => [event.seq, event]));
  const sealed = heads.filter((head) => sealHolds(jobId, head, keys));
  const last = events.at(-1);
  return (
    sealed.every((head) => bySeq.get(head.seq)?.hash === head.hash) &&
    (last === undefined ? sealed.length === 0 : sealed.some((head) => head.seq === last.seq))
  );
}

/**
 * Whether a chain read as intact before its heads were sealed: the rule the first start-up of this version
 * applies to the chains already there, before it seals them (./earlier-chains.ts). The links hold, every pin is
 * the event of that number with that key, at most one pin is of an unkeyed event (migration 0025's), and the
 * last event is pinned.
 */
export function heldBeforeSeals(events: readonly StoredEvent[], pins: readonly ChainHead[], keys: ChainKeys): boolean {
  if (!linksHold(events, keys)) return false;
  const bySeq = new Map(events.map((event) => [event.seq, event]));
  const pinned = pins.every((pin) => {
    const event = bySeq.get(pin.seq);
    return event !== undefined && event.hash === pin.hash && event.chainKey === pin.key;
  });
  const last = events.at(-1);
  return (
    pinned &&
    pins.filter((pin) => pin.key === null).length <= 1 &&
    last !== undefined &&
    pins.some((pin) => pin.seq === last.seq)
  );
}
