import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { JobListItem } from '@domain/job';
import type { Page } from '@domain/page';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The fields of a job the portal shows (docs/product/data-model.md). */
export type DriverJob = Pick<
  JobListItem,
  | 'id'
  | 'patientName'
  | 'patientPhone'
  | 'pickupAddress'
  | 'dropoffAddress'
  | 'pickupTime'
  | 'dropoffTime'
  | 'jobRate'
  | 'status'
  | 'levelOfService'
  | 'escortCount'
  | 'rideNotes'
  | 'leg'
  | 'willCall'
  | 'arrivedAt'
  | 'pickedUpAt'
>;

/** GET /api/jobs/driver/{id}: a page of the driver's jobs, soonest pickup first (decision 035). */
export async function getDriverJobs(driverId: string, cursor: string | null): Promise<Page<DriverJob>> {
  let result: Page<DriverJob> | DriverJob[];
  try {
    result = await api.get('/api/jobs/driver/{driverId}', {
      path: { driverId },
      query: { limit: 50, cursor: cursor ?? undefined },
    });
  } catch (error) {
    // Permissions (decision 021): a 404 says there is nothing of this driver's to show (no record of theirs yet).
    if (error instanceof ApiError && error.status === 404) return { items: [], nextCursor: null };
    throw error;
  }
  // Accept a bare list too, in case a proxy or an older server answers one.
  return Array.isArray(result)
    ? { items: result, nextCursor: null }
    : { items: result?.items ?? [], nextCursor: result?.nextCursor ?? null };
}

/** Under the jobs key, so one invalidation after any job change refreshes the driver's list too. */
export const driverJobsQueryOptions = (driverId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.jobs.forDriver(driverId),
    queryFn: ({ pageParam }) => getDriverJobs(driverId!, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(driverId),
  });

/** docs/product/api-calls.md: runs only once the driver record exists. */
export function useDriverJobs(driverId: string | undefined) {
  return useInfiniteQuery(driverJobsQueryOptions(driverId));
}
