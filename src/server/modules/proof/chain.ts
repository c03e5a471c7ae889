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

/** A chain head as the audit trail pins it: the event's number, hash and key id (null: a plain-hash event). */
export interface ChainHead {
  seq: number;
  hash: string;
  key: string | null;
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

const correctionOf = (e: ChainedFields) => (e.correction ? [e.correction.step, e.correction.note, e.correction.at] : null);

/** The hash of an event written before the chain was keyed (docs/decisions/076-keyed-proof-chain.md): SHA-256 of what happened, chained to the hash before it. */
export function plainProofHash(prevHash: string, e: ChainedFields): string {
  const covered = [prevHash, e.jobId, e.seq, e.kind, e.occurredAt.toISOString(), e.actorUserId, e.actorRole, e.lat, e.lng, e.accuracyMeters, e.odometer, e.signature, e.noSignatureReason, e.attested, correctionOf(e)];
  return createHash('sha256').update(JSON.stringify(covered)).digest('hex');
}

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

/**
 * Whether a job's events, read back in order, are the ones written (docs/decisions/076-keyed-proof-chain.md): the
 * links hold under the keys, every head the audit trail pinned is the event of that number, and the last event is
 * pinned. Removing the last events, or rewriting one and recomputing the chain, shows, short of the key.
 */
export function chainHolds(events: readonly StoredEvent[], heads: readonly ChainHead[], keys: ChainKeys): boolean {
  if (!linksHold(events, keys)) return false;
  const bySeq = new Map(events.map((event) => [event.seq, event]));
  const pinned = heads.every((head) => {
    const event = bySeq.get(head.seq);
    return event !== undefined && event.hash === head.hash && event.chainKey === head.key;
  });
  // Old events were pinned once, by the migration that keyed the chain; another pin of an unkeyed event is not ours.
  const oldPins = heads.filter((head) => head.key === null).length;
  const last = events.at(-1);
  return pinned && oldPins <= 1 && (last === undefined ? heads.length === 0 : heads.some((head) => head.seq === last.seq));
}
