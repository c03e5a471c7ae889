import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStatus } from '@domain/statuses';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange } from '@/lib/query-keys';

/**
 * PUT /api/jobs/{id} with `{ status }` only: the server allows a driver decision 031's moves on their own jobs
 * (409 for any other move, 404 for someone else's job).
 */
export const updateJobStatus = ({ id, status }: { id: string; status: JobStatus }) =>
  api.put('/api/jobs/{id}', { path: { id }, body: { status } });

export function useUpdateJobStatus() {
  const queryClient = useQueryClient();
  // docs/product/api-calls.md: after any job success the job lists refresh (and the referral and figures built on them).
  return useMutation({ mutationFn: updateJobStatus, onSuccess: () => invalidateAfterJobChange(queryClient) });
}
