import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/vehicles/{id}: the vehicle with its documents (newest expiry first) and its drivers. */
export const getVehicle = (id: string) => api.get('/api/vehicles/{id}', { path: { id } });

export const vehicleQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.vehicles.detail(id), queryFn: () => getVehicle(id) });

export function useVehicle(id: string) {
  return useQuery(vehicleQueryOptions(id));
}
