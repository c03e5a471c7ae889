import { BellRing } from 'lucide-react';
import type { DispatchLeg } from '@domain/dispatch';
import { isFinalJobStatus } from '@domain/statuses';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { dispatchCopy } from '@/content/dispatch';
import { errorMessage } from '@/lib/api-client';
import { formatTimeOfDay } from '@/lib/dates';
import { useRiderReady } from '../api/leg-actions';

const copy = dispatchCopy.legPanel;

/** Not over and not under way: a leg that can still be called off. */
export const cancellable = (leg: Pick<DispatchLeg, 'status'>) =>
  !isFinalJobStatus(leg.status) && leg.status !== 'completed' && leg.status !== 'in_progress';
/** A will-call return still waiting for its rider's call. */
export const waitingForRider = (leg: Pick<DispatchLeg, 'willCall' | 'pickupTime' | 'status'>) =>
  leg.willCall && leg.pickupTime === null && !isFinalJobStatus(leg.status);

/**
 * "Rider ready" for a will-call return (POST /api/jobs/{id}/rider-ready): the server schedules the pickup the policy
 * ahead, and refuses while the way there has not picked the rider up; its reason is shown as it words it.
 */
export function RiderReadyButton({
  leg,
  timeZone,
  labelled = false,
  onDone,
}: {
  leg: DispatchLeg;
  timeZone: string;
  /** Name the rider in the button's name, where several are listed. */ labelled?: boolean;
  onDone?: () => void;
}) {
  const ready = useRiderReady();
  const call = () =>
    ready.mutate(leg.id, {
      onSuccess: (called) => {
        toast({
          title: copy.riderReadyDone,
          description: called.pickupTime
            ? copy.riderReadyDoneLead(formatTimeOfDay(called.pickupTime, timeZone))
            : undefined,
        });
        onDone?.();
      },
      onError: (error) =>
        toast({
          title: copy.riderReadyFailed,
          description: errorMessage(error, copy.failedLead),
          variant: 'destructive',
        }),
    });
  return (
    <Button
      variant={labelled ? 'secondary' : 'primary'}
      disabled={ready.isPending}
      onClick={call}
      aria-label={labelled ? copy.riderReadyFor(leg.patientName) : undefined}
    >
      <BellRing aria-hidden="true" className="size-4" />
      {copy.riderReady}
    </Button>
  );
}
