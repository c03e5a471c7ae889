import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CandidateDraftInput } from '@domain/assignment';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/jobs/candidates: the drivers judged for a job not saved yet, as GET /api/jobs/{id}/candidates judges a saved one. */
export const getDraftCandidates = (draft: CandidateDraftInput) => api.post('/api/jobs/candidates', { body: draft });

/** Weighs the draft once it can be judged (null: not yet); the last answer stays shown while the next is weighed. */
export function useDraftCandidates(draft: CandidateDraftInput | null) {
  return useQuery({
    // Under the jobs' prefix, so a job saved or changed anywhere weighs the draft again.
    queryKey: [...queryKeys.jobs.all, 'candidates', 'draft', draft] as const,
    queryFn: () => getDraftCandidates(draft!),
    enabled: draft !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
