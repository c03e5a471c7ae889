import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/credentials/expiring: drivers' credentials and vehicles' documents expiring within the days. */
export const getExpiring = (days: number) => api.get('/api/credentials/expiring', { query: { days } });

export const expiringQueryOptions = (days: number) =>
  queryOptions({ queryKey: queryKeys.credentials.expiring(days), queryFn: () => getExpiring(days) });

export function useExpiring(days: number) {
  return useQuery(expiringQueryOptions(days));
}
