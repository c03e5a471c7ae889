import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import type { z } from 'zod';
import { isIsoDate } from '@domain/dates';
import { standingOrderSchema, WEEKDAY_LABELS, WEEKDAYS, type PlannedTrip } from '@domain/standing-order';
import { AuthorizationField } from '@/components/billing/authorization-field';
import { PayerField } from '@/components/billing/payer-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PlaceFields } from '@/components/ui/place-fields';
import { Select } from '@/components/ui/select';
import { EscortOptions, LevelOfServiceOptions, ReturnTripOptions } from '@/components/ui/service-options';
import { Textarea } from '@/components/ui/textarea';
import { standingOrdersCopy } from '@/content/standing-orders';
import { useCompany } from '@/lib/company-profile';
import { usePayerChoices } from '@/lib/billing-choices';
import { useSend } from '@/lib/use-send';
import { usePreviewStandingOrder, useSaveStandingOrder } from '../api/standing-orders';
import { ORDER_FORM_FIELDS, toOrderInput, withRider, type OrderFormValues } from '../lib/order-form-values';
import { PreviewCalendar } from './preview-calendar';
import { RiderPicker } from './rider-picker';

const copy = standingOrdersCopy.form;
type OrderBody = z.output<typeof standingOrderSchema>;

/** The same schema as the server, run on what the form would send (docs/decisions/048-standing-orders.md). */
function useOrderResolver(): Resolver<OrderFormValues, unknown, OrderBody> {
  return useMemo(() => {
    const validate = zodResolver(standingOrderSchema);
    return (values, context, options) =>
      validate(toOrderInput(values), context, options as unknown as Parameters<typeof validate>[2]) as ReturnType<
        Resolver<OrderFormValues, unknown, OrderBody>
      >;
  }, []);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </Card>
  );
}

interface StandingOrderFormProps {
  orderId: string | null;
  initial: OrderFormValues;
  onSaved: (id: string) => void;
}

