import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/riders/{id}. */
export const getRider = (id: string) => api.get('/api/riders/{id}', { path: { id } });

export const riderQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.riders.detail(id), queryFn: () => getRider(id) });

export function useRider(id: string) {
  return useQuery(riderQueryOptions(id));
}
