import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/vehicles?status=active: the vehicles a driver may be given, by number. One page of 100: a company
 * runs tens of vehicles. The vehicles feature has its own list; a feature never imports another.
 */
export const getVehicleChoices = () => api.get('/api/vehicles', { query: { status: 'active', limit: 100 } });

export const vehicleChoicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.vehicles.choices(), queryFn: getVehicleChoices, staleTime: 0 });

export function useVehicleChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vehicleChoicesQueryOptions(), enabled });
}
