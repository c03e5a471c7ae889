import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/payers/{id}/rates: the rates the payer has, at most one per level of service. */
export const getPayerRates = (id: string) => api.get('/api/payers/{id}/rates', { path: { id } });

export const payerRatesQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.payers.rates(id), queryFn: () => getPayerRates(id) });

export function usePayerRates(id: string) {
  return useQuery(payerRatesQueryOptions(id));
}
