import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { payCopy } from '@/content/pay';

const copy = payCopy.voidConfirm;

/** "Void this statement?": its trips are released for a new statement. */
export function VoidDialog({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent title={copy.title} description={copy.description}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{copy.cancel}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={onConfirm}>
              {busy ? copy.confirming : copy.confirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
