import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { jobSchema, type JobListItem } from '@domain/job';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { LevelOfServiceBadge } from '@/components/ui/level-of-service-badge';
import { Spinner } from '@/components/ui/spinner';
import { jobsCopy } from '@/content/jobs';
import { useCompany } from '@/lib/company-profile';
import { zoneName } from '@/lib/dates';
import { useAssignableDrivers } from '../api/get-assignable-drivers';
import { useJob } from '../api/get-job';
import { usePayerChoices } from '@/lib/billing-choices';
import { useReferral } from '../api/get-referral';
import { useReferralBilling } from '@/lib/referral-billing';
import { failureToast, useSend } from '@/lib/use-send';
import { useCreateJob } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import {
  EMPTY_JOB_FORM,
  JOB_FORM_FIELDS,
  jobToFormValues,
  referralToFormValues,
  toJobInput,
  withRider,
  type JobFormValues,
} from '../lib/job-form-values';
import { useCandidateDraft } from '../lib/candidate-draft';
import { refusalReasons } from './driver-picker';
import { JobFormFields } from './job-form-fields';
import { RiderFields } from './rider-fields';

export type JobDialogMode = { kind: 'create'; referralId?: string | null } | { kind: 'edit'; job: JobListItem };

type JobBody = z.output<typeof jobSchema>;

/**
 * The same schema as the server (docs/architecture.md), run on what the form would send: the two times are
 * first turned from the company's wall clock into instants, so 'Dropoff time must be after pickup
 * time' is judged exactly as POST /api/jobs judges it.
 */
function useJobResolver(timeZone: string): Resolver<JobFormValues, unknown, JobBody> {
  return useMemo(() => {
    const validate = zodResolver(jobSchema);
    return (values, context, options) =>
      validate(
        toJobInput(values, timeZone),
        context,
        options as unknown as Parameters<typeof validate>[2],
      ) as ReturnType<Resolver<JobFormValues, unknown, JobBody>>;
  }, [timeZone]);
}

/** A section another feature adds below an existing job's form (its price, its message history), given the job's id. */
export type JobSection = (jobId: string) => ReactNode;

interface JobFormDialogProps {
  mode: JobDialogMode | null;
  onClose: () => void;
  extra?: JobSection;
}

