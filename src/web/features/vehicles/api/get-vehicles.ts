import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { VehicleStatus } from '@domain/vehicle';
import { api } from '@/lib/api-client';
import { listPageQuery } from '@/lib/list-page';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/vehicles: the fleet by number, a page at a time (decision 035), optionally of one status. */
export const getVehicles = (status: VehicleStatus | '', cursor: string | null) =>
  api.get('/api/vehicles', { query: listPageQuery(status, cursor) });

export const vehiclesQueryOptions = (status: VehicleStatus | '') =>
  infiniteQueryOptions({
    queryKey: queryKeys.vehicles.list({ status }),
    queryFn: ({ pageParam }) => getVehicles(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useVehicleList(status: VehicleStatus | '') {
  return useInfiniteQuery(vehiclesQueryOptions(status));
}
