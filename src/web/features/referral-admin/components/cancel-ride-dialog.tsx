import { useState, type FormEvent } from 'react';
import { cancellationTiming, LEG_LABELS, partnerCancelSchema, type ReferralLeg } from '@domain/trip';
import type { Referral } from '@domain/referral';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { CancelReasonOptions } from '@/components/ui/service-options';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { dashboardText } from '@/content/dashboard';
import { useCompany } from '@/lib/company-profile';
import { formatJobTime } from '@/lib/dates';
import { useTripPolicy } from '@/lib/policies';
import { useSend } from '@/lib/use-send';
import { useCancelLegs, useReferralLegs } from '../api/referral-legs';

const copy = dashboardText.referrals.cancelRide;
const PARTNER_REASONS = partnerCancelSchema.shape.reason.options;

/**
 * A referring partner cancels the trips made from their referral (docs/decisions/047-legs-returns-cancellations.md):
 * the legs not yet begun, with a reason. A leg under way is dispatch's to change, so it is shown but not offered.
 */
export function CancelRideDialog({ referral, onClose }: { referral: Referral | null; onClose: () => void }) {
  return (
    <Dialog open={referral !== null} onOpenChange={(open) => !open && onClose()}>
      {referral ? (
        <DialogContent title={copy.title(referral.patientName)} description={copy.lead}>
          <CancelRideForm referral={referral} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CancelRideForm({ referral, onClose }: { referral: Referral; onClose: () => void }) {
  const legs = useReferralLegs(referral.id);
  const company = useCompany();
  if (!legs.data) return <Spinner label={copy.loading} />;
  const open = legs.data.filter((leg) => leg.cancellable);
  if (open.length === 0) {
    return (
      <div className="grid gap-4">
        <p className="text-ink">
          {legs.data.length ? copy.nothingLeft(company.phone) : copy.noTripsYet(company.phone)}
        </p>
        <DialogClose asChild>
          <Button variant="secondary" className="justify-self-end">
            {copy.keep}
          </Button>
        </DialogClose>
      </div>
    );
  }
  return <LegChoice legs={legs.data} onClose={onClose} />;
}

function LegChoice({ legs, onClose }: { legs: ReferralLeg[]; onClose: () => void }) {
  const company = useCompany();
  const policy = useTripPolicy();
  const cancel = useCancelLegs();
  const [chosen, setChosen] = useState(() => new Set(legs.filter((leg) => leg.cancellable).map((leg) => leg.id)));
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const { send, pending, errors, setErrors } = useSend({
    run: cancel.mutateAsync,
    succeeded: copy.done,
    done: onClose,
    failed: { title: copy.failed, description: copy.failedLead },
    fields: ['legs', 'reason', 'note'],
  });
  const [openedAt] = useState(() => new Date());

  const picked = legs.filter((leg) => chosen.has(leg.id));
  const late = picked.some(
    (leg) =>
      cancellationTiming(leg.pickupTime ? new Date(leg.pickupTime) : null, openedAt, company.timeZone, policy).late,
  );
  const toggle = (id: string, on: boolean) => {
    if (on) setErrors((current) => ({ ...current, legs: undefined }));
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = partnerCancelSchema.safeParse({ reason, note });
    const found = {
      legs: picked.length ? undefined : copy.chooseLeg,
      reason: parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'reason')?.message,
      note: parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'note')?.message,
    };
    setErrors(found);
    if (!parsed.success || !picked.length) return;
    void send({ legs: picked, reason: parsed.data.reason, note: parsed.data.note });
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <fieldset className="grid gap-1" aria-describedby={errors.legs ? 'cancel-ride-legs-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">{copy.legs}</legend>
        {legs.map((leg) => {
          const when = leg.pickupTime ? formatJobTime(leg.pickupTime, company.timeZone) : copy.willCall;
          const status = leg.status === 'cancelled' ? copy.cancelled : leg.cancellable ? null : copy.underWay;
          return (
            <CheckboxField
              key={leg.id}
              id={`cancel-ride-${leg.id}`}
              label={`${LEG_LABELS[leg.leg]} · ${when}${status ? ` (${status})` : ''}`}
              checked={chosen.has(leg.id)}
              disabled={!leg.cancellable}
              onChange={(event) => toggle(leg.id, event.currentTarget.checked)}
            />
          );
        })}
        {errors.legs ? (
          <p id="cancel-ride-legs-error" className="text-sm font-medium text-danger">
            {errors.legs}
          </p>
        ) : null}
      </fieldset>
      {late ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          role="note"
        >
          {copy.late(policy.lateCancellationHours)}
        </p>
      ) : null}
      <FormField id="cancel-ride-reason" label={copy.reason} error={errors.reason}>
        {(control) => (
          <Select
            {...control}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
          >
            <CancelReasonOptions reasons={PARTNER_REASONS} placeholder={copy.choose} />
          </Select>
        )}
      </FormField>
      <FormField id="cancel-ride-note" label={copy.note} error={errors.note}>
        {(control) => (
          <Textarea {...control} rows={2} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{copy.keep}</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? copy.cancelling : copy.confirm}
        </Button>
      </div>
    </form>
  );
}
