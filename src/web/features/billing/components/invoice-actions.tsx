import { Ban, CircleDollarSign, Send, ThumbsDown } from 'lucide-react';
import type { Invoice } from '@domain/invoice';
import { Button } from '@/components/ui/button';
import { billingCopy } from '../content';
import type { ReasonAction } from './reason-dialog';

const copy = billingCopy.invoice;

export type InvoiceDialog = 'send' | 'payment' | ReasonAction;

/**
 * What can be done with the invoice in its status (docs/decisions/070-invoices.md): a draft is sent or voided; a
 * sent or partly paid one is paid or denied; a denied one may still be paid; one with no money on it (draft, sent,
 * denied) may be voided, which releases its trips. Paid and void invoices are done.
 */
export function availableActions(invoice: Pick<Invoice, 'status' | 'payments'>): InvoiceDialog[] {
  const unpaid = invoice.payments.length === 0;
  switch (invoice.status) {
    case 'draft':
      return ['send', 'void'];
    case 'sent':
      return unpaid ? ['payment', 'deny', 'void'] : ['payment', 'deny'];
    case 'partially_paid':
      return ['payment', 'deny'];
    case 'denied':
      return unpaid ? ['payment', 'void'] : ['payment'];
    default:
      return [];
  }
}

const BUTTONS: Record<
  InvoiceDialog,
  { label: string; Icon: typeof Send; variant: 'primary' | 'secondary' | 'destructive' }
> = {
  send: { label: copy.send, Icon: Send, variant: 'primary' },
  payment: { label: copy.recordPayment, Icon: CircleDollarSign, variant: 'primary' },
  deny: { label: copy.deny, Icon: ThumbsDown, variant: 'secondary' },
  void: { label: copy.void, Icon: Ban, variant: 'secondary' },
};

/** The invoice's action buttons; all disabled while any change to it is on its way. */
export function InvoiceActions({
  invoice,
  busy,
  onOpen,
}: {
  invoice: Invoice;
  busy: boolean;
  onOpen: (dialog: InvoiceDialog) => void;
}) {
  const actions = availableActions(invoice);
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label={copy.actions} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {actions.map((action) => {
        const { label, Icon, variant } = BUTTONS[action];
        return (
          <Button
            key={action}
            variant={variant}
            disabled={busy}
            onClick={() => onOpen(action)}
            className="w-full sm:w-auto"
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Button>
        );
      })}
    </div>
  );
}
