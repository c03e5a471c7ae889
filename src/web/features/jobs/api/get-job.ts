import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/jobs/{id}: the job with its places structured, which the list leaves out, for the edit form. */
export const getJob = (id: string) => api.get('/api/jobs/{id}', { path: { id } });

// Dropped when the dialog closes, so each opening edits the job as it is now, never a copy from an earlier opening.
export const jobQueryOptions = (id: string | null) =>
  queryOptions({ queryKey: queryKeys.jobs.detail(id), queryFn: () => getJob(id!), enabled: Boolean(id), gcTime: 0 });

export function useJob(id: string | null) {
  return useQuery(jobQueryOptions(id));
}
