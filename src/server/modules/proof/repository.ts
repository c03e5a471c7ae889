import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { ProofEvent, ProofEventKind } from '../../../domain/proof';
import type { Database } from '../../db/client';
import { auditLog, proofEvents } from '../../db/schema';
import { keyedProofHash, proofChainKeys, sealedHead, type ChainedFields, type ChainHead } from './chain';
import { logSeal } from './seal-log';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;
export type ProofRow = typeof proofEvents.$inferSelect;

/** An event with no place, odometer, signature or statement (a no-show, a correction). */
export const NO_FIX = {
  lat: null,
  lng: null,
  accuracyMeters: null,
  odometer: null,
  signature: null,
  noSignatureReason: null,
  attested: false,
} as const;

export type NewProofEvent = Omit<ChainedFields, 'jobId' | 'seq' | 'kind'> & { kind: ProofEventKind };

/** The audit trail's action for a chain head (docs/decisions/076-keyed-proof-chain.md). */
export const PROOF_SEALED = 'proof.sealed';

/**
 * Appends one event to a job's chain, keyed, and seals the new head in the append-only audit trail in the same
 * transaction (docs/decisions/076-keyed-proof-chain.md). The caller holds the job's row lock, so the next number
 * and the hash before it cannot change underneath; the unique (job, seq) index is the backstop.
 */
export async function appendProofEvent(tx: Tx, jobId: string, event: NewProofEvent): Promise<ProofRow> {
  const key = proofChainKeys().current;
  const [last] = await tx
    .select({ seq: proofEvents.seq, hash: proofEvents.hash })
    .from(proofEvents)
    .where(eq(proofEvents.jobId, jobId))
    .orderBy(desc(proofEvents.seq))
    .limit(1);
  // Every stored field is set here, none left to a column default, so the hash covers what is stored.
  const fields = {
    ...event,
    id: randomUUID(),
    jobId,
    seq: (last?.seq ?? 0) + 1,
    recordedAt: new Date(),
    prevHash: last?.hash ?? '',
    chainKey: key.id,
  } satisfies ChainedFields & Record<string, unknown>;
  const [row] = await tx
    .insert(proofEvents)
    .values({ ...fields, hash: keyedProofHash(key.secret, fields) })
    .returning();
  const head = sealedHead(key, jobId, row!);
  await writeSeal(tx, jobId, head, { userId: event.actorUserId, role: event.actorRole });
  // The seal leaves the host with the log too, where a database writer cannot take it back. It is written before
  // the transaction commits: a step refused at commit leaves a line with no step (its request answered 5xx).
  logSeal(jobId, head);
  return row!;
}

/** A head's seal as the audit trail keeps it: numbers, hashes and a MAC, nothing about the rider. */
export async function writeSeal(
  tx: Tx,
  jobId: string,
  head: ChainHead,
  by: { userId: string | null; role: string | null },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: by.userId,
    role: by.role,
    action: PROOF_SEALED,
    entity: 'job',
    entityId: jobId,
    statusCode: 200,
    method: 'POST',
    route: '(proof chain)',
    detail: JSON.stringify(head),
  });
}

const pinnedHead = z.object({
  seq: z.number().int(),
  hash: z.string(),
  key: z.string().nullable(),
  mac: z.string().nullish(),
});
const readHead = (detail: string | null): ChainHead => {
  try {
    return pinnedHead.parse(JSON.parse(detail ?? ''));
  } catch {
    return { seq: -1, hash: '', key: null };
  }
};

/** The heads the audit trail pinned for a job; a row that does not read as one pins nothing that can hold. */
export async function proofHeadsOf(db: Reader, jobId: string): Promise<ChainHead[]> {
  const rows = await db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, jobId), eq(auditLog.action, PROOF_SEALED)));
  return rows.map(({ detail }) => readHead(detail));
}

/**
 * A job's events and the heads pinned for them as of one moment: read apart, on two connections or one after the
 * other, a step committed in between made a leg in progress read as changed. One read-only transaction, its two
 * queries one after the other (a transaction's connection answers one at a time).
 */
