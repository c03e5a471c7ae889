import { useState, type FormEvent } from 'react';
import type { Driver } from '@domain/driver';
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
  driver: Driver;
  /** What the driver still lacks; the dialog is open while this is set. */
  missing: readonly string[] | null;
  busy: boolean;
  onApprove: () => void;
  onCancel: () => void;
}

/** Approving a driver who lacks a vehicle, a document or a credential lists what is missing and asks first. */
export function ApproveAnywayDialog({ driver, missing, busy, onApprove, onCancel }: ApproveDialogProps) {
  return (
    <Dialog open={missing !== null} onOpenChange={(open) => !open && onCancel()}>
      {missing && (
        <DialogContent
          role="alertdialog"
          title={text.approveAnywayTitle(driver.fullName)}
          description={text.approveAnywayLead}
        >
          <ul className="mb-5 grid list-disc gap-1 pl-5 text-ink">
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
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
