import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@domain/job';
import type { JobStatus } from '@domain/statuses';
import { api } from '@/lib/api-client';

/**
 * PUT /api/jobs/{id} with `{ status }` only: the server allows a driver D15's moves on their own jobs
 * (409 for any other move, 404 for someone else's job).
 */
export function useUpdateJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: JobStatus }) => api.put<Job>(`/api/jobs/${encodeURIComponent(id)}`, { status }),
    // SPEC.md section 7: after any job success the job lists refresh (and the figures built on them).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/jobs') }),
        queryClient.invalidateQueries({ queryKey: ['/api/stats/overview'] }),
      ]),
  });
}
