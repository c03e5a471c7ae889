import type { Referral } from '@domain/referral';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { dashboardText } from '@/content/dashboard';
import { useUpdateReferral } from '../api/update-referral';

const text = dashboardText.referrals;

/** Decision 029: an admin may cancel a referral, after confirming. */
export function CancelReferralDialog({ referral, onClose }: { referral: Referral | null; onClose: () => void }) {
  const update = useUpdateReferral();
  return (
    <Dialog open={referral !== null} onOpenChange={(open) => !open && onClose()}>
      {referral && (
        <DialogContent
          role="alertdialog"
          title={`${text.cancel}: ${referral.patientName}`}
          description={text.cancelConfirm}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{text.keep}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: referral.id, status: 'cancelled' }, { onSuccess: onClose })}
            >
              {text.cancel}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
