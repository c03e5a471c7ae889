import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './keys';

/** GET /api/invoices/aging?asOf=: what each payer still owes on that day, by days since sent. */
export const getAging = (asOf: string) => api.get('/api/invoices/aging', { query: { asOf } });

export const agingQueryOptions = (asOf: string) =>
  queryOptions({ queryKey: invoiceKeys.aging(asOf), queryFn: () => getAging(asOf), enabled: asOf !== '' });

export function useAging(asOf: string) {
  return useQuery(agingQueryOptions(asOf));
}
