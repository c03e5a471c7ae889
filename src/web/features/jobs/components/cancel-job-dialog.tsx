import type { JobListItem } from '@domain/job';
import { CancelTripForm } from '@/components/trip-cancellation';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { jobsCopy } from '@/content/jobs';
import { useJob } from '../api/get-job';
import { useCancelJob } from '../api/trip-actions';

const copy = jobsCopy.cancel;

/** Cancel a trip (docs/decisions/047-legs-returns-cancellations.md): why, who asked, and for an outbound leg its return too. */
export function CancelJobDialog({ job, onClose }: { job: JobListItem | null; onClose: () => void }) {
  return (
    <Dialog open={job !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      {job ? <CancelJobForm job={job} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CancelJobForm({ job, onClose }: { job: JobListItem; onClose: () => void }) {
  const cancel = useCancelJob();
  const full = useJob(job.leg === 'outbound' ? job.id : null);
  return (
    <DialogContent title={copy.title} description={copy.lead(job.patientName)}>
      <CancelTripForm
        idPrefix="cancel"
        pickupTime={job.pickupTime}
        hasReturn={Boolean(full.data?.returnJobId)}
        cancel={(body) => cancel.mutateAsync({ id: job.id, body })}
        pending={cancel.isPending}
        words={{ keep: copy.keep, confirm: copy.confirm, done: copy.done, failed: copy.failed }}
        onDone={onClose}
      />
    </DialogContent>
  );
}
