import { type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { Send } from '@/lib/use-send';

interface RecordFormDialogProps<Values extends FieldValues, Body> {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  form: UseFormReturn<Values, unknown, Body>;
  /** The dialog's useSend: it sends the checked body, one at a time. */
  sending: Pick<Send<Body>, 'send' | 'pending'>;
  words: { cancel: string; submit: string; submitting: string };
  children: ReactNode;
}

/** The frame every add/edit dialog of a record shares: its fields, Cancel and the submit button, one send at a time. */
export function RecordFormDialog<Values extends FieldValues, Body>({
  open,
  onClose,
  title,
  description,
  form,
  sending,
  words,
  children,
}: RecordFormDialogProps<Values, Body>) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(sending.send)(event);
  const working = sending.pending || form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent title={title} description={description} className="max-h-[90vh] max-w-2xl! overflow-y-auto">
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className="grid gap-6">
              {children}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="secondary">{words.cancel}</Button>
                </DialogClose>
                <Button type="submit" disabled={working}>
                  {working ? words.submitting : words.submit}
                </Button>
              </div>
            </form>
          </FormProvider>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
