import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { invoicePaymentInput, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type Invoice } from '@domain/invoice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { Select } from '@/components/ui/select';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSend } from '@/lib/use-send';
import { useRecordPayment } from '../api/invoice-actions';
import { billingCopy } from '../content';
import { dollars } from '../lib/billing-display';
import { emptyPayment, PAYMENT_FORM_FIELDS, toPaymentInput, type PaymentFormValues } from '../lib/payment-form-values';

type PaymentBody = z.output<typeof invoicePaymentInput>;
const copy = billingCopy.payment;

/**
 * Record payment: what the payer sent, received today or earlier; an amount over the balance or a day after today is
 * refused by the server under its field.
 */
export function PaymentDialog({
  invoice,
  open,
  today,
  onClose,
}: {
  invoice: Invoice;
  open: boolean;
  today: string;
  onClose: () => void;
}) {
  const recordPayment = useRecordPayment();
  const form = useForm<PaymentFormValues, unknown, PaymentBody>({
    resolver: useConvertingResolver(invoicePaymentInput, toPaymentInput),
    defaultValues: emptyPayment(today),
  });
  const {
    register,
    reset,
    setError,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (open) reset(emptyPayment(today));
  }, [open, today, reset]);

  // One Idempotency-Key per opening: a payment sent again after a lost answer (or pressed again after a timeout) is
  // recorded once, since the server answers the first one again; the next opening is a new payment with a new key.
  const idempotencyKey = useRef<string | null>(null);
  useEffect(() => {
    idempotencyKey.current = open ? newIdempotencyKey() : null;
  }, [open]);

  const sending = useSend({
    run: (body: PaymentBody) =>
      recordPayment.mutateAsync({
        id: invoice.id,
        body,
        idempotencyKey: (idempotencyKey.current ??= newIdempotencyKey()),
      }),
    succeeded: billingCopy.toasts.paid,
    done: onClose,
    failed: billingCopy.toasts.payFailed,
    fields: PAYMENT_FORM_FIELDS,
    setError,
  });

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      title={`${copy.title}: ${invoice.number}`}
      description={copy.description(dollars(invoice.balance))}
      form={form}
      sending={sending}
      words={{ cancel: copy.cancel, submit: copy.submit, submitting: copy.submitting }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="payment-amount" label={copy.amount} error={errors.amount?.message}>
          {(field) => <MoneyInput {...field} {...register('amount')} />}
        </FormField>
        <FormField id="payment-received-on" label={copy.receivedOn} error={errors.receivedOn?.message}>
          {(field) => <Input type="date" max={today} {...field} {...register('receivedOn')} />}
        </FormField>
        <FormField id="payment-method" label={copy.method} error={errors.method?.message}>
          {(field) => (
            <Select {...field} {...register('method')}>
              <option value="" disabled>
                {copy.chooseMethod}
              </option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="payment-reference"
          label={copy.reference}
          hint={copy.referenceHint}
          error={errors.reference?.message}
        >
          {(field) => <Input autoComplete="off" {...field} {...register('reference')} />}
        </FormField>
      </div>
    </RecordFormDialog>
  );
}
