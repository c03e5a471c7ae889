import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { daysFromToday } from '@domain/dates';
import { payStatementPaidInput } from '@domain/pay-statement';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { payCopy } from '@/content/pay';
import { useCompany } from '@/lib/company-profile';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { useSend } from '@/lib/use-send';
import { useChangePayStatement } from '../api/change-pay-statement';

type Values = { paidOn: string };
type Body = z.output<typeof payStatementPaidInput>;
const copy = payCopy.paidForm;

/** Mark paid: the day the money went out, today unless changed; a day after today is not offered, and the server refuses it under the field. */
export function PaidDialog({
  statementId,
  open,
  onClose,
}: {
  statementId: string;
  open: boolean;
  onClose: () => void;
}) {
  const company = useCompany();
  const change = useChangePayStatement();
  const form = useForm<Values, unknown, Body>({
    resolver: useConvertingResolver(payStatementPaidInput, (v: Values) => v),
    defaultValues: { paidOn: '' },
  });
  const { reset, register, setError, formState } = form;
  const today = daysFromToday(0, { company });
  useEffect(() => {
    if (open) reset({ paidOn: today });
  }, [open, reset, today]);

  const sending = useSend({
    run: (body: Body) => change.mutateAsync({ id: statementId, action: 'paid', body }),
    succeeded: payCopy.toasts.paid,
    done: onClose,
    failed: payCopy.toasts.changeFailed,
    fields: ['paidOn'],
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
      <FormField id="paid-on" label={copy.paidOn} error={formState.errors.paidOn?.message}>
        {(control) => <Input type="date" max={today} {...control} {...register('paidOn')} />}
      </FormField>
    </RecordFormDialog>
  );
}
