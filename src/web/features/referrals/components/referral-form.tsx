import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createReferralSchema, REFERRAL_FIELD_LABELS, type Referral, type ReferralInput } from '@domain/referral';
import { WORKERS_COMP_LABELS } from '@domain/authorization';
import { timeZoneLabel, todayIn } from '@domain/dates';
import { Button } from '@/components/ui/button';
import { placeFieldPaths } from '@/components/ui/place-fields';
import { referralPage } from '@/content/referral-page';
import { ApiError } from '@/lib/api-client';
import { useCompany } from '@/lib/company-profile';
import { useReferrerDefaults } from '../api/get-referrer-defaults';
import { useSubmitReferral, type ReferralSubmission } from '../api/submit-referral';
import { ReferralConfirmation } from './referral-confirmation';
import { PatientSection, ReferrerSection, TripSection } from './referral-sections';
import { WorkersCompSection } from './workers-comp-section';
import { emptyPlace } from '@/lib/place-form';
import { useSend } from '@/lib/use-send';

// The server names a place's own field ('pickupPlace.zip'), shown under that field.
const FIELDS = [
  ...(Object.keys(REFERRAL_FIELD_LABELS) as (keyof ReferralInput)[]),
  ...placeFieldPaths('pickupPlace'),
  ...placeFieldPaths('dropoffPlace'),
  ...Object.keys(WORKERS_COMP_LABELS).map((field) => `workersComp.${field}`),
] as Path<ReferralInput>[];

// transportType and levelOfService are left out so the selects start on their placeholder options.
const EMPTY: DefaultValues<ReferralInput> = {
  referrerName: '',
  referrerCompany: '',
  referrerPhone: '',
  referrerEmail: '',
  patientName: '',
  patientDob: '',
  patientPhone: '',
  riderLanguage: 'en',
  pickupPlace: emptyPlace('residence'),
  dropoffPlace: emptyPlace('physician_office'),
  escortCount: '0',
  appointmentDate: '',
  appointmentTime: '',
  returnTrip: 'none',
  returnTime: '',
  diagnosisCodes: '',
  notes: '',
};

const { toasts, form: copy } = referralPage;

export function ReferralForm() {
  const company = useCompany();
  // Referral messages (decision 030): 'today' is the dispatch desk's calendar day, in the browser as on the server.
  const schema = useMemo(() => createReferralSchema({ timeZone: company.timeZone }), [company.timeZone]);
  const today = todayIn(company.timeZone);
  const zone = timeZoneLabel(company.timeZone);
  // The referral just stored: the page shows its confirmation until the user sends another.
  const [sent, setSent] = useState<Referral | null>(null);
  const { defaults } = useReferrerDefaults();
  const submitReferral = useSubmitReferral();

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReferralInput, unknown, ReferralSubmission>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const [transportType, returnTrip] = useWatch({ control, name: ['transportType', 'returnTrip'] });

  // A partner's details become the form's baseline, so a reset after success keeps them; whatever
  // they already typed (dirty fields) wins over the pre-fill.
  useEffect(() => {
    if (defaults) reset({ ...EMPTY, ...defaults }, { keepDirtyValues: true });
  }, [defaults, reset]);

  const sending = useSend({
    run: (input: ReferralSubmission) => {
      // Details typed before the transport type changed are not sent (docs/decisions/069-authorizations.md).
      const workersComp = input.transportType === 'workers_compensation' ? input.workersComp : undefined;
      return submitReferral.mutateAsync({ ...input, workersComp, notes: input.notes || undefined });
    },
    succeeded: { title: toasts.success.title, description: toasts.success.description },
    done: (referral) => {
      reset();
      setSent(referral);
    },
    // Everything typed stays in place so the user can simply try again.
    failed: (error) => ({
      title: toasts.failure.title,
      description:
        error instanceof ApiError && error.status === 429 && error.serverMessage
          ? error.serverMessage
          : toasts.failure.description,
    }),
    fields: FIELDS,
    setError,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(sending.send)(event);
  const busy = isSubmitting || sending.pending;

  if (sent) return <ReferralConfirmation referral={sent} timeZoneLabel={zone} onSendAnother={() => setSent(null)} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="referral-form-heading" className="grid gap-8">
      <div>
        <h2 id="referral-form-heading" className="text-2xl font-bold text-brand-900">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{copy.lead}</p>
      </div>
      <ReferrerSection register={register} errors={errors} />
      <PatientSection register={register} errors={errors} today={today} />
      <TripSection
        register={register}
        errors={errors}
        today={today}
        timeZoneLabel={zone}
        transportType={transportType}
        returnTrip={returnTrip}
      />
      {transportType === 'workers_compensation' ? <WorkersCompSection register={register} errors={errors} /> : null}
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-end">
        {busy ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
