import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { isIsoDate, daysFromToday } from '@domain/dates';
import { payPeriodInput, type PayPeriodInput } from '@domain/pay-statement';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { useCompany } from '@/lib/company-profile';
import { useConvertingResolver } from '@/lib/converting-resolver';
import { useSend } from '@/lib/use-send';
import { useBuildForAllDrivers, useUnpaid } from '../api/pay-all-drivers';
import { allDriversCopy as copy } from '../content';
import { dollars } from '../lib/pay-display';

type Values = { periodFrom: string; periodTo: string };
type Body = z.output<typeof payPeriodInput>;

/** Only two real days in order are asked about, so a half-typed date asks nothing. */
export const unpaidPeriod = ({ periodFrom, periodTo }: Partial<Values>): PayPeriodInput | null =>
  periodFrom && periodTo && isIsoDate(periodFrom) && isIsoDate(periodTo) && periodFrom <= periodTo
    ? { periodFrom, periodTo }
    : null;

/** What building would pay for the period: the totals, then a line per driver; asked again as the days change. */
function UnpaidPreview({ period }: { period: PayPeriodInput | null }) {
  const unpaid = useUnpaid(period);
  let body = <p className="text-muted">{copy.previewIdle}</p>;
  if (period && unpaid.isPending) body = <p className="text-muted">{copy.previewLoading}</p>;
  else if (period && unpaid.isError) body = <p className="text-red-900">{copy.previewFailed}</p>;
  else if (period && unpaid.data) {
    const { drivers, tripCount, total } = unpaid.data;
    body =
      drivers.length === 0 ? (
        <p className="text-amber-900">{copy.previewNone}</p>
      ) : (
        <>
          <p className="font-semibold text-brand-900">{copy.summary(drivers.length, tripCount, dollars(total))}</p>
          <ul className="mt-2 grid max-h-56 gap-1 overflow-y-auto text-sm" aria-label={copy.columns.driver}>
            {drivers.map((d) => (
              <li
                key={d.driverId}
                className="flex items-baseline justify-between gap-3 border-b border-slate-200 py-1 last:border-0"
              >
                <span className="min-w-0 wrap-anywhere">{d.driverName}</span>
                <span className="shrink-0 text-muted tabular-nums">
                  {d.tripCount} · <span className="font-mono text-ink">{dollars(d.total)}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      );
  }
  return (
    <section
      aria-labelledby="unpaid-preview-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <h3 id="unpaid-preview-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {copy.previewHeading}
      </h3>
      <div aria-live="polite" className="mt-1">
        {body}
      </div>
    </section>
  );
}

/** Build for all drivers (docs/decisions/071-contractor-pay.md): a period, what it would pay per driver, then one draft each. */
export function BuildAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const company = useCompany();
  const build = useBuildForAllDrivers();
  const form = useForm<Values, unknown, Body>({
    resolver: useConvertingResolver(payPeriodInput, (v: Values) => v),
    defaultValues: { periodFrom: '', periodTo: '' },
  });
  const { reset, register, setError, control, formState } = form;
  const watched = useWatch({ control });

  useEffect(() => {
    if (open) reset({ periodFrom: daysFromToday(-13, { company }), periodTo: daysFromToday(0, { company }) });
  }, [open, reset, company]);

  const sending = useSend({
    run: (body: Body) => build.mutateAsync(body),
    succeeded: ({ statements }) => copy.built(statements.length),
    done: onClose,
    failed: copy.failed,
    fields: ['periodFrom', 'periodTo'],
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="pay-all-from" label={copy.periodFrom} error={formState.errors.periodFrom?.message}>
          {(control) => <Input type="date" {...control} {...register('periodFrom')} />}
        </FormField>
        <FormField id="pay-all-to" label={copy.periodTo} error={formState.errors.periodTo?.message}>
          {(control) => <Input type="date" {...control} {...register('periodTo')} />}
        </FormField>
      </div>
      <UnpaidPreview period={unpaidPeriod(watched)} />
    </RecordFormDialog>
  );
}
