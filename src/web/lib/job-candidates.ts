import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/jobs/{id}/candidates: approved and active drivers judged for the job, eligible and nearest first. */
export const getJobCandidates = (jobId: string) => api.get('/api/jobs/{id}/candidates', { path: { id: jobId } });

export const jobCandidatesQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.jobs.candidates(jobId),
    queryFn: () => getJobCandidates(jobId),
    // Credentials, vehicles and other jobs change between openings of the dialog: weigh again each time.
    staleTime: 0,
  });

export function useJobCandidates(jobId: string | null) {
  return useQuery({ ...jobCandidatesQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
