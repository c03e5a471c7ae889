import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiderTrips } from '@domain/rider';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/riders/{id}/trips: the rider's last jobs and referrals. */
export const getRiderTrips = (id: string) => api.get<RiderTrips>(`/api/riders/${encodeURIComponent(id)}/trips`);

export const riderTripsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.riders.trips(id), queryFn: () => getRiderTrips(id) });

export function useRiderTrips(id: string) {
  return useQuery(riderTripsQueryOptions(id));
}
