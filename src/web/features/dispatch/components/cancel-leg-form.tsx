import type { DispatchLeg } from '@domain/dispatch';
import { CancelTripForm } from '@/components/trip-cancellation';
import { dispatchCopy } from '@/content/dispatch';
import { useCancelLeg, useLegJob } from '../api/leg-actions';

// Apart from the board's leg actions: the form library and the cancellation's schema come with the leg's panel,
// not with the board (docs/performance.md, "Staff screens on a phone").
const copy = dispatchCopy.legPanel;

/**
 * Cancelling a leg from the board (POST /api/jobs/{id}/cancel, docs/decisions/047-legs-returns-cancellations.md): why,
 * who asked, and for an outbound leg with a return, the return too (the server's own rule: only when asked).
 */
export function CancelLegForm({ leg, onDone, onBack }: { leg: DispatchLeg; onDone: () => void; onBack: () => void }) {
  const cancel = useCancelLeg();
  const job = useLegJob(leg.leg === 'outbound' ? leg.id : null);
  return (
    <CancelTripForm
      idPrefix="leg-cancel"
      pickupTime={leg.pickupTime}
      hasReturn={Boolean(job.data?.returnJobId)}
      cancel={(body) => cancel.mutateAsync({ id: leg.id, body })}
      pending={cancel.isPending}
      words={{ keep: copy.keep, confirm: copy.confirm, done: copy.cancelled, failed: copy.cancelFailed }}
      label={copy.cancelTitle}
      lead={copy.cancelLead(leg.patientName)}
      onBack={onBack}
      onDone={onDone}
    />
  );
}
