import {
  EscortOptions,
  LevelOfServiceOptions,
  ReturnTripOptions,
  LanguageOptions,
} from '@/components/ui/service-options';
import { type ReactNode } from 'react';
import { levelImpliedBy } from '@domain/level-of-service';
import { REFERRAL_FIELD_LABELS } from '@domain/referral';
import { TRANSPORT_TYPES, TRANSPORT_TYPE_LABELS, type TransportType } from '@domain/statuses';
import type { ReturnTrip } from '@domain/trip';
import { FormField } from '@/components/ui/form-field';
import { PlaceFields } from '@/components/ui/place-fields';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { referralPage } from '@/content/referral-page';
import { fieldId, ReferralTextField, type ReferralFieldsProps } from './referral-field';

const copy = referralPage.form;

/** A titled group of fields; a fieldset so screen readers announce 'Patient' before 'Patient Name'. */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 w-full border-b border-slate-200 pb-2 text-lg font-semibold text-brand-900">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** The case manager's own details: the browser may fill them in (autocomplete tokens). */
export function ReferrerSection(props: ReferralFieldsProps) {
  return (
    <Section legend={copy.sections.referrer}>
      <ReferralTextField {...props} name="referrerName" autoComplete="name" />
      <ReferralTextField {...props} name="referrerCompany" autoComplete="organization" />
      <ReferralTextField {...props} name="referrerPhone" type="tel" inputMode="tel" autoComplete="tel" />
      <ReferralTextField {...props} name="referrerEmail" type="email" autoComplete="email" />
    </Section>
  );
}

/** Patient details are someone else's: the browser must not suggest the referrer's own name or saved entries. */
export function PatientSection({ today, ...props }: ReferralFieldsProps & { today: string }) {
  return (
    <Section legend={copy.sections.patient}>
      <ReferralTextField {...props} name="patientName" autoComplete="off" />
      <ReferralTextField {...props} name="patientDob" type="date" autoComplete="off" min="1900-01-01" max={today} />
      <ReferralTextField
        {...props}
        name="patientPhone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={copy.patientPhoneHint}
      />
      <FormField
        id={fieldId('riderLanguage')}
        label={REFERRAL_FIELD_LABELS.riderLanguage}
        hint={copy.riderLanguageHint}
        error={props.errors.riderLanguage?.message}
      >
        {(control) => (
          <Select {...control} {...props.register('riderLanguage')}>
            <LanguageOptions />
          </Select>
        )}
      </FormField>
      <ReferralTextField
        {...props}
        name="diagnosisCodes"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={copy.diagnosisHint}
      />
    </Section>
  );
}

/**
 * Where and how: both addresses structured, then the transport type. Wheelchair, stretcher and ambulatory name
 * the level of service; only workers' compensation asks for it (docs/decisions/045-levels-and-places-on-forms.md).
 */
export function TripSection({
  today,
  timeZoneLabel,
  transportType,
  returnTrip,
  register,
  errors,
}: ReferralFieldsProps & {
  today: string;
  timeZoneLabel: string;
  transportType: TransportType | '' | undefined;
  returnTrip: ReturnTrip | undefined;
}) {
  const props = { register, errors };
  const asksLevel = Boolean(transportType) && levelImpliedBy(transportType as TransportType) === null;
  return (
    <Section legend={copy.sections.trip}>
      <div className="sm:col-span-2">
        <PlaceFields
          prefix="pickupPlace"
          legend={REFERRAL_FIELD_LABELS.pickupPlace}
          register={register}
          errors={errors}
        />
      </div>
      <div className="sm:col-span-2">
        <PlaceFields
          prefix="dropoffPlace"
          legend={REFERRAL_FIELD_LABELS.dropoffPlace}
          register={register}
          errors={errors}
        />
      </div>
      <div className="sm:col-span-2">
        <FormField
          id={fieldId('transportType')}
          label={REFERRAL_FIELD_LABELS.transportType}
          error={errors.transportType?.message}
        >
          {(control) => (
            <Select {...control} defaultValue="" {...register('transportType')}>
              <option value="" disabled>
                {copy.transportPlaceholder}
              </option>
              {TRANSPORT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TRANSPORT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      {asksLevel ? (
        <FormField
          id={fieldId('levelOfService')}
          label={REFERRAL_FIELD_LABELS.levelOfService}
          hint={copy.levelHint}
          error={errors.levelOfService?.message}
        >
          {(control) => (
            <Select
              {...control}
              defaultValue=""
              {...register('levelOfService', { setValueAs: (v: string | null | undefined) => v || null })}
            >
              <LevelOfServiceOptions placeholder={copy.levelPlaceholder} />
            </Select>
          )}
        </FormField>
      ) : null}
      {/* Beside the level of service when it is asked, else a row of its own like the transport type. */}
      <div className={asksLevel ? undefined : 'sm:col-span-2'}>
        <FormField
          id={fieldId('escortCount')}
          label={REFERRAL_FIELD_LABELS.escortCount}
          hint={copy.escortHint}
          error={errors.escortCount?.message}
        >
          {(control) => (
            <Select {...control} {...register('escortCount')}>
              <EscortOptions />
            </Select>
          )}
        </FormField>
      </div>
      {/* min follows the company's calendar (decision 030); the schema is what actually decides. */}
      <ReferralTextField {...props} name="appointmentDate" type="date" autoComplete="off" min={today} />
      <ReferralTextField
        {...props}
        name="appointmentTime"
        type="time"
        autoComplete="off"
        hint={copy.appointmentTimeHint(timeZoneLabel)}
      />
      {/* The way back (docs/decisions/047-legs-returns-cancellations.md): a set time asks for it beside the choice. */}
      <div className={returnTrip === 'at_time' ? undefined : 'sm:col-span-2'}>
        <FormField
          id={fieldId('returnTrip')}
          label={REFERRAL_FIELD_LABELS.returnTrip}
          hint={copy.returnHint}
          error={errors.returnTrip?.message}
        >
          {(control) => (
            <Select {...control} {...register('returnTrip')}>
              <ReturnTripOptions />
            </Select>
          )}
        </FormField>
      </div>
      {returnTrip === 'at_time' ? (
        <ReferralTextField
          {...props}
          name="returnTime"
          type="time"
          autoComplete="off"
          hint={copy.returnTimeHint(timeZoneLabel)}
        />
      ) : null}
      <div className="sm:col-span-2">
        <FormField
          id={fieldId('notes')}
          label={REFERRAL_FIELD_LABELS.notes}
          hint={copy.notesHint}
          error={errors.notes?.message}
        >
          {(control) => <Textarea {...control} autoComplete="off" {...register('notes')} />}
        </FormField>
      </div>
    </Section>
  );
}
