import { EscortOptions, LevelOfServiceOptions, ReturnTripOptions } from '@/components/ui/service-options';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CandidateDraftInput } from '@domain/assignment';
import type { Driver } from '@domain/driver';
import type { Payer } from '@domain/payer';
import { EDITABLE_JOB_STATUSES, JOB_STATUS_LABELS, statusLabel } from '@domain/statuses';
import type { ReturnTrip } from '@domain/trip';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PlaceFields } from '@/components/ui/place-fields';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { jobsCopy } from '@/content/jobs';
import type { JobFormValues } from '../lib/job-form-values';
import { DriverPicker, DriverRefusal } from './driver-picker';
import type { WorkersCompDetails } from '@domain/authorization';
import { AuthorizationField } from '@/components/billing/authorization-field';
import { PayerField } from '@/components/billing/payer-field';

const { labels } = jobsCopy.form;

interface JobFormFieldsProps {
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  drivers: Driver[] | undefined;
  driversLoading: boolean;
  /** The job's current driver when they are no longer assignable, so the select still shows them. */
  currentDriver?: { id: string; name: string } | null;
  /** Edit Job: the job whose weighed drivers the picker lists (docs/decisions/040-safe-assignment.md). */
  jobId?: string | null | undefined;
  /** Create New Job: the job as typed so far, for the driver picker to weigh (null while it cannot be judged). */
  draft?: CandidateDraftInput | null | undefined;
  /** The server's reasons for refusing the chosen driver. */
  driverRefusal?: readonly string[] | undefined;
  /** Create New Job: the way back chosen so far; undefined on Edit Job, which does not ask. */
  returnTrip?: ReturnTrip | undefined;
  payers: Payer[] | undefined;
  payersLoading: boolean;
  /** Edit Job: the payer the job was saved with. */
  savedPayerId?: string | null | undefined;
  /** The rider and payer chosen so far: a workers' compensation payer asks for the authorization. */
  riderId?: string | undefined;
  payerId?: string | undefined;
  /** Edit Job: the authorization the job was saved with. */
  savedAuthorizationId?: string | null | undefined;
  /** A job from a workers' compensation referral: its claim, whose authorization the trip counts against. */
  referralClaim?: WorkersCompDetails | null | undefined;
  /** The payer came from the referral. */
  payerFromReferral?: boolean | undefined;
  /** The level chosen so far: the payer's rate for it is shown. */
  level?: JobFormValues['levelOfService'] | undefined;
}

type TextField = 'patientName' | 'patientPhone';
const TEXT_FIELDS: { name: TextField; type?: string; autoComplete?: string; wide?: boolean }[] = [
  { name: 'patientName', autoComplete: 'off' },
  { name: 'patientPhone', type: 'tel', autoComplete: 'off' },
];

