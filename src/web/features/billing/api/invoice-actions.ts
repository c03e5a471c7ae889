import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceBuildInput, InvoicePaymentInput } from '@domain/invoice';
import { api } from '@/lib/api-client';
import { invalidateAfterInvoiceChange, invoiceKeys } from './keys';

const at = (id: string) => `/api/invoices/${encodeURIComponent(id)}`;

/** POST /api/invoices: a draft for the payer's trips of the period not yet billed. */
export const buildInvoice = (body: InvoiceBuildInput) => api.post<Invoice>('/api/invoices', body);
export const removeClaim = ({ id, claimId }: { id: string; claimId: string }) => api.post<Invoice>(`${at(id)}/claims/${encodeURIComponent(claimId)}/remove`);
export const sendInvoice = ({ id, body }: { id: string; body: { sentOn?: string; acknowledgeProblems?: boolean } }) => api.post<Invoice>(`${at(id)}/send`, body);
export const recordPayment = ({ id, body }: { id: string; body: InvoicePaymentInput }) => api.post<Invoice>(`${at(id)}/payments`, body);
export const denyInvoice = ({ id, reason }: { id: string; reason: string }) => api.post<Invoice>(`${at(id)}/deny`, { reason });
export const voidInvoice = ({ id, reason }: { id: string; reason: string }) => api.post<Invoice>(`${at(id)}/void`, { reason });

/**
 * One hook per action. Each answers the whole invoice, which goes straight into its cache entry (the page shows it
 * at once), then every invoice query is refreshed: the lists, the aging and the preview change with it.
 */
function useInvoiceMutation<Vars>(send: (vars: Vars) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: invoiceKeys.all,
    mutationFn: send,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      return invalidateAfterInvoiceChange(queryClient);
    },
  });
}

export const useBuildInvoice = () => useInvoiceMutation(buildInvoice);
export const useRemoveClaim = () => useInvoiceMutation(removeClaim);
export const useSendInvoice = () => useInvoiceMutation(sendInvoice);
export const useRecordPayment = () => useInvoiceMutation(recordPayment);
export const useDenyInvoice = () => useInvoiceMutation(denyInvoice);
export const useVoidInvoice = () => useInvoiceMutation(voidInvoice);
