import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './keys';

/** GET /api/invoices/{id}: the invoice with its claims, their lines and problems, and its payments. */
export const getInvoice = (id: string) => api.get('/api/invoices/{id}', { path: { id } });

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) });

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
