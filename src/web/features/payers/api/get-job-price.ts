import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/jobs/{id}/price: what the job's payer is charged, line by line, or why nothing (docs/decisions/068-job-price.md). */
export const getJobPrice = (jobId: string) => api.get('/api/jobs/{id}/price', { path: { id: jobId } });

// Worked out when asked and never stored, so each opening of the job asks again rather than showing the last answer.
export const jobPriceQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.jobs.price(jobId), queryFn: () => getJobPrice(jobId), gcTime: 0 });

export function useJobPrice(jobId: string) {
  return useQuery(jobPriceQueryOptions(jobId));
}
