import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AgingBucket, InvoiceStatus } from '@domain/invoice';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './keys';

export interface InvoiceFilters {
  status: InvoiceStatus | '';
  payerId: string;
  /** An aging bucket on `asOf`: the invoices the aging adds up in it. */
  aging?: AgingBucket | '';
  asOf?: string;
}

/** GET /api/invoices: newest first, a page at a time, optionally of one status, one payer and one aging bucket. */
export function getInvoices({ status, payerId, aging, asOf }: InvoiceFilters, cursor: string | null) {
  return api.get('/api/invoices', {
    query: {
      status: status || undefined,
      payerId: payerId || undefined,
      aging: aging || undefined,
      asOf: (aging && asOf) || undefined,
      cursor: cursor ?? undefined,
    },
  });
}

export const invoicesQueryOptions = (filters: InvoiceFilters) =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ pageParam }) => getInvoices(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useInvoiceList(filters: InvoiceFilters) {
  return useInfiniteQuery(invoicesQueryOptions(filters));
}
