import type { Candidate } from '@domain/assignment';
import { reasonText } from '@domain/assignment-words';
import type { DispatchLeg } from '@domain/dispatch';
import { toast } from '@/components/ui/use-toast';
import { dispatchCopy } from '@/content/dispatch';
import { ApiError, failureDescription } from '@/lib/api-client';
import { useAssignLeg } from '../api/assign-leg';

const copy = dispatchCopy.assign;

export interface Target {
  driverId: string | null;
  name: string;
}

const reasonsOf = (codes: readonly string[]) => codes.map(reasonText).join('; ');

/**
 * One move of a leg from the board, whichever way it was made (drag, keyboard, candidates). A driver the
 * candidates already refused is refused here with the same reasons and nothing is sent; the server judges the
 * rest, and its refusal or conflict is shown the same way.
 */
export function useBoardMove() {
  const assign = useAssignLeg();
  const move = (leg: DispatchLeg, to: Target, verdict?: Candidate) => {
    if (leg.assignedDriverId === to.driverId) return;
    if (verdict && !verdict.eligible) {
      toast({ title: copy.refused, description: `${to.name}: ${reasonsOf(verdict.reasons)}`, variant: 'destructive' });
      return;
    }
    assign.mutate(
      { id: leg.id, move: { driverId: to.driverId, expectedDriverId: leg.assignedDriverId } },
      {
        onSuccess: (job) => {
          const warnings = job.warnings ?? [];
          const title = to.driverId ? copy.done(leg.patientName, to.name) : copy.unassigned(leg.patientName);
          toast(warnings.length ? { title: copy.warning, description: `${title}. ${reasonsOf(warnings)}` } : { title });
        },
        onError: (error) => {
          const reasons = error instanceof ApiError ? error.body?.reasons : undefined;
          if (reasons?.length)
            toast({ title: copy.refused, description: `${to.name}: ${reasonsOf(reasons)}`, variant: 'destructive' });
          else if (error instanceof ApiError && error.status === 409)
            toast({
              title: copy.failed,
              description: `${error.serverMessage ?? ''} ${copy.movedMeanwhile}`.trim(),
              variant: 'destructive',
            });
          else
            toast({ title: copy.failed, description: failureDescription(error, copy.failed), variant: 'destructive' });
        },
      },
    );
  };
  return { move, pending: assign.isPending };
}
