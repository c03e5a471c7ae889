import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { payerInput, type Payer, type PayerInput } from '@domain/payer';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { payersCopy as copy } from '@/content/payers';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { useSend } from '@/lib/use-send';
import { useCreatePayer, useUpdatePayer } from '../api/save-payer';
import {
  EMPTY_PAYER_FORM,
  PAYER_FORM_FIELDS,
  payerToFormValues,
  toPayerInput,
  type PayerFormValues,
} from '../lib/payer-form-values';
import { PayerFormFields } from './payer-form-fields';

type PayerBody = z.output<typeof payerInput>;

export type PayerDialogMode = { kind: 'create' } | { kind: 'edit'; payer: Payer };

/** Add payer / Edit payer: the whole payer, checked as the server checks it; a name already taken shows under the name. */
export function PayerFormDialog({ mode, onClose }: { mode: PayerDialogMode | null; onClose: () => void }) {
  const open = mode !== null;
  const editing = mode?.kind === 'edit' ? mode.payer : null;
  const createPayer = useCreatePayer();
  const updatePayer = useUpdatePayer();
  const form = useForm<PayerFormValues, unknown, PayerBody>({
    resolver: useConvertingResolver(payerInput, toPayerInput),
    defaultValues: EMPTY_PAYER_FORM,
  });
  const { reset, setError } = form;

  useEffect(() => {
    if (open) reset(editing ? payerToFormValues(editing) : EMPTY_PAYER_FORM);
  }, [open, editing, reset]);

  const sending = useSend({
    run: (body: PayerBody) =>
      editing
        ? updatePayer.mutateAsync({ id: editing.id, body: body as PayerInput })
        : createPayer.mutateAsync(body as PayerInput),
    succeeded: editing ? copy.toasts.updated : copy.toasts.created,
    done: onClose,
    failed: editing ? copy.toasts.updateFailed : copy.toasts.createFailed,
    fields: PAYER_FORM_FIELDS,
    setError,
  });
  const { form: words } = copy;

  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      title={editing ? words.editTitle : words.createTitle}
      description={words.description}
      form={form}
      sending={sending}
      words={
        editing
          ? { cancel: words.cancel, submit: words.save, submitting: words.saving }
          : { cancel: words.cancel, submit: words.create, submitting: words.creating }
      }
    >
      <PayerFormFields />
    </RecordFormDialog>
  );
}
