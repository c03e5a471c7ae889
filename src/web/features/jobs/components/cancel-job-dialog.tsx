import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { JobListItem } from '@domain/job';
import {
  CANCEL_REASONS,
  CANCEL_REQUESTER_LABELS,
  CANCEL_REQUESTERS,
  cancelJobSchema,
  cancellationTiming,
} from '@domain/trip';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { CancelReasonOptions } from '@/components/ui/service-options';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { jobsCopy } from '@/content/jobs';
import { failureDescription } from '@/lib/api-client';
import { useCompany } from '@/lib/company-profile';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useTripPolicy } from '@/lib/policies';
import { useJob } from '../api/get-job';
import { useCancelJob } from '../api/trip-actions';

const copy = jobsCopy.cancel;
type CancelForm = z.input<typeof cancelJobSchema>;
type CancelBody = z.output<typeof cancelJobSchema>;

/** Cancel a trip (docs/decisions/047-legs-returns-cancellations.md): why, who asked, and for an outbound leg its return too. */
export function CancelJobDialog({ job, onClose }: { job: JobListItem | null; onClose: () => void }) {
  return (
    <Dialog open={job !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      {job ? <CancelJobForm job={job} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CancelJobForm({ job, onClose }: { job: JobListItem; onClose: () => void }) {
  const company = useCompany();
  const cancel = useCancelJob();
  const policy = useTripPolicy();
  // Judged at the moment the dialog opened, so the warning does not flicker as the clock moves.
  const [openedAt] = useState(() => new Date());
  const timing = cancellationTiming(
    job.pickupTime ? new Date(job.pickupTime) : null,
    openedAt,
    company.timeZone,
    policy,
  );
  const full = useJob(job.leg === 'outbound' ? job.id : null);
  const hasReturn = Boolean(full.data?.returnJobId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CancelForm, unknown, CancelBody>({
    resolver: zodResolver(cancelJobSchema),
    defaultValues: { reason: undefined, requestedBy: undefined, note: '', cancelReturn: true },
  });

  const send = async (body: CancelBody) => {
    try {
      await cancel.mutateAsync({ id: job.id, body: { ...body, cancelReturn: hasReturn && body.cancelReturn } });
      toast({ title: copy.done });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['reason', 'requestedBy', 'note']);
      toast({ title: copy.failed, description: failureDescription(error, copy.failedLead), variant: 'destructive' });
    }
  };

  return (
    <DialogContent title={copy.title} description={copy.lead(job.patientName)}>
      <form className="grid gap-4" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        {timing.late ? (
          <p
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
            role="note"
          >
            {timing.sameDay ? copy.sameDay : copy.late(policy.lateCancellationHours)}
          </p>
        ) : null}
        <FormField id="cancel-reason" label={copy.reason} error={errors.reason?.message}>
          {(control) => (
            <Select {...control} {...register('reason')} defaultValue="">
              <CancelReasonOptions reasons={CANCEL_REASONS} placeholder={copy.choose} />
            </Select>
          )}
        </FormField>
        <FormField id="cancel-requested-by" label={copy.requestedBy} error={errors.requestedBy?.message}>
          {(control) => (
            <Select {...control} {...register('requestedBy')} defaultValue="">
              <option value="" disabled>
                {copy.choose}
              </option>
              {CANCEL_REQUESTERS.map((who) => (
                <option key={who} value={who}>
                  {CANCEL_REQUESTER_LABELS[who]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="cancel-note" label={copy.note} error={errors.note?.message}>
          {(control) => <Textarea {...control} rows={2} {...register('note')} />}
        </FormField>
        {hasReturn ? <CheckboxField id="cancel-return" label={copy.alsoReturn} {...register('cancelReturn')} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{copy.keep}</Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={cancel.isPending}>
            {cancel.isPending ? copy.cancelling : copy.confirm}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
