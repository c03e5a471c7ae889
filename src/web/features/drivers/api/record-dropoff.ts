import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@domain/job';
import type { ProofStepInput } from '@domain/proof';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange } from '@/lib/query-keys';
import { currentFix } from '../lib/current-fix';

export interface DropoffProof {
  id: string;
  /** One key per drop-off: a retry after a lost answer is recorded once (docs/decisions/056-proof-of-service.md). */
  key: string;
  /** When the driver pressed the button, not when the request got through. */
  at: string;
  body: Pick<ProofStepInput, 'signature' | 'noSignatureReason' | 'odometer' | 'attestation'>;
}

/** POST /api/jobs/{id}/proof/dropoff with the phone's fix, when it has one within a few seconds. */
export async function recordDropoff({ id, key, at, body }: DropoffProof): Promise<Job> {
  const fix = await currentFix();
  return api.post<Job>(`/api/jobs/${encodeURIComponent(id)}/proof/dropoff`, { ...body, ...fix, at }, { headers: { 'Idempotency-Key': key } });
}

export function useRecordDropoff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordDropoff, onSuccess: () => invalidateAfterJobChange(queryClient) });
}
