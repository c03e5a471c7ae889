import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { diagnosisCodesInput } from '@domain/diagnosis';
import { REFERRAL_FIELD_LABELS, type Referral } from '@domain/referral';
import { referralStatusChoices } from '@domain/referral-status';
import { REFERRAL_STATUSES, statusText } from '@domain/statuses';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { DiagnosisInput } from '@/components/ui/diagnosis-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { dashboardText } from '@/content/dashboard';
import { useSend } from '@/lib/use-send';
import { useUpdateReferral } from '../api/update-referral';

// The same limits as PUT /api/referrals/:id (referralUpdateSchema), with the form's own empty notes; the codes are
// typed as one line and sent read as the server reads them.
const editSchema = z.object({
  status: z.enum(REFERRAL_STATUSES, { error: 'Choose a status' }),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters'),
  diagnosisCodes: diagnosisCodesInput,
});
type EditValues = z.output<typeof editSchema>;

function EditForm({ referral, onDone }: { referral: Referral; onDone: () => void }) {
  const update = useUpdateReferral();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof editSchema>, unknown, EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      status: referral.status,
      notes: referral.notes ?? '',
      diagnosisCodes: referral.diagnosisCodes.join(', '),
    },
  });

  // The mutation toasts how it went; the dialog closes, or shows what was refused under its field.
  const sending = useSend({
    run: ({ status, notes, diagnosisCodes }: EditValues) =>
      update.mutateAsync({ id: referral.id, status, notes: notes || null, diagnosisCodes }),
    done: onDone,
    fields: ['status', 'notes', 'diagnosisCodes'],
    setError,
  });
  const onSubmit = handleSubmit(sending.send);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="referral-edit-status" label="Status" error={errors.status?.message}>
        {(control) => (
          <Select {...control} {...register('status')} className="capitalize">
            {/* The referral status machine's choices (docs/decisions/014); whether a job exists is the server's to check. */}
            {referralStatusChoices(referral.status, true, REFERRAL_STATUSES).map((status) => (
              <option key={status} value={status}>
                {statusText(status)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="referral-edit-diagnosis-codes"
        label={REFERRAL_FIELD_LABELS.diagnosisCodes}
        hint={dashboardText.referrals.diagnosisHint}
        error={errors.diagnosisCodes?.message}
      >
        {(control) => <DiagnosisInput {...control} {...register('diagnosisCodes')} />}
      </FormField>
      <FormField id="referral-edit-notes" label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea {...control} rows={5} {...register('notes')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={sending.pending}>
          {sending.pending ? 'Saving…' : dashboardText.referrals.save}
        </Button>
      </div>
    </form>
  );
}

/** Decision 029: Edit changes a referral's status, notes or diagnosis codes. */
export function ReferralEditDialog({ referral, onClose }: { referral: Referral | null; onClose: () => void }) {
  return (
    <Dialog open={referral !== null} onOpenChange={(open) => !open && onClose()}>
      {referral && (
        <DialogContent
          title={`Edit Referral: ${referral.patientName}`}
          description="Change the referral’s status, notes or diagnosis codes."
        >
          <EditForm key={referral.id} referral={referral} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
