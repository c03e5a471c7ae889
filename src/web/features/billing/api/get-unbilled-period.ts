import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './keys';

/** GET /api/invoices/unbilled-period: the month of the latest trip not yet billed, for this payer or any. */
export function getUnbilledPeriod(payerId: string) {
  return api.get('/api/invoices/unbilled-period', { query: { payerId: payerId || undefined } });
}

// Asked again at each opening, as the preview is: trips are completed and billed all day.
export const unbilledPeriodQueryOptions = (payerId: string, enabled: boolean) =>
  queryOptions({
    queryKey: invoiceKeys.unbilledPeriod(payerId),
    queryFn: () => getUnbilledPeriod(payerId),
    enabled,
    gcTime: 0,
  });

/** The period the build dialog starts on, for the payer chosen ('' before one is). */
export function useUnbilledPeriod(payerId: string, enabled: boolean) {
  return useQuery(unbilledPeriodQueryOptions(payerId, enabled));
}
