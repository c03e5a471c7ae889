import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobListItem } from '@domain/job';
import type { Page } from '@domain/page';
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
export function getJobs(filters: JobFilters, cursor: string | null): Promise<Page<JobListItem>> {
  const params = new URLSearchParams({ limit: String(JOBS_PAGE_SIZE) });
  if (filters.status) params.set('status', filters.status);
  if (filters.driverId) params.set('driverId', filters.driverId);
  if (filters.date) params.set('date', filters.date);
  if (filters.q) params.set('q', filters.q);
  if (cursor) params.set('cursor', cursor);
  return api.get<Page<JobListItem>>(`/api/jobs?${params.toString()}`);
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
