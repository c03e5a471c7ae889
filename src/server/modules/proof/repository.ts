import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { ProofEvent, ProofEventKind } from '../../../domain/proof';
import type { Database } from '../../db/client';
import { proofEvents } from '../../db/schema';
import { proofHash, type ChainedFields } from './chain';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;
export type ProofRow = typeof proofEvents.$inferSelect;

/** An event with no place, odometer, signature or statement (a no-show, a correction). */
export const NO_FIX = { lat: null, lng: null, accuracyMeters: null, odometer: null, signature: null, noSignatureReason: null, attested: false } as const;

export type NewProofEvent = Omit<ChainedFields, 'jobId' | 'seq' | 'kind'> & { kind: ProofEventKind };

/**
 * Appends one event to a job's chain. The caller holds the job's row lock, so the next number and the hash
 * before it cannot change underneath; the unique (job, seq) index is the backstop.
 */
export async function appendProofEvent(tx: Tx, jobId: string, event: NewProofEvent): Promise<ProofRow> {
  const [last] = await tx.select({ seq: proofEvents.seq, hash: proofEvents.hash }).from(proofEvents).where(eq(proofEvents.jobId, jobId)).orderBy(desc(proofEvents.seq)).limit(1);
  const fields = { ...event, jobId, seq: (last?.seq ?? 0) + 1 } satisfies ChainedFields;
  const prevHash = last?.hash ?? '';
  const [row] = await tx
    .insert(proofEvents)
    .values({ ...fields, prevHash, hash: proofHash(prevHash, fields) })
    .returning();
  return row!;
}

/** Whether a job has any proof: such a job is kept (cancelled, never deleted). */
export async function hasProof(db: Reader, jobId: string): Promise<boolean> {
  const [row] = await db.select({ id: proofEvents.id }).from(proofEvents).where(eq(proofEvents.jobId, jobId)).limit(1);
  return row !== undefined;
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
    .select({ jobId: proofEvents.jobId, kind: proofEvents.kind, occurredAt: proofEvents.occurredAt, odometer: proofEvents.odometer, correction: proofEvents.correction })
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
    correction: (row.correction as ProofEvent['correction']) ?? null,
    hash: row.hash,
  };
}