/** A rider's recurring ride: who, when, where, how; previewed as a calendar before it is saved. */
export function StandingOrderForm({ orderId, initial, onSaved }: StandingOrderFormProps) {
  const company = useCompany();
  const save = useSaveStandingOrder();
  const preview = usePreviewStandingOrder();
  const [planned, setPlanned] = useState<{ trips: PlannedTrip[]; of: string } | null>(null);
  const [skip, setSkip] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<OrderFormValues, unknown, OrderBody>({ resolver: useOrderResolver(), defaultValues: initial });
  const watched = useWatch({ control });
  const [riderId, riderLabel, ends, returnTrip, skipped] = [
    watched.riderId ?? '',
    watched.riderLabel ?? '',
    watched.ends,
    watched.returnTrip,
    watched.skippedDates ?? [],
  ];
  const payers = usePayerChoices();
  // Workers' compensation (docs/decisions/069-authorizations.md): a carrier's trips count against an authorization.
  const asksAuthorization =
    payers.data?.some((p) => p.id === watched.payerId && p.type === 'workers_comp') || Boolean(initial.authorizationId);
  const fingerprint = JSON.stringify(watched);

  const failed = { title: copy.saveFailed, description: copy.failedLead };
  const saving = useSend({
    run: (body: OrderBody) => save.mutateAsync({ id: orderId, body }),
    succeeded: { title: copy.saved, description: copy.savedLead },
    done: (saved) => onSaved(saved.id),
    failed,
    fields: ORDER_FORM_FIELDS,
    setError,
  });
  const previewing = useSend({
    run: (body: OrderBody) => preview.mutateAsync(body),
    done: (answer) => setPlanned({ trips: answer.trips, of: fingerprint }),
    failed,
    fields: ORDER_FORM_FIELDS,
    setError,
  });
  const addSkip = () => {
    if (!isIsoDate(skip)) return;
    setValue('skippedDates', [...new Set([...getValues('skippedDates'), skip])].sort(), { shouldDirty: true });
    setSkip('');
  };
  const fieldError = (name: keyof OrderFormValues) => (errors[name] as { message?: string } | undefined)?.message;

  return (
    <form noValidate className="grid gap-6" onSubmit={(event) => void handleSubmit(saving.send)(event)}>
      <Section title={copy.rider}>
        {initial.referralId ? <p className="text-sm text-muted">{copy.fromReferral}</p> : null}
        <RiderPicker
          riderId={riderId}
          riderLabel={riderLabel}
          error={fieldError('riderId')}
          onChoose={(rider) => reset(withRider(getValues(), rider), { keepDefaultValues: true })}
          onChange={() => {
            setValue('riderId', '');
            setValue('riderLabel', '');
          }}
        />
      </Section>

      <Section title={copy.schedule}>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{copy.days}</legend>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {WEEKDAYS.map((day) => (
              <label
                key={day}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 px-2 text-sm font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
              >
                <input
                  type="checkbox"
                  value={day}
                  className="size-4 accent-brand-700"
                  aria-label={WEEKDAY_LABELS[day]}
                  {...register('daysOfWeek')}
                />
                <span aria-hidden="true">{WEEKDAY_LABELS[day].slice(0, 3)}</span>
              </label>
            ))}
          </div>
          {fieldError('daysOfWeek') ? (
            <p className="text-sm font-medium text-danger">{fieldError('daysOfWeek')}</p>
          ) : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="order-start" label={copy.startDate} error={fieldError('startDate')}>
            {(c) => <Input {...c} type="date" {...register('startDate')} />}
          </FormField>
          <FormField id="order-ends" label={copy.ends}>
            {(c) => (
              <Select {...c} {...register('ends')}>
                <option value="never">{copy.endsNever}</option>
                <option value="on_date">{copy.endsOnDate}</option>
                <option value="after">{copy.endsAfter}</option>
              </Select>
            )}
          </FormField>
          {ends === 'on_date' ? (
            <FormField id="order-end" label={copy.endDate} error={fieldError('endDate')}>
              {(c) => <Input {...c} type="date" {...register('endDate')} />}
            </FormField>
          ) : ends === 'after' ? (
            <FormField id="order-count" label={copy.occurrences} error={fieldError('occurrences')}>
              {(c) => <Input {...c} type="number" inputMode="numeric" min={1} {...register('occurrences')} />}
            </FormField>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="order-pickup-time" label={copy.pickupTime} error={fieldError('pickupTime')}>
            {(c) => <Input {...c} type="time" {...register('pickupTime')} />}
          </FormField>
          <FormField id="order-dropoff-time" label={copy.dropoffTime} error={fieldError('dropoffTime')}>
            {(c) => <Input {...c} type="time" {...register('dropoffTime')} />}
          </FormField>
          <FormField id="order-appointment-time" label={copy.appointmentTime} error={fieldError('appointmentTime')}>
            {(c) => <Input {...c} type="time" {...register('appointmentTime')} />}
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="order-return" label={copy.returnTrip} error={fieldError('returnTrip')}>
            {(c) => (
              <Select {...c} {...register('returnTrip')}>
                <ReturnTripOptions />
              </Select>
            )}
          </FormField>
          {returnTrip === 'at_time' ? (
            <>
              <FormField id="order-return-pickup" label={copy.returnPickupTime} error={fieldError('returnPickupTime')}>
                {(c) => <Input {...c} type="time" {...register('returnPickupTime')} />}
              </FormField>
              <FormField
                id="order-return-dropoff"
                label={copy.returnDropoffTime}
                error={fieldError('returnDropoffTime')}
              >
                {(c) => <Input {...c} type="time" {...register('returnDropoffTime')} />}
              </FormField>
            </>
          ) : null}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-end gap-3">
            <FormField id="order-skip" label={copy.skipDate} error={fieldError('skippedDates')}>
              {(c) => <Input {...c} type="date" value={skip} onChange={(event) => setSkip(event.target.value)} />}
            </FormField>
            <Button variant="secondary" onClick={addSkip} disabled={!isIsoDate(skip)}>
              {copy.addSkip}
            </Button>
          </div>
          {skipped.length ? (
            <ul className="flex flex-wrap gap-2" aria-label={copy.skippedDates}>
              {skipped.map((date) => (
                <li
                  key={date}
                  className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-ink"
                >
                  {date}
                  <button
                    type="button"
                    className="inline-flex size-8 items-center justify-center rounded-full hover:bg-slate-200"
                    aria-label={copy.removeSkip(date)}
                    onClick={() =>
                      setValue(
                        'skippedDates',
                        getValues('skippedDates').filter((d) => d !== date),
                        { shouldDirty: true },
                      )
                    }
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Section>

      <Section title={copy.service}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="order-level" label={copy.levelOfService} error={fieldError('levelOfService')}>
            {(c) => (
              <Select {...c} {...register('levelOfService')}>
                <LevelOfServiceOptions placeholder="Choose…" />
              </Select>
            )}
          </FormField>
          <FormField id="order-escorts" label={copy.escortCount} error={fieldError('escortCount')}>
            {(c) => (
              <Select {...c} {...register('escortCount')}>
                <EscortOptions />
              </Select>
            )}
          </FormField>
        </div>
        <PlaceFields prefix="pickupPlace" legend={copy.pickupPlace} register={register} errors={errors} />
        <PlaceFields prefix="dropoffPlace" legend={copy.dropoffPlace} register={register} errors={errors} />
      </Section>

      <Section title={copy.billing}>
        <PayerField
          field={register('payerId')}
          id="order-payer"
          error={fieldError('payerId')}
          payers={payers.data}
          loading={payers.isLoading}
          savedPayerId={initial.payerId || null}
          payerId={watched.payerId}
          level={watched.levelOfService}
          fromReferral={
            !orderId && Boolean(initial.referralId && initial.payerId) && watched.payerId === initial.payerId
          }
        />
        {asksAuthorization ? (
          <AuthorizationField
            field={register('authorizationId')}
            id="order-authorization"
            error={fieldError('authorizationId')}
            riderId={riderId}
            savedAuthorizationId={initial.authorizationId || null}
          />
        ) : null}
        {initial.authorizationNumber ? (
          <p className="text-sm text-muted">{copy.authorizationNumberOnFile(initial.authorizationNumber)}</p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="order-rate" label={copy.jobRate} error={fieldError('jobRate')}>
            {(c) => <Input {...c} inputMode="decimal" {...register('jobRate')} />}
          </FormField>
        </div>
        <FormField id="order-notes" label={copy.rideNotes} error={fieldError('rideNotes')}>
          {(c) => <Textarea {...c} rows={2} {...register('rideNotes')} />}
        </FormField>
      </Section>

      {planned ? (
        <Section title={copy.previewHeading}>
          {planned.of !== fingerprint ? (
            <p className="text-sm font-medium text-amber-900">{copy.previewStale}</p>
          ) : null}
          <PreviewCalendar trips={planned.trips} timeZone={company.timeZone} />
        </Section>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="lg"
          disabled={previewing.pending}
          onClick={() => void handleSubmit(previewing.send)()}
        >
          {previewing.pending ? copy.previewing : copy.preview}
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting || saving.pending}>
          {saving.pending ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}
