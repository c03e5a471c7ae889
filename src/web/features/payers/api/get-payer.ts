import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/payers/{id}: one payer's details. */
export const getPayer = (id: string) => api.get('/api/payers/{id}', { path: { id } });

export const payerQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.payers.detail(id), queryFn: () => getPayer(id) });

export function usePayer(id: string) {
  return useQuery(payerQueryOptions(id));
}
