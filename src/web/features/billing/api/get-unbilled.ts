import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './keys';

export interface UnbilledPeriod {
  payerId: string;
  periodFrom: string;
  periodTo: string;
}

/** GET /api/invoices/unbilled: what building an invoice for this payer and period would bill now. */
export function getUnbilled({ payerId, periodFrom, periodTo }: UnbilledPeriod) {
  return api.get('/api/invoices/unbilled', { query: { payerId, periodFrom, periodTo } });
}

// Trips are completed and billed all day, so each opening of the dialog asks again rather than showing the last answer.
export const unbilledQueryOptions = (period: UnbilledPeriod | null) =>
  queryOptions({
    queryKey: invoiceKeys.unbilled(period ?? { payerId: '', periodFrom: '', periodTo: '' }),
    queryFn: () => getUnbilled(period!),
    enabled: period !== null,
    gcTime: 0,
  });

/** The preview for a complete payer and period; nothing is asked while either is missing or wrong. */
export function useUnbilled(period: UnbilledPeriod | null) {
  return useQuery(unbilledQueryOptions(period));
}
