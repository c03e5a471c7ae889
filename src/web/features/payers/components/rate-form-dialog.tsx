import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { LEVEL_OF_SERVICE_LABELS, type LevelOfService } from '@domain/level-of-service';
import { rateInput, type RateInput, type RateResponse } from '@domain/payer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { payersCopy as copy } from '@/content/payers';
import { failureDescription } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSetRate } from '../api/set-rate';
import { EMPTY_RATE_FORM, RATE_FORM_FIELDS, rateToFormValues, toRateInput, type RateFormValues } from '../lib/rate-form-values';
import { ExampleTrip } from './example-trip';
import { RateFormFields } from './rate-form-fields';

type RateBody = z.output<typeof rateInput>;

/** The server's own schema on what the form would send, so a third decimal is refused here with the server's words. */
function useRateResolver(): Resolver<RateFormValues, unknown, RateBody> {
  return useMemo(() => {
    const validate = zodResolver(rateInput);
    return (values, context, options) =>
      validate(toRateInput(values), context, options as unknown as Parameters<typeof validate>[2]) as ReturnType<Resolver<RateFormValues, unknown, RateBody>>;
  }, []);
}

export interface RateDialogTarget {
  level: LevelOfService;
  rate: RateResponse | null;
}

/** Set rate / Edit rate for one level of service: the whole rate sheet, and an example trip priced as it is typed. */
export function RateFormDialog({ payerId, target, onClose }: { payerId: string; target: RateDialogTarget | null; onClose: () => void }) {
  const open = target !== null;
  const setRate = useSetRate();
  const sending = useRef(false);
  const form = useForm<RateFormValues, unknown, RateBody>({ resolver: useRateResolver(), defaultValues: EMPTY_RATE_FORM });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (target) reset(target.rate ? rateToFormValues(target.rate) : EMPTY_RATE_FORM);
  }, [target, reset]);

  const send = async (body: RateBody) => {
    if (!target || sending.current) return;
    sending.current = true;
    try {
      await setRate.mutateAsync({ payerId, level: target.level, body: body as RateInput });
      toast(copy.toasts.rateSaved);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, RATE_FORM_FIELDS);
      toast({ ...copy.toasts.rateFailed, description: failureDescription(error, copy.toasts.rateFailed.description), variant: 'destructive' });
    } finally {
      sending.current = false;
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(send)(event);
  const busy = isSubmitting || setRate.isPending;
  const words = copy.rateForm;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {target ? (
        <DialogContent title={words.title(LEVEL_OF_SERVICE_LABELS[target.level])} description={words.description} className="max-h-[90vh] max-w-2xl! overflow-y-auto">
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className="grid gap-6">
              <RateFormFields />
              <ExampleTrip level={target.level} />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="secondary">{words.cancel}</Button>
                </DialogClose>
                <Button type="submit" disabled={busy}>
                  {busy ? words.saving : words.save}
                </Button>
              </div>
            </form>
          </FormProvider>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
