import { createHash } from 'node:crypto';

/** What an event's hash covers: every field that says what happened, and the hash of the event before it. */
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

/** SHA-256 of the fields in a fixed order, chained to the previous hash ('' for a job's first event). */
export function proofHash(prevHash: string, e: ChainedFields): string {
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
    e.correction ? [e.correction.step, e.correction.note, e.correction.at] : null,
  ];
  return createHash('sha256').update(JSON.stringify(covered)).digest('hex');
}

/**
 * Whether a job's events, read back in order, are the ones written: numbered 1, 2, 3 … without a gap, each
 * pointing at the hash before it, and each hash still matching its fields.
 */
export function chainHolds(events: Array<ChainedFields & { prevHash: string; hash: string }>): boolean {
  let previous = '';
  return events.every((event, index) => {
    const holds = event.seq === index + 1 && event.prevHash === previous && proofHash(previous, event) === event.hash;
    previous = event.hash;
    return holds;
  });
}
