import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/riders/{id}/trips: the rider's last jobs and referrals. */
export const getRiderTrips = (id: string) => api.get('/api/riders/{id}/trips', { path: { id } });

export const riderTripsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.riders.trips(id), queryFn: () => getRiderTrips(id) });

export function useRiderTrips(id: string) {
  return useQuery(riderTripsQueryOptions(id));
}
