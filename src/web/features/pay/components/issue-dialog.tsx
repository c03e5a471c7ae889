import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { payCopy } from '@/content/pay';
import { issueCopy as copy } from '../content';

/**
 * "Issue PAY-000042 to Ruth Adler?": issuing shows the statement to the driver and cannot be taken back to a draft,
 * so one press of a button beside "Add adjustment" is not enough.
 */
export function IssueDialog({
  number,
  driverName,
  open,
  busy,
  onClose,
  onConfirm,
}: {
  number: string;
  driverName: string;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent title={copy.title(number, driverName)} description={copy.description}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{copy.cancel}</Button>
            </DialogClose>
            <Button disabled={busy} onClick={onConfirm}>
              {busy ? payCopy.actions.issuing : copy.confirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
