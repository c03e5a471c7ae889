import { reasonText } from '@domain/assignment';
import type { DispatchLeg } from '@domain/dispatch';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { dispatchCopy } from '@/content/dispatch';
import { useJobCandidates } from '@/lib/job-candidates';
import { useBoardMove } from '../lib/use-board-move';

const copy = dispatchCopy.candidates;

/**
 * The C key's answer: every driver weighed for the leg (GET /api/jobs/{id}/candidates), those who can take it
 * first, each with a button that assigns it; the keyboard-only way to place a leg with its reasons in view.
 */
export function CandidatesDialog({ leg, onClose }: { leg: DispatchLeg | null; onClose: () => void }) {
  const candidates = useJobCandidates(leg?.id ?? null);
  const { move, pending } = useBoardMove();
  return (
    <Dialog open={leg !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {leg ? (
        <DialogContent title={copy.title} description={copy.lead(leg.patientName)} className="max-w-xl">
          {candidates.isError ? (
            <p role="alert" className="text-red-800">
              {copy.failed}
            </p>
          ) : !candidates.data ? (
            <Spinner label={copy.loading} />
          ) : candidates.data.items.length === 0 ? (
            <p className="text-muted">{copy.none}</p>
          ) : (
            <ul className="grid max-h-[60vh] gap-2 overflow-y-auto" aria-label={copy.title}>
              {leg.assignedDriverId ? (
                <li className="flex items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
                  <span className="text-sm text-muted">{copy.current}</span>
                  <Button
                    variant="secondary"
                    disabled={pending}
                    onClick={() => {
                      move(leg, { driverId: null, name: dispatchCopy.assign.queue });
                      onClose();
                    }}
                  >
                    {copy.unassign}
                  </Button>
                </li>
              ) : null}
              {candidates.data.items.map((candidate) => (
                <li
                  key={candidate.driverId}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
                >
                  <div className="grid min-w-0 gap-0.5 text-sm">
                    <span className="font-semibold text-ink">{candidate.fullName}</span>
                    {candidate.eligible ? (
                      <span className="text-green-800">
                        {dispatchCopy.assign.canTake}
                        {candidate.addedMiles !== null && candidate.addedMinutes !== null
                          ? ` · ${copy.added(candidate.addedMiles, candidate.addedMinutes)}`
                          : ''}
                      </span>
                    ) : (
                      candidate.reasons.map((code) => (
                        <span key={code} className="text-red-800">
                          {reasonText(code)}
                        </span>
                      ))
                    )}
                    {candidate.warnings.map((code) => (
                      <span key={code} className="text-amber-900">
                        {reasonText(code)}
                      </span>
                    ))}
                  </div>
                  {candidate.driverId === leg.assignedDriverId ? (
                    <span className="text-sm font-medium text-muted">{copy.current}</span>
                  ) : (
                    <Button
                      variant={candidate.eligible ? 'primary' : 'secondary'}
                      disabled={pending || !candidate.eligible}
                      aria-label={copy.assignTo(candidate.fullName)}
                      onClick={() => {
                        move(leg, { driverId: candidate.driverId, name: candidate.fullName }, candidate);
                        onClose();
                      }}
                    >
                      {dispatchCopy.assign.assignShort}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
