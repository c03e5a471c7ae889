import { AlertTriangle } from 'lucide-react';
import type { JobMoveConfirmation } from '@domain/job-move-confirmation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { myJobsCopy as copy } from '@/content/my-jobs';

interface ConfirmMoveDialogProps {
  confirmation: JobMoveConfirmation | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before a move that cannot be taken back (decline, complete, a trip on another day). */
export function ConfirmMoveDialog({ confirmation, onConfirm, onCancel }: ConfirmMoveDialogProps) {
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => !open && onCancel()}>
      {confirmation && (
        <DialogContent role="alertdialog" title={confirmation.title} description={confirmation.description}>
          {confirmation.otherDay ? (
            <p className="mb-4 flex items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
              <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
              {copy.otherDayWarning}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{copy.keepJob}</Button>
            </DialogClose>
            <Button
              variant={confirmation.confirmLabel === 'Decline Job' || confirmation.otherDay ? 'destructive' : 'primary'}
              onClick={onConfirm}
            >
              {confirmation.confirmLabel}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
