import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DriverStatus } from '@domain/statuses';
import { api } from '@/lib/api-client';
import { listPageQuery } from '@/lib/list-page';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/drivers: the applications, newest first, a page at a time (decision 035). */
export const getDrivers = (status: DriverStatus | '', cursor: string | null) =>
  api.get('/api/drivers', { query: listPageQuery(status, cursor) });

export const driversQueryOptions = (status: DriverStatus | '') =>
  infiniteQueryOptions({
    queryKey: queryKeys.drivers.list({ status }),
    queryFn: ({ pageParam }) => getDrivers(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useDriverList(status: DriverStatus | '') {
  return useInfiniteQuery(driversQueryOptions(status));
}
