import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { todayIn } from '@domain/dates';
import { Card } from '@/components/ui/card';
import { BackLink, RecordState, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { toast } from '@/components/ui/use-toast';
import { failureDescription } from '@/lib/api-client';
import { useCompany } from '@/lib/company-profile';
import { useInvoice } from '../api/get-invoice';
import { useRemoveClaim } from '../api/invoice-actions';
import { invoiceKeys } from '../api/keys';
import { ClaimCard } from '../components/claim-card';
import { InvoiceActions, type InvoiceDialog } from '../components/invoice-actions';
import { InvoiceDownloads } from '../components/invoice-downloads';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { InvoiceSummary } from '../components/invoice-summary';
import { PaymentDialog } from '../components/payment-dialog';
import { PaymentsTable } from '../components/payments-table';
import { ReasonDialog } from '../components/reason-dialog';
import { SendInvoiceDialog } from '../components/send-invoice-dialog';
import { billingCopy } from '../content';
import { hasClaimFiles } from '../lib/claim-files';

const copy = billingCopy.invoice;

/** /billing/invoices/:id (docs/decisions/070-invoices.md): the invoice, its claims line by line, its payments and files. Administrators only. */
export function InvoicePage() {
  const { id = '' } = useParams<{ id: string }>();
  const company = useCompany();
  const today = todayIn(company.timeZone);
  const invoice = useInvoice(id);
  const removeClaim = useRemoveClaim();
  const [dialog, setDialog] = useState<InvoiceDialog | null>(null);
  // Any change to an invoice on its way: the page's buttons wait for it, so nothing is sent twice or out of order.
  const busy = useIsMutating({ mutationKey: invoiceKeys.all }) > 0;

  const remove = async (claimId: string) => {
    try {
      await removeClaim.mutateAsync({ id, claimId });
      toast(billingCopy.toasts.removed);
    } catch (error) {
      const words = billingCopy.toasts.removeFailed;
      toast({ ...words, description: failureDescription(error, words.description), variant: 'destructive' });
    }
  };

  return (
    <StaffPage>
      <BackLink href="/billing">{copy.backToList}</BackLink>
      <RecordState query={invoice} loading="Loading the invoice" text={copy}>
        {(inv) => (
          <>
            <StaffPageHeader
              title={
                <>
                  <span className="font-mono">{inv.number}</span> <InvoiceStatusBadge status={inv.status} />
                </>
              }
              action={<InvoiceActions invoice={inv} busy={busy} onOpen={setDialog} />}
            />
            <InvoiceSummary invoice={inv} today={today} />
            <InvoiceDownloads invoiceId={inv.id} status={inv.status} />
            <section aria-labelledby="claims-heading" className="grid gap-3">
              <div>
                <h2 id="claims-heading" className="text-xl font-semibold text-brand-900">
                  {billingCopy.claims.heading}{' '}
                  <span className="text-base font-normal text-muted">({inv.claims.length})</span>
                </h2>
                <p className="text-sm text-muted">{billingCopy.claims.lead}</p>
              </div>
              {inv.claims.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">
                  {billingCopy.claims.none}
                </p>
              ) : (
                <ul className="grid gap-4">
                  {inv.claims.map((claim) => (
                    <li key={claim.id}>
                      <ClaimCard
                        invoiceId={inv.id}
                        claim={claim}
                        claimFiles={hasClaimFiles(inv.status)}
                        onRemove={inv.status === 'draft' ? () => void remove(claim.id) : undefined}
                        removing={removeClaim.isPending && removeClaim.variables.claimId === claim.id}
                        disabled={busy}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <Card className="grid gap-3 p-5">
              <h2 className="text-xl font-semibold text-brand-900">{billingCopy.payments.heading}</h2>
              <PaymentsTable payments={inv.payments} />
            </Card>
            <SendInvoiceDialog invoice={inv} open={dialog === 'send'} today={today} onClose={() => setDialog(null)} />
            <PaymentDialog invoice={inv} open={dialog === 'payment'} today={today} onClose={() => setDialog(null)} />
            <ReasonDialog
              invoice={inv}
              action={dialog === 'deny' || dialog === 'void' ? dialog : null}
              onClose={() => setDialog(null)}
            />
          </>
        )}
      </RecordState>
    </StaffPage>
  );
}
