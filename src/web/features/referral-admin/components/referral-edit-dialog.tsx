import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Referral } from '@domain/referral';
import { referralStatusChoices } from '@domain/referral-status';
import { REFERRAL_STATUSES, statusText } from '@domain/statuses';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { dashboardText } from '@/content/dashboard';
import { useSend } from '@/lib/use-send';
import { useUpdateReferral } from '../api/update-referral';

// The same limits as PUT /api/referrals/:id (referralUpdateSchema), with the form's own empty notes.
const editSchema = z.object({
  status: z.enum(REFERRAL_STATUSES, { error: 'Choose a status' }),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters'),
});
type EditValues = z.infer<typeof editSchema>;

function EditForm({ referral, onDone }: { referral: Referral; onDone: () => void }) {
  const update = useUpdateReferral();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { status: referral.status, notes: referral.notes ?? '' },
  });

  // The mutation toasts how it went; the dialog closes, or shows what was refused under its field.
  const sending = useSend({
    run: ({ status, notes }: EditValues) => update.mutateAsync({ id: referral.id, status, notes: notes || null }),
    done: onDone,
    fields: ['status', 'notes'],
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

/** Decision 029: Edit changes a referral's status or notes. */
export function ReferralEditDialog({ referral, onClose }: { referral: Referral | null; onClose: () => void }) {
  return (
    <Dialog open={referral !== null} onOpenChange={(open) => !open && onClose()}>
      {referral && (
        <DialogContent
          title={`Edit Referral: ${referral.patientName}`}
          description="Change the referral’s status or notes."
        >
          <EditForm key={referral.id} referral={referral} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
