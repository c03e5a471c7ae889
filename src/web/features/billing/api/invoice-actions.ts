import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceBuildInput, InvoicePaymentInput } from '@domain/invoice';
import { api } from '@/lib/api-client';
import { invalidateAfterInvoiceChange, invoiceKeys } from './keys';

/** POST /api/invoices: a draft for the payer's trips of the period not yet billed. */
export const buildInvoice = (body: InvoiceBuildInput) => api.post('/api/invoices', { body });
export const removeClaim = ({ id, claimId }: { id: string; claimId: string }) =>
  api.post('/api/invoices/{id}/claims/{claimId}/remove', { path: { id, claimId } });
export const sendInvoice = ({ id, body }: { id: string; body: { sentOn?: string; acknowledgeProblems?: boolean } }) =>
  api.post('/api/invoices/{id}/send', { path: { id }, body });
/** The Idempotency-Key makes a payment sent again after a lost answer recorded once (the dialog keeps one key per opening). */
export const recordPayment = ({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: InvoicePaymentInput;
  idempotencyKey: string;
}) => api.post('/api/invoices/{id}/payments', { path: { id }, body, headers: { 'Idempotency-Key': idempotencyKey } });
export const denyInvoice = ({ id, reason }: { id: string; reason: string }) =>
  api.post('/api/invoices/{id}/deny', { path: { id }, body: { reason } });
export const voidInvoice = ({ id, reason }: { id: string; reason: string }) =>
  api.post('/api/invoices/{id}/void', { path: { id }, body: { reason } });

/**
 * One hook per action. Each answers the whole invoice, which goes straight into its cache entry (the page shows it
 * at once), then every invoice query is refreshed: the lists, the aging and the preview change with it.
 *
 * An action on an existing invoice that fails is often refused because the invoice changed under the clerk (a trip
 * edited since the page was read, so the send's claim checks find problems; another clerk sent or paid it), so the
 * invoice is read again: the page and its open dialog show it as it is now (the claims' problems and the tick to
 * send with them) instead of leaving the clerk to retry a form built on old data. The refetch is not awaited, so
 * the failure reaches the dialog at once even when the network is down.
 */
function useInvoiceMutation<Vars>(send: (vars: Vars) => Promise<Invoice>, invoiceIdOf?: (vars: Vars) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: invoiceKeys.all,
    mutationFn: send,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      return invalidateAfterInvoiceChange(queryClient);
    },
    onError: (_error, vars) => {
      if (invoiceIdOf) void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceIdOf(vars)) });
    },
  });
}

const onInvoice = ({ id }: { id: string }) => id;

export const useBuildInvoice = () => useInvoiceMutation(buildInvoice);
export const useRemoveClaim = () => useInvoiceMutation(removeClaim, onInvoice);
export const useSendInvoice = () => useInvoiceMutation(sendInvoice, onInvoice);
export const useRecordPayment = () => useInvoiceMutation(recordPayment, onInvoice);
export const useDenyInvoice = () => useInvoiceMutation(denyInvoice, onInvoice);
export const useVoidInvoice = () => useInvoiceMutation(voidInvoice, onInvoice);