/** The Create New Job / Edit Job fields, two columns from the small-tablet width up. */
export function JobFormFields({
  register,
  errors,
  drivers,
  driversLoading,
  currentDriver,
  jobId,
  draft,
  driverRefusal,
  returnTrip,
  payers,
  payersLoading,
  savedPayerId,
  riderId = '',
  payerId = '',
  savedAuthorizationId,
  referralClaim,
  payerFromReferral,
  level,
}: JobFormFieldsProps) {
  // Workers' compensation (docs/decisions/069-authorizations.md): asked for a carrier's trip, or kept once chosen,
  // or for a referral that brings its claim.
  const asksAuthorization =
    payers?.some((p) => p.id === payerId && p.type === 'workers_comp') ||
    Boolean(savedAuthorizationId) ||
    Boolean(referralClaim);
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {TEXT_FIELDS.map(({ name, type = 'text', autoComplete, wide }) => (
        <div key={name} className={wide ? 'sm:col-span-2' : undefined}>
          <FormField id={`job-${name}`} label={labels[name]} error={errors[name]?.message}>
            {(control) => <Input type={type} autoComplete={autoComplete} {...control} {...register(name)} />}
          </FormField>
        </div>
      ))}
      <FormField id="job-levelOfService" label={labels.levelOfService} error={errors.levelOfService?.message}>
        {(control) => (
          <Select {...control} {...register('levelOfService')}>
            <LevelOfServiceOptions placeholder={jobsCopy.form.levelPlaceholder} />
          </Select>
        )}
      </FormField>
      <FormField id="job-escortCount" label={labels.escortCount} error={errors.escortCount?.message}>
        {(control) => (
          <Select {...control} {...register('escortCount')}>
            <EscortOptions />
          </Select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <PlaceFields prefix="pickupPlace" legend={labels.pickupPlace} register={register} errors={errors} />
      </div>
      <div className="sm:col-span-2">
        <PlaceFields prefix="dropoffPlace" legend={labels.dropoffPlace} register={register} errors={errors} />
      </div>
      <FormField id="job-pickupTime" label={labels.pickupTime} error={errors.pickupTime?.message}>
        {(control) => <Input type="datetime-local" {...control} {...register('pickupTime')} />}
      </FormField>
      <FormField id="job-dropoffTime" label={labels.dropoffTime} error={errors.dropoffTime?.message}>
        {(control) => <Input type="datetime-local" {...control} {...register('dropoffTime')} />}
      </FormField>
      <FormField
        id="job-appointmentTime"
        label={labels.appointmentTime}
        hint={jobsCopy.form.appointmentHint}
        error={errors.appointmentTime?.message}
      >
        {(control) => <Input type="datetime-local" {...control} {...register('appointmentTime')} />}
      </FormField>
      {returnTrip === undefined ? (
        <div aria-hidden="true" className="hidden sm:block" />
      ) : (
        <FormField
          id="job-returnTrip"
          label={labels.returnTrip}
          hint={jobsCopy.form.returnHint}
          error={errors.returnTrip?.message}
        >
          {(control) => (
            <Select {...control} {...register('returnTrip')}>
              <ReturnTripOptions />
            </Select>
          )}
        </FormField>
      )}
      {returnTrip === 'at_time' ? (
        <FormField id="job-returnPickupTime" label={labels.returnPickupTime} error={errors.returnPickupTime?.message}>
          {(control) => <Input type="datetime-local" {...control} {...register('returnPickupTime')} />}
        </FormField>
      ) : null}
      {returnTrip === 'at_time' ? <div aria-hidden="true" className="hidden sm:block" /> : null}
      <FormField id="job-jobRate" label={labels.jobRate} error={errors.jobRate?.message}>
        {(control) => (
          <Input
            inputMode="decimal"
            placeholder={jobsCopy.form.ratePlaceholder}
            autoComplete="off"
            {...control}
            {...register('jobRate')}
          />
        )}
      </FormField>
      <FormField id="job-status" label={labels.status} error={errors.status?.message}>
        {(control) => (
          <Select {...control} {...register('status')}>
            {EDITABLE_JOB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(JOB_STATUS_LABELS, status)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <PayerField
          field={register('payerId')}
          id="job-payerId"
          error={errors.payerId?.message}
          payers={payers}
          loading={payersLoading}
          savedPayerId={savedPayerId}
          payerId={payerId}
          level={level}
          fromReferral={payerFromReferral && payerId === savedPayerId}
        />
      </div>
      {asksAuthorization ? (
        <div className="sm:col-span-2">
          <AuthorizationField
            field={register('authorizationId')}
            id="job-authorizationId"
            error={errors.authorizationId?.message}
            riderId={riderId}
            savedAuthorizationId={savedAuthorizationId}
            referral={savedAuthorizationId ? null : referralClaim}
          />
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <FormField
          id="job-rideNotes"
          label={labels.rideNotes}
          hint={jobsCopy.form.rideNotesHint}
          error={errors.rideNotes?.message}
        >
          {(control) => <Textarea rows={3} autoComplete="off" {...control} {...register('rideNotes')} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <DriverPicker
          jobId={jobId}
          draft={draft}
          drivers={drivers}
          driversLoading={driversLoading}
          register={register}
          error={errors.assignedDriverId?.message}
          currentDriver={currentDriver}
        />
        <DriverRefusal reasons={driverRefusal} />
      </div>
    </div>
  );
}
