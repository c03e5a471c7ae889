import type { ChainHead } from './chain';

interface SealLog {
  info(fields: Record<string, unknown>, message: string): void;
}

// The app's logger, set when the app is built (like the chain's keys, ./chain.ts). Before that (the demo seed at
// a first start) seals are kept in the audit trail only.
let log: SealLog | undefined;

export function useProofSealLog(logger: SealLog): void {
  log = logger;
}

/**
 * One JSON line per seal, which the operator ships off the host (docs/operations.md): the job, the number and
 * hash of its new last event, the id of the key and the seal itself; never a rider's details. A database writer
 * can remove a leg's newest steps together with their seals; these lines still name them
 * (docs/decisions/076-keyed-proof-chain.md).
 */
export function logSeal(jobId: string, head: ChainHead): void {
  log?.info({ jobId, seq: head.seq, hash: head.hash, keyId: head.key, mac: head.mac }, 'proof.sealed');
}

/** Written once in an installation's life, by the start-up that sealed the chains already there; a second one means that record was removed. */
export function logEarlierChainsSealed(legs: number, keyId: string): void {
  log?.info({ legs, keyId }, 'proof.earlier_chains_sealed');
}
