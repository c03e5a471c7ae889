import { useState, type FormEvent } from 'react';
import { missingDocuments, type Driver } from '@domain/driver';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { dashboardText } from '@/content/dashboard';

const text = dashboardText.drivers;

interface RejectDialogProps {
  driver: Driver | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Rejecting cannot be taken back by the applicant: it asks first, with the reason they will be shown. */
export function RejectApplicationDialog({ driver, busy, onReject, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(text.rejectReasonRequired);
    onReject(reason.trim());
  };
  const close = () => {
    setReason('');
    setError(undefined);
    onCancel();
  };
  return (
    <Dialog open={driver !== null} onOpenChange={(open) => !open && close()}>
      {driver && (
        <DialogContent role="alertdialog" title={text.rejectTitle(driver.fullName)} description={text.rejectLead}>
          <form onSubmit={submit} noValidate className="grid gap-5">
            <FormField id="rejection-reason" label={text.rejectReason} hint={text.rejectReasonHint} error={error}>
              {(control) => (
                <Textarea
                  {...control}
                  required
                  maxLength={1000}
                  rows={4}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{text.keepReviewing}</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={busy}>
                {text.reject}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

interface ApproveDialogProps {
  driver: Driver | null;
  busy: boolean;
  onApprove: () => void;
  onCancel: () => void;
}

/** A quick Approve with a required document missing (the W-9 most often) warns and asks first. */
export function ApproveAnywayDialog({ driver, busy, onApprove, onCancel }: ApproveDialogProps) {
  return (
    <Dialog open={driver !== null} onOpenChange={(open) => !open && onCancel()}>
      {driver && (
        <DialogContent
          role="alertdialog"
          title={text.approveAnywayTitle(driver.fullName)}
          description={text.approveAnywayLead(missingDocuments(driver).join(', '))}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{text.keepReviewing}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={onApprove}>
              {text.approveAnyway}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
