import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payer } from '@domain/payer';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/payers/{id}: one payer's details. */
export const getPayer = (id: string) => api.get<Payer>(`/api/payers/${encodeURIComponent(id)}`);

export const payerQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.payers.detail(id), queryFn: () => getPayer(id) });

export function usePayer(id: string) {
  return useQuery(payerQueryOptions(id));
}
