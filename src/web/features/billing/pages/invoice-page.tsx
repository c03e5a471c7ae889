import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { todayIn } from '@domain/dates';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, failureDescription } from '@/lib/api-client';
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
  const inv = invoice.data;

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
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <Link href="/billing" className="inline-flex min-h-11 items-center gap-1.5 justify-self-start font-semibold text-brand-800 underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToList}
        </Link>
        {invoice.isPending ? (
          <Spinner className="mx-auto flex justify-center py-10" label="Loading the invoice" />
        ) : !inv ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
            <p>{invoice.error instanceof ApiError && invoice.error.status === 404 ? copy.notFound : copy.loadFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void invoice.refetch()}>
              {copy.retry}
            </Button>
          </div>
        ) : (
          <>
            <header className="flex flex-wrap items-end justify-between gap-4">
              <h1 className="flex flex-wrap items-center gap-3 font-mono text-3xl font-bold tracking-tight text-brand-900">
                {inv.number} <InvoiceStatusBadge status={inv.status} className="font-sans" />
              </h1>
              <InvoiceActions invoice={inv} busy={busy} onOpen={setDialog} />
            </header>
            <InvoiceSummary invoice={inv} today={today} />
            <InvoiceDownloads invoiceId={inv.id} status={inv.status} />
            <section aria-labelledby="claims-heading" className="grid gap-3">
              <div>
                <h2 id="claims-heading" className="text-xl font-semibold text-brand-900">
                  {billingCopy.claims.heading} <span className="text-base font-normal text-muted">({inv.claims.length})</span>
                </h2>
                <p className="text-sm text-muted">{billingCopy.claims.lead}</p>
              </div>
              {inv.claims.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">{billingCopy.claims.none}</p>
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
            <ReasonDialog invoice={inv} action={dialog === 'deny' || dialog === 'void' ? dialog : null} onClose={() => setDialog(null)} />
          </>
        )}
      </div>
    </div>
  );
}
