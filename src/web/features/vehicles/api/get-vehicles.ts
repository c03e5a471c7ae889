import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Vehicle, VehicleStatus } from '@domain/vehicle';
import { fetchPage } from '@/lib/list-page';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/vehicles: the fleet by number, a page at a time (decision 035), optionally of one status. */
export const getVehicles = (status: VehicleStatus | '', cursor: string | null) =>
  fetchPage<Vehicle>('/api/vehicles', status, cursor);

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
