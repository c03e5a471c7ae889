import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { invoiceReasonInput, type Invoice } from '@domain/invoice';
import { FormField } from '@/components/ui/form-field';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { useSend } from '@/lib/use-send';
import { useDenyInvoice, useVoidInvoice } from '../api/invoice-actions';
import { billingCopy } from '../content';

type ReasonBody = z.output<typeof invoiceReasonInput>;
interface ReasonValues {
  reason: string;
}
export type ReasonAction = 'deny' | 'void';
const copy = billingCopy.reason;
const asReasonInput = (values: ReasonValues) => values;

/** Deny or Void: both ask why, and keep the reason with the invoice. */
export function ReasonDialog({
  invoice,
  action,
  onClose,
}: {
  invoice: Invoice;
  action: ReasonAction | null;
  onClose: () => void;
}) {
  const deny = useDenyInvoice();
  const voidIt = useVoidInvoice();
  const form = useForm<ReasonValues, unknown, ReasonBody>({
    resolver: useConvertingResolver(invoiceReasonInput, asReasonInput),
    defaultValues: { reason: '' },
  });
  const {
    register,
    reset,
    setError,
    formState: { errors },
  } = form;
  const open = action !== null;
  const words = copy[action ?? 'deny'];

  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const denying = action === 'deny';
  const sending = useSend({
    run: ({ reason }: ReasonBody) => (denying ? deny : voidIt).mutateAsync({ id: invoice.id, reason }),
    succeeded: denying ? billingCopy.toasts.denied : billingCopy.toasts.voided,
    done: onClose,
    failed: denying ? billingCopy.toasts.denyFailed : billingCopy.toasts.voidFailed,
    fields: ['reason'],
    setError,
  });

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      title={`${words.title} ${invoice.number}`}
      description={words.description}
      form={form}
      sending={sending}
      words={{ cancel: copy.cancel, submit: words.submit, submitting: words.submitting }}
    >
      <FormField id="invoice-reason" label={copy.label} error={errors.reason?.message}>
        {(field) => <Textarea rows={3} {...field} {...register('reason')} />}
      </FormField>
    </RecordFormDialog>
  );
}
