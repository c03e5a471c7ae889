import type { Database } from '../../db/client';
import { chainHolds, proofChainKeys } from './chain';
import { proofRecordOf, type ProofRow } from './repository';

/**
 * The proof of service as the jobs module reaches it (docs/decisions/056-proof-of-service.md,
 * docs/decisions/076-keyed-proof-chain.md). A leg's steps, its corrections and the proof routes are the jobs
 * module's: it appends each event inside its own transaction, under the job's row lock, and reads the chain back to
 * show it and lay out its documents. Proof imports nothing of jobs, so the two never import each other
 * (docs/decisions/092-server-module-boundaries.md).
 */
export {
  appendProofEvent,
  arrivalReceivedAt,
  hasProof,
  NO_FIX,
  pickupOdometer,
  proofStepsOfJobs,
  toProofEvent,
  type NewProofEvent,
  type ProofRow,
  type ProofStepRow,
} from './repository';
export { sealEarlierChains } from './earlier-chains';
export { useProofSealLog } from './seal-log';
export { renderTripLog, tripOdometerMiles } from './trip-log';
export { legRecord, manifestDocument, type RiderNeeds } from './manifest';
export { estimatedLegMiles } from './loaded-miles';

/** A leg's events and whether they are the ones written: the verdict and the events shown with it come from one read. */
export async function provenEvents(db: Database, jobId: string): Promise<{ events: ProofRow[]; intact: boolean }> {
  const { rows, heads } = await proofRecordOf(db, jobId);
  return {
    events: rows,
    intact: chainHolds(
      jobId,
      rows.map((row) => ({ ...row, correction: row.correction ?? null })),
      heads,
      proofChainKeys(),
    ),
  };
}
