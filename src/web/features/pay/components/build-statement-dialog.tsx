import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { daysFromToday } from '@domain/dates';
import { payStatementBuildInput, type PayStatementBuildInput } from '@domain/pay-statement';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { Select } from '@/components/ui/select';
import { payCopy } from '@/content/pay';
import { useCompany } from '@/lib/company-profile';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { useSend } from '@/lib/use-send';
import { useBuildPayStatement } from '../api/change-pay-statement';
import { usePayableDrivers } from '../api/get-pay-statements';

type Values = { driverId: string; periodFrom: string; periodTo: string };
type Body = z.output<typeof payStatementBuildInput>;
const FIELDS = ['driverId', 'periodFrom', 'periodTo'] as const;
const copy = payCopy.buildForm;

/** Build statement: a driver and a period of company days (the last two weeks unless changed). */
export function BuildStatementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const company = useCompany();
  const drivers = usePayableDrivers(open);
  const build = useBuildPayStatement();
  const [, navigate] = useLocation();
  const form = useForm<Values, unknown, Body>({
    resolver: useConvertingResolver(payStatementBuildInput, (v: Values) => v),
    defaultValues: { driverId: '', periodFrom: '', periodTo: '' },
  });
  const { reset, register, setError, formState } = form;

  useEffect(() => {
    if (open)
      reset({ driverId: '', periodFrom: daysFromToday(-13, { company }), periodTo: daysFromToday(0, { company }) });
  }, [open, reset, company]);

  const sending = useSend({
    run: (body: Body) => build.mutateAsync(body as PayStatementBuildInput),
    succeeded: (statement) => ({ ...payCopy.toasts.built, description: statement.number }),
    done: (statement) => {
      onClose();
      navigate(`/pay/${statement.id}`);
    },
    failed: payCopy.toasts.buildFailed,
    fields: FIELDS,
    setError,
  });
  const errors = formState.errors;

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
      <FormField id="pay-driver" label={copy.driver} error={errors.driverId?.message}>
        {(control) => (
          <Select {...control} {...register('driverId')}>
            <option value="">{drivers.isPending ? '…' : copy.chooseDriver}</option>
            {(drivers.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.fullName}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pay-period-from" label={copy.periodFrom} error={errors.periodFrom?.message}>
          {(control) => <Input type="date" {...control} {...register('periodFrom')} />}
        </FormField>
        <FormField id="pay-period-to" label={copy.periodTo} error={errors.periodTo?.message}>
          {(control) => <Input type="date" {...control} {...register('periodTo')} />}
        </FormField>
      </div>
    </RecordFormDialog>
  );
}
