import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { riderSchema, type Rider, type RiderInput, type RiderValues } from '@domain/rider';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { ridersCopy } from '@/content/riders';
import { failureDescription } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateRider } from '../api/create-rider';
import { useUpdateRider } from '../api/update-rider';
import { EMPTY_RIDER_FORM, RIDER_FORM_FIELDS, riderToFormValues, toRiderInput, type RiderFormValues } from '../lib/rider-form-values';
import { RiderFormFields } from './rider-form-fields';

export type RiderDialogMode = { kind: 'create' } | { kind: 'edit'; rider: Rider };

/** The server's own schema, run on what the form would send (a blank home address is none). */
function useRiderResolver(): Resolver<RiderFormValues, unknown, RiderValues> {
  return useMemo(() => {
    const validate = zodResolver(riderSchema);
    return (values, context, options) =>
      validate(toRiderInput(values), context, options as unknown as Parameters<typeof validate>[2]) as ReturnType<Resolver<RiderFormValues, unknown, RiderValues>>;
  }, []);
}

interface RiderFormDialogProps {
  mode: RiderDialogMode | null;
  onClose: () => void;
}

/** New rider / Edit rider: the whole record, checked as the server checks it; a duplicate shows under the name. */
export function RiderFormDialog({ mode, onClose }: RiderFormDialogProps) {
  const open = mode !== null;
  const editing = mode?.kind === 'edit' ? mode.rider : null;
  const createRider = useCreateRider();
  const updateRider = useUpdateRider();
  const sending = useRef(false);
  const form = useForm<RiderFormValues, unknown, RiderValues>({ resolver: useRiderResolver(), defaultValues: EMPTY_RIDER_FORM });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(editing ? riderToFormValues(editing) : EMPTY_RIDER_FORM);
  }, [open, editing, reset]);

  const send = async (body: RiderValues) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await (editing ? updateRider.mutateAsync({ id: editing.id, body: body as RiderInput }) : createRider.mutateAsync(body as RiderInput));
      toast(editing ? ridersCopy.toasts.updated : ridersCopy.toasts.created);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, RIDER_FORM_FIELDS);
      const words = editing ? ridersCopy.toasts.updateFailed : ridersCopy.toasts.createFailed;
      toast({ ...words, description: failureDescription(error, words.description), variant: 'destructive' });
    } finally {
      sending.current = false;
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(send)(event);
  const busy = isSubmitting || createRider.isPending || updateRider.isPending;
  const { form: words } = ridersCopy;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent title={editing ? words.editTitle : words.createTitle} description={words.description} className="max-h-[90vh] max-w-2xl! overflow-y-auto">
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className="grid gap-6">
              <RiderFormFields />
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
