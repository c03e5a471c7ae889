import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { isIsoDate } from '@domain/dates';
import { invoiceBuildInput } from '@domain/invoice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { Select } from '@/components/ui/select';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { failureToast, useSend } from '@/lib/use-send';
import { useBuildInvoice } from '../api/invoice-actions';
import { usePayerChoices } from '@/lib/billing-choices';
import { useUnbilledPeriod } from '../api/get-unbilled-period';
import type { UnbilledPeriod } from '../api/get-unbilled';
import { billingCopy } from '../content';
import { refusalFor } from '../lib/api-reasons';
import { formatDay, lastFullMonth } from '../lib/billing-display';
import { UnbilledPreview } from './unbilled-preview';

type BuildBody = z.output<typeof invoiceBuildInput>;
export interface BuildFormValues {
  payerId: string;
  periodFrom: string;
  periodTo: string;
}
const FIELDS = ['payerId', 'periodFrom', 'periodTo'] as const;
const copy = billingCopy.build;

/** The period the preview asks about: only a payer and two real days in order, so a half-typed date asks nothing. */
export function previewPeriod({ payerId, periodFrom, periodTo }: Partial<BuildFormValues>): UnbilledPeriod | null {
  if (!payerId || !periodFrom || !periodTo || !isIsoDate(periodFrom) || !isIsoDate(periodTo) || periodTo < periodFrom)
    return null;
  return { payerId, periodFrom, periodTo };
}

// Blank text goes to the schema as missing, so it says "Choose a payer" rather than that '' is not an id.
const toBuildInput = (values: BuildFormValues) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));

/** New invoice: a payer and a period, with what it would bill; Build makes the draft and opens it. */
export function BuildInvoiceDialog({ open, today, onClose }: { open: boolean; today: string; onClose: () => void }) {
  const build = useBuildInvoice();
  const payers = usePayerChoices();
  const [, navigate] = useLocation();
  // The server's "nothing to bill", kept with the payer and period it was about, so changing either takes it away.
  const [refusal, setRefusal] = useState<{ message: string; about: string } | null>(null);
  const form = useForm<BuildFormValues, unknown, BuildBody>({
    resolver: useConvertingResolver(invoiceBuildInput, toBuildInput),
    defaultValues: { payerId: '', ...lastFullMonth(today) },
  });
  const {
    register,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, dirtyFields },
  } = form;
  const watched = useWatch({ control });

  useEffect(() => {
    if (open) reset({ payerId: '', ...lastFullMonth(today) });
  }, [open, today, reset]);
  // The period starts on the month of the latest trip still to bill (for the payer once one is chosen), not always
  // last month, which is empty when the trips waiting are this month's or older. Days the clerk typed are kept.
  const suggested = useUnbilledPeriod(watched.payerId ?? '', open);
  const suggestedPeriod = suggested.data?.period;
  const typedPeriod = Boolean(dirtyFields.periodFrom || dirtyFields.periodTo);
  useEffect(() => {
    if (!open || !suggestedPeriod || typedPeriod) return;
    setValue('periodFrom', suggestedPeriod.periodFrom);
    setValue('periodTo', suggestedPeriod.periodTo);
  }, [open, suggestedPeriod, typedPeriod, setValue]);
  const latestTripOn = suggested.data?.latestTripOn;
  const periodHint = !suggested.data
    ? copy.periodHint
    : latestTripOn
      ? copy.periodHintUnbilled(formatDay(latestTripOn))
      : copy.periodHintNothing;
  const about = [watched.payerId, watched.periodFrom, watched.periodTo].join(' ');
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const sending = useSend({
    run: (body: BuildBody) => build.mutateAsync(body),
    succeeded: (invoice) => billingCopy.toasts.built(invoice.number),
    done: (invoice) => {
      close();
      navigate(`/billing/invoices/${invoice.id}`);
    },
    failed: (error, body) => {
      const nothing = refusalFor(error, 'nothing_to_bill');
      if (!nothing) return failureToast(error, billingCopy.toasts.buildFailed);
      setRefusal({ message: nothing, about: [body.payerId, body.periodFrom, body.periodTo].join(' ') });
      return null;
    },
    fields: FIELDS,
    setError,
  });
  // Retired payers keep their invoices but take no new ones (docs/decisions/067-payers-and-rates.md).
  const active = (payers.data ?? []).filter((p) => p.active);

  return (
    <RecordFormDialog
      open={open}
      onClose={close}
      title={copy.title}
      description={copy.description}
      form={form}
      sending={sending}
      words={{ cancel: copy.cancel, submit: copy.submit, submitting: copy.submitting }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField
            id="build-payer"
            label={copy.payer}
            error={errors.payerId?.message ?? (payers.isError ? copy.payersFailed : undefined)}
          >
            {(field) => (
              <Select {...field} {...register('payerId')}>
                <option value="">{copy.choosePayer}</option>
                {active.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <FormField id="build-period-from" label={copy.periodFrom} error={errors.periodFrom?.message}>
          {(field) => <Input type="date" {...field} {...register('periodFrom')} />}
        </FormField>
        <FormField id="build-period-to" label={copy.periodTo} error={errors.periodTo?.message}>
          {(field) => <Input type="date" {...field} {...register('periodTo')} />}
        </FormField>
        <p className="-mt-2 text-sm text-muted sm:col-span-2">{periodHint}</p>
      </div>
      <UnbilledPreview period={previewPeriod(watched)} />
      {refusal?.about === about ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-950">
          {refusal.message}
        </p>
      ) : null}
    </RecordFormDialog>
  );
}
