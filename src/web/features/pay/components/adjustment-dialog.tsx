import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { payAdjustmentInput, type PayAdjustmentInput } from '@domain/pay-statement';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { payCopy } from '@/content/pay';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSend } from '@/lib/use-send';
import { useAddPayAdjustment } from '../api/change-pay-statement';

type Values = { description: string; amount: string };
type Body = z.output<typeof payAdjustmentInput>;
const FIELDS = ['description', 'amount'] as const;
const copy = payCopy.adjustmentForm;

/** Add adjustment: a description and a signed amount; the total is worked out again by the server. */
export function AdjustmentDialog({
  statementId,
  open,
  onClose,
}: {
  statementId: string;
  open: boolean;
  onClose: () => void;
}) {
  const add = useAddPayAdjustment();
  const form = useForm<Values, unknown, Body>({
    resolver: useConvertingResolver(payAdjustmentInput, (v: Values) => v),
    defaultValues: { description: '', amount: '' },
  });
  const { reset, register, setError, formState } = form;
  // One Idempotency-Key per opening: an adjustment sent again after a lost answer (or pressed again after a timeout)
  // is added once, since the server answers the first one again; the next opening is a new adjustment with a new key.
  const idempotencyKey = useRef<string | null>(null);
  useEffect(() => {
    idempotencyKey.current = open ? newIdempotencyKey() : null;
    if (open) reset({ description: '', amount: '' });
  }, [open, reset]);

  const sending = useSend({
    run: (body: Body) =>
      add.mutateAsync({
        id: statementId,
        body: body as PayAdjustmentInput,
        idempotencyKey: (idempotencyKey.current ??= newIdempotencyKey()),
      }),
    succeeded: payCopy.toasts.adjusted,
    done: onClose,
    failed: payCopy.toasts.adjustFailed,
    fields: FIELDS,
    setError,
  });

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      title={copy.title}
      description={copy.description}
      form={form}
      sending={sending}
      words={{ cancel: copy.cancel, submit: copy.submit, submitting: copy.submitting }}
    >
      <FormField
        id="adjustment-description"
        label={copy.descriptionLabel}
        error={formState.errors.description?.message}
      >
        {(control) => <Input {...control} {...register('description')} />}
      </FormField>
      <FormField
        id="adjustment-amount"
        label={copy.amount}
        hint={copy.amountHint}
        error={formState.errors.amount?.message}
      >
        {(control) => <Input inputMode="decimal" {...control} {...register('amount')} />}
      </FormField>
    </RecordFormDialog>
  );
}
