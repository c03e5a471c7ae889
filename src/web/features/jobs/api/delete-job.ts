import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange } from '@/lib/query-keys';

/** DELETE /api/jobs/{id}; the referral the job came from goes back to pending. */
export const deleteJob = (id: string) => api.delete('/api/jobs/{id}', { path: { id } });

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteJob, onSuccess: () => invalidateAfterJobChange(queryClient) });
}
