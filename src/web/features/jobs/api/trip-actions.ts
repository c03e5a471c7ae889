import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelJobInput } from '@domain/trip';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange } from '@/lib/query-keys';

/** POST /api/jobs/{id}/cancel and /rider-ready (docs/decisions/047-legs-returns-cancellations.md). */
export const cancelJob = ({ id, body }: { id: string; body: CancelJobInput }) =>
  api.post('/api/jobs/{id}/cancel', { path: { id }, body });
export const riderReady = (id: string) => api.post('/api/jobs/{id}/rider-ready', { path: { id }, body: {} });

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelJob, onSuccess: () => invalidateAfterJobChange(queryClient) });
}

export function useRiderReady() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: riderReady, onSuccess: () => invalidateAfterJobChange(queryClient) });
}