export function proofRecordOf(db: Database, jobId: string): Promise<{ rows: ProofRow[]; heads: ChainHead[] }> {
  return db.transaction(
    async (tx) => {
      const rows = await proofEventsOf(tx, jobId);
      return { rows, heads: await proofHeadsOf(tx, jobId) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The jobs that have any proof, for the start-up that seals the chains already there (./earlier-chains.ts). */
export async function legsWithProof(db: Reader): Promise<string[]> {
  const rows = await db.selectDistinct({ jobId: proofEvents.jobId }).from(proofEvents).orderBy(asc(proofEvents.jobId));
  return rows.map((row) => row.jobId);
}

/** Every event of these jobs, in each job's order, and the heads pinned for them. */
export async function proofRecordsOf(
  db: Reader,
  jobIds: readonly string[],
): Promise<{ rows: ProofRow[]; heads: { jobId: string; head: ChainHead }[] }> {
  const rows = await db
    .select()
    .from(proofEvents)
    .where(inArray(proofEvents.jobId, [...jobIds]))
    .orderBy(asc(proofEvents.jobId), asc(proofEvents.seq));
  const pins = await db
    .select({ jobId: auditLog.entityId, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'job'), inArray(auditLog.entityId, [...jobIds]), eq(auditLog.action, PROOF_SEALED)));
  return { rows, heads: pins.map((pin) => ({ jobId: pin.jobId!, head: readHead(pin.detail) })) };
}

/**
 * The record that the chains already there were sealed, once (docs/decisions/076-keyed-proof-chain.md): a
 * `proof.sealed` row that names no job, with how many legs were sealed and under which key.
 */
export async function earlierChainsSealed(db: Reader): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, PROOF_SEALED), isNull(auditLog.entityId)))
    .limit(1);
  return row !== undefined;
}

export async function recordEarlierChainsSealed(tx: Tx, legs: number, key: string): Promise<void> {
  await tx.insert(auditLog).values({
    action: PROOF_SEALED,
    statusCode: 200,
    method: 'POST',
    route: '(proof chain)',
    detail: JSON.stringify({ earlierChains: legs, key }),
  });
}

/** Whether a job has any proof: such a job is kept (cancelled, never deleted). */
export async function hasProof(db: Reader, jobId: string): Promise<boolean> {
  const [row] = await db.select({ id: proofEvents.id }).from(proofEvents).where(eq(proofEvents.jobId, jobId)).limit(1);
  return row !== undefined;
}

/** The odometer read at a leg's latest pickup, if it was: the drop-off's reading may not be below it. */
export async function pickupOdometer(tx: Tx, jobId: string): Promise<number | null> {
  const [row] = await tx
    .select({ odometer: proofEvents.odometer })
    .from(proofEvents)
    .where(and(eq(proofEvents.jobId, jobId), eq(proofEvents.kind, 'pickup')))
    .orderBy(desc(proofEvents.seq))
    .limit(1);
  return row?.odometer ?? null;
}

/**
 * When the server received the leg's arrival: the no-show wait runs from it, never from the time the phone put on
 * the step (docs/decisions/078-server-clock-judges-gates.md). Undefined for an arrival written without a step.
 */
export async function arrivalReceivedAt(tx: Tx, jobId: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ recordedAt: proofEvents.recordedAt })
    .from(proofEvents)
    .where(and(eq(proofEvents.jobId, jobId), eq(proofEvents.kind, 'arrival')))
    .orderBy(desc(proofEvents.seq))
    .limit(1);
  return row?.recordedAt;
}

export function proofEventsOf(db: Reader, jobId: string): Promise<ProofRow[]> {
  return db.select().from(proofEvents).where(eq(proofEvents.jobId, jobId)).orderBy(asc(proofEvents.seq));
}

/**
 * The events of many legs at once, in each leg's order, without the signatures: what a day's manifest reads
 * (docs/decisions/060-day-manifest.md). One query, whatever the number of legs.
 */
export async function proofStepsOfJobs(db: Reader, jobIds: readonly string[]): Promise<ProofStepRow[]> {
  if (jobIds.length === 0) return [];
  return db
    .select({
      jobId: proofEvents.jobId,
      kind: proofEvents.kind,
      occurredAt: proofEvents.occurredAt,
      odometer: proofEvents.odometer,
      correction: proofEvents.correction,
    })
    .from(proofEvents)
    .where(inArray(proofEvents.jobId, [...jobIds]))
    .orderBy(asc(proofEvents.jobId), asc(proofEvents.seq));
}
export type ProofStepRow = Pick<ProofRow, 'jobId' | 'kind' | 'occurredAt' | 'odometer' | 'correction'>;

export function toProofEvent(row: ProofRow): ProofEvent {
  return {
    id: row.id,
    seq: row.seq,
    kind: row.kind,
    occurredAt: row.occurredAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    actorRole: row.actorRole,
    lat: row.lat,
    lng: row.lng,
    accuracyMeters: row.accuracyMeters,
    odometer: row.odometer,
    hasSignature: row.signature !== null,
    noSignatureReason: (row.noSignatureReason as ProofEvent['noSignatureReason']) ?? null,
    attested: row.attested,
    lateReason: (row.lateReason as ProofEvent['lateReason']) ?? null,
    lateNote: row.lateNote,
    signerType: (row.signerType as ProofEvent['signerType']) ?? null,
    signerName: row.signerName,
    correction: (row.correction as ProofEvent['correction']) ?? null,
    hash: row.hash,
  };
}
