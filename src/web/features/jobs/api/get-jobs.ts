import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobStatus } from '@domain/statuses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface JobFilters {
  status?: JobStatus;
  driverId?: string;
  /** YYYY-MM-DD on the company calendar, by pickup time. */
  date?: string;
  /** Part of the rider's name, or digits of their phone. */
  q?: string;
}

const JOBS_PAGE_SIZE = 50;

/** GET /api/jobs (decision 035): one page, newest first, with the filters the admin chose. */
export function getJobs(filters: JobFilters, cursor: string | null) {
  const { status, driverId, date, q } = filters;
  return api.get('/api/jobs', {
    query: {
      limit: JOBS_PAGE_SIZE,
      status: status || undefined,
      driverId: driverId || undefined,
      date: date || undefined,
      q: q || undefined,
      cursor: cursor ?? undefined,
    },
  });
}

export const jobsQueryOptions = (filters: JobFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.jobs.list(filters),
    queryFn: ({ pageParam }) => getJobs(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useJobs(filters: JobFilters) {
  return useInfiniteQuery(jobsQueryOptions(filters));
}
