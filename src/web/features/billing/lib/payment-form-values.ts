import type { InvoicePaymentInput, PAYMENT_METHODS } from '@domain/invoice';

/** What the payment form holds: text as typed; no method until one is chosen. */
export interface PaymentFormValues {
  amount: string;
  receivedOn: string;
  method: (typeof PAYMENT_METHODS)[number] | '';
  reference: string;
}

export const PAYMENT_FORM_FIELDS = ['amount', 'receivedOn', 'method', 'reference'] as const;

/** A new payment: received today, by check (what carriers mostly send), no amount yet. */
export const emptyPayment = (today: string): PaymentFormValues => ({
  amount: '',
  receivedOn: today,
  method: 'check',
  reference: '',
});

/** What the form sends: no method chosen is left out, so the schema asks for one. */
export function toPaymentInput({ method, ...rest }: PaymentFormValues): InvoicePaymentInput {
  return { ...rest, ...(method ? { method } : {}) } as InvoicePaymentInput;
}
