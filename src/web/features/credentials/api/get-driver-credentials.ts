import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/drivers/{id}/credentials: every credential (newest first) and one summary line per kind. */
export const getDriverCredentials = (driverId: string) =>
  api.get('/api/drivers/{id}/credentials', { path: { id: driverId } });

export const driverCredentialsQueryOptions = (driverId: string) =>
  queryOptions({ queryKey: queryKeys.credentials.forDriver(driverId), queryFn: () => getDriverCredentials(driverId) });

export function useDriverCredentials(driverId: string) {
  return useQuery(driverCredentialsQueryOptions(driverId));
}
