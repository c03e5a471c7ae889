import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { payerInput, type Payer, type PayerInput } from '@domain/payer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { payersCopy as copy } from '@/content/payers';
import { failureDescription } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreatePayer, useUpdatePayer } from '../api/save-payer';
import { EMPTY_PAYER_FORM, PAYER_FORM_FIELDS, payerToFormValues, toPayerInput, type PayerFormValues } from '../lib/payer-form-values';
import { PayerFormFields } from './payer-form-fields';

type PayerBody = z.output<typeof payerInput>;

/** The server's own schema, run on what the form would send (the terms as a number). */
function usePayerResolver(): Resolver<PayerFormValues, unknown, PayerBody> {
  return useMemo(() => {
    const validate = zodResolver(payerInput);
    return (values, context, options) =>
      validate(toPayerInput(values), context, options as unknown as Parameters<typeof validate>[2]) as ReturnType<Resolver<PayerFormValues, unknown, PayerBody>>;
  }, []);
}

export type PayerDialogMode = { kind: 'create' } | { kind: 'edit'; payer: Payer };

/** Add payer / Edit payer: the whole payer, checked as the server checks it; a name already taken shows under the name. */
export function PayerFormDialog({ mode, onClose }: { mode: PayerDialogMode | null; onClose: () => void }) {
  const open = mode !== null;
  const editing = mode?.kind === 'edit' ? mode.payer : null;
  const createPayer = useCreatePayer();
  const updatePayer = useUpdatePayer();
  const sending = useRef(false);
  const form = useForm<PayerFormValues, unknown, PayerBody>({ resolver: usePayerResolver(), defaultValues: EMPTY_PAYER_FORM });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(editing ? payerToFormValues(editing) : EMPTY_PAYER_FORM);
  }, [open, editing, reset]);

  const send = async (body: PayerBody) => {
    if (sending.current) return;
    sending.current = true;
    try {
      if (editing) await updatePayer.mutateAsync({ id: editing.id, body: body as PayerInput });
      else await createPayer.mutateAsync(body as PayerInput);
      toast(editing ? copy.toasts.updated : copy.toasts.created);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, PAYER_FORM_FIELDS);
      const words = editing ? copy.toasts.updateFailed : copy.toasts.createFailed;
      toast({ ...words, description: failureDescription(error, words.description), variant: 'destructive' });
    } finally {
      sending.current = false;
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(send)(event);
  const busy = isSubmitting || createPayer.isPending || updatePayer.isPending;
  const { form: words } = copy;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent title={editing ? words.editTitle : words.createTitle} description={words.description} className="max-h-[90vh] max-w-2xl! overflow-y-auto">
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className="grid gap-6">
              <PayerFormFields />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="secondary">{words.cancel}</Button>
                </DialogClose>
                <Button type="submit" disabled={busy}>
                  {editing ? (busy ? words.saving : words.save) : busy ? words.creating : words.create}
                </Button>
              </div>
            </form>
          </FormProvider>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
