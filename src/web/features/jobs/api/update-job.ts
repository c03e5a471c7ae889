import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobInput } from '@domain/job';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange } from '@/lib/query-keys';

/** PUT /api/jobs/{id}: the admin sends the whole job. */
export const updateJob = ({ id, body }: { id: string; body: JobInput }) =>
  api.put('/api/jobs/{id}', { path: { id }, body });

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateJob, onSuccess: () => invalidateAfterJobChange(queryClient) });
}
