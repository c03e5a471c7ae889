import type { QueryClient } from '@tanstack/react-query';
import type { AgingBucket, InvoiceStatus } from '@domain/invoice';

/**
 * The billing screens' query keys, under one `invoices` prefix: any invoice change (built, sent, paid, a claim
 * removed) refreshes the lists, the invoice, the aging and the unbilled preview together. Kept in the feature,
 * not in src/web/lib/query-keys.ts, because no other feature reads invoices.
 */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filters: { status: InvoiceStatus | ''; payerId: string; aging?: AgingBucket | ''; asOf?: string }) =>
    ['invoices', 'list', filters] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  unbilled: (period: { payerId: string; periodFrom: string; periodTo: string }) =>
    ['invoices', 'unbilled', period] as const,
  aging: (asOf: string) => ['invoices', 'aging', asOf] as const,
  unbilledPeriod: (payerId: string) => ['invoices', 'unbilled-period', payerId] as const,
};

/** After any invoice change: every invoice query, the aging and the preview with them. */
export function invalidateAfterInvoiceChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
}
