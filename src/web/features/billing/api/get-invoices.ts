import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InvoiceStatus, InvoiceSummary } from '@domain/invoice';
import type { Page } from '@domain/page';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './keys';

export interface InvoiceFilters {
  status: InvoiceStatus | '';
  payerId: string;
}

/** GET /api/invoices: newest first, a page at a time, optionally of one status and one payer. */
export function getInvoices({ status, payerId }: InvoiceFilters, cursor: string | null): Promise<Page<InvoiceSummary>> {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (payerId) params.set('payerId', payerId);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api.get<Page<InvoiceSummary>>(`/api/invoices${query ? `?${query}` : ''}`);
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
