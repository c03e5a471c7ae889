import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { standingOrdersCopy } from '@/content/standing-orders';

const copy = standingOrdersCopy.form;

/** Ending an order cancels its future untaken trips: asked first. */
export function EndOrderDialog({
  open,
  busy,
  onEnd,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onEnd: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent role="alertdialog" title={copy.endTitle} description={copy.endQuestion}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{copy.keep}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={onEnd}>
              {copy.endConfirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