/** Create New Job / Edit Job (docs/product/screens-and-routes.md and docs/product/validation.md): at most 2xl wide and 90vh tall, scrolling inside. */
export function JobFormDialog({ mode, onClose, extra }: JobFormDialogProps) {
  const company = useCompany();
  const open = mode !== null;
  const editing = mode?.kind === 'edit' ? mode.job : null;
  // The list carries places on one line; the form edits them structured, so it waits for the job itself.
  const job = useJob(open && editing ? editing.id : null);
  const referralId = mode?.kind === 'create' ? (mode.referralId ?? null) : null;
  const drivers = useAssignableDrivers({ enabled: open });
  const payers = usePayerChoices({ enabled: open });
  const referral = useReferral(open ? referralId : null);
  const billing = useReferralBilling(open ? referralId : null);
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  // A refusal of the chosen driver (422 with reasons) stays shown until the next save or the dialog closes.
  const [driverRefusal, setDriverRefusal] = useState<string[]>([]);
  const close = () => {
    setDriverRefusal([]);
    onClose();
  };

  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<JobFormValues, unknown, JobBody>({
    resolver: useJobResolver(company.timeZone),
    defaultValues: EMPTY_JOB_FORM,
  });
  const [riderId, riderLabel, level, escorts, returnTrip, payerId] = useWatch({
    control,
    name: ['riderId', 'riderLabel', 'levelOfService', 'escortCount', 'returnTrip', 'payerId'],
  });
  // Create New Job weighs the drivers before saving, as Edit Job does (docs/decisions/040-safe-assignment.md).
  const draft = useCandidateDraft(control, company.timeZone, open && !editing);

  // Each opening starts from the job being edited, the referral, or an empty form; a job is put into the form
  // once per opening, so a later refresh of it never wipes what the dispatcher has typed.
  // A referral fills the form once its billing is known too (or failed to load: then the dispatcher chooses).
  const referralData = referralId && billing.isLoading ? undefined : referral.data;
  const billingData = billing.data;
  const jobData = job.data;
  const filledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      filledFrom.current = null;
      return;
    }
    if (editing) {
      if (jobData?.id !== editing.id || filledFrom.current === editing.id) return;
      filledFrom.current = editing.id;
      reset(jobToFormValues(jobData, company.timeZone));
    } else if (referralData) reset(referralToFormValues(referralData, company.timeZone, billingData));
    else reset(EMPTY_JOB_FORM);
  }, [open, editing, jobData, referralData, billingData, company.timeZone, reset]);

  const sending = useSend({
    run: (body: JobBody) => {
      setDriverRefusal([]);
      return editing ? updateJob.mutateAsync({ id: editing.id, body }) : createJob.mutateAsync(body);
    },
    succeeded: editing ? jobsCopy.toasts.updated : jobsCopy.toasts.created,
    done: () => {
      if (!editing) reset(EMPTY_JOB_FORM);
      close();
    },
    failed: (error) => {
      setDriverRefusal(refusalReasons(error));
      // docs/product/errors.md's words; the reason a field was refused shows under that field.
      return failureToast(error, editing ? jobsCopy.toasts.updateFailed : jobsCopy.toasts.createFailed);
    },
    fields: JOB_FORM_FIELDS,
    setError,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(sending.send)(event);
  const busy = isSubmitting || sending.pending;
  const waitingForReferral = Boolean(referralId) && (referral.isLoading || billing.isLoading);
  const waitingForJob = Boolean(editing) && jobData?.id !== editing?.id;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      {open ? (
        <DialogContent
          title={editing ? jobsCopy.form.editTitle : jobsCopy.form.createTitle}
          description={`${jobsCopy.form.description} (${zoneName(company.timeZone)}).`}
          // The primitive sets max-w-lg; the job form needs the room (docs/product/screens-and-routes.md: at most 2xl wide, 90vh tall).
          className="max-h-[90vh] max-w-2xl! overflow-y-auto"
        >
          {level ? (
            // How the rider travels, as the job's card and the driver's card will show it.
            <div className="mb-4">
              <LevelOfServiceBadge level={level} escorts={Number(escorts) || 0} />
            </div>
          ) : null}
          {referralId ? (
            <p
              className="mb-4 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
              role="note"
            >
              {referralData
                ? jobsCopy.form.fromReferral(referralData.referrerName, referralData.referrerCompany)
                : referral.isError
                  ? jobsCopy.form.referralFailed
                  : jobsCopy.form.referralLoading}
            </p>
          ) : null}
          {waitingForJob && job.isError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              {jobsCopy.form.jobFailed}
            </p>
          ) : waitingForReferral || waitingForJob ? (
            <div className="flex justify-center py-10">
              <Spinner label={waitingForJob ? jobsCopy.form.jobLoading : jobsCopy.form.referralLoading} />
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-6">
              <RiderFields
                register={register}
                errors={errors}
                riderId={riderId}
                riderLabel={riderLabel}
                onChoose={(rider) => reset(withRider(getValues(), rider), { keepDefaultValues: true })}
                onUnlink={() => {
                  setValue('riderId', '');
                  setValue('riderLabel', '');
                }}
              />
              <JobFormFields
                register={register}
                errors={errors}
                drivers={drivers.data}
                driversLoading={drivers.isLoading}
                currentDriver={
                  editing?.assignedDriverId
                    ? { id: editing.assignedDriverId, name: editing.assignedDriverName ?? jobsCopy.unknownDriver }
                    : null
                }
                jobId={editing?.id}
                draft={draft}
                driverRefusal={driverRefusal}
                returnTrip={editing ? undefined : returnTrip}
                payers={payers.data}
                payersLoading={payers.isLoading}
                savedPayerId={editing ? jobData?.payerId : referralId ? billingData?.payerId : null}
                riderId={riderId}
                payerId={payerId}
                savedAuthorizationId={
                  editing ? jobData?.authorizationId : referralId ? billingData?.authorizationId : null
                }
                referralClaim={editing ? null : referralData?.workersComp}
                payerFromReferral={Boolean(referralId && billingData?.payerId)}
                level={level}
              />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="secondary">{jobsCopy.form.cancel}</Button>
                </DialogClose>
                <Button type="submit" disabled={busy}>
                  {editing
                    ? busy
                      ? jobsCopy.form.saving
                      : jobsCopy.form.save
                    : busy
                      ? jobsCopy.form.creating
                      : jobsCopy.form.create}
                </Button>
              </div>
            </form>
          )}
          {editing && extra ? <div className="mt-6 border-t border-slate-200 pt-5">{extra(editing.id)}</div> : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
