import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LEVEL_OF_SERVICE_LABELS, type LevelOfService } from '@domain/level-of-service';
import { rateInput, type RateInput, type RateResponse } from '@domain/payer';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { payersCopy as copy } from '@/content/payers';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { useSend } from '@/lib/use-send';
import { useSetRate } from '../api/set-rate';
import {
  EMPTY_RATE_FORM,
  RATE_FORM_FIELDS,
  rateToFormValues,
  toRateInput,
  type RateFormValues,
} from '../lib/rate-form-values';
import { ExampleTrip } from './example-trip';
import { RateFormFields } from './rate-form-fields';

type RateBody = z.output<typeof rateInput>;

export interface RateDialogTarget {
  level: LevelOfService;
  rate: RateResponse | null;
}

/** Set rate / Edit rate for one level of service: the whole rate sheet, and an example trip priced as it is typed. */
export function RateFormDialog({
  payerId,
  target,
  onClose,
}: {
  payerId: string;
  target: RateDialogTarget | null;
  onClose: () => void;
}) {
  const setRate = useSetRate();
  // The server's own schema on what the form would send, so a third decimal is refused here with the server's words.
  const form = useForm<RateFormValues, unknown, RateBody>({
    resolver: useConvertingResolver(rateInput, toRateInput),
    defaultValues: EMPTY_RATE_FORM,
  });
  const { reset, setError } = form;

  useEffect(() => {
    if (target) reset(target.rate ? rateToFormValues(target.rate) : EMPTY_RATE_FORM);
  }, [target, reset]);

  const sending = useSend({
    // The form shows only while a level is chosen.
    run: async (body: RateBody) => {
      if (target) await setRate.mutateAsync({ payerId, level: target.level, body: body as RateInput });
    },
    succeeded: copy.toasts.rateSaved,
    done: onClose,
    failed: copy.toasts.rateFailed,
    fields: RATE_FORM_FIELDS,
    setError,
  });
  const words = copy.rateForm;

  return (
    <RecordFormDialog
      open={target !== null}
      onClose={onClose}
      title={target ? words.title(LEVEL_OF_SERVICE_LABELS[target.level]) : ''}
      description={words.description}
      form={form}
      sending={sending}
      words={{ cancel: words.cancel, submit: words.save, submitting: words.saving }}
    >
      <RateFormFields />
      {target ? <ExampleTrip level={target.level} /> : null}
    </RecordFormDialog>
  );
}
