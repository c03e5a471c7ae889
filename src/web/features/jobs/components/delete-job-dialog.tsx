import type { JobListItem } from '@domain/job';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { jobsCopy } from '@/content/jobs';
import { errorMessage } from '@/lib/api-client';
import { useDeleteJob } from '../api/delete-job';

const copy = jobsCopy.remove;

/** docs/product/screens-and-routes.md: 'Are you sure you want to delete this job?' in our own dialog, not window.confirm. */
export function DeleteJobDialog({ job, onClose }: { job: JobListItem | null; onClose: () => void }) {
  const deleteJob = useDeleteJob();

  const confirm = async () => {
    if (!job || deleteJob.isPending) return;
    try {
      await deleteJob.mutateAsync(job.id);
      toast(jobsCopy.toasts.deleted);
      onClose();
    } catch (error) {
      // A refusal reads as the server words it ("A completed trip is kept as a record…"); no answer, as before.
      toast({
        ...jobsCopy.toasts.deleteFailed,
        description: errorMessage(error, jobsCopy.toasts.deleteFailed.description),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={job !== null} onOpenChange={(next) => (next || deleteJob.isPending ? undefined : onClose())}>
      {job ? (
        <DialogContent role="alertdialog" title={copy.title} description={copy.question}>
          <p className="text-sm text-ink">{copy.detail(job.patientName)}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={deleteJob.isPending}>
                {copy.cancel}
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={deleteJob.isPending} onClick={() => void confirm()}>
              {deleteJob.isPending ? copy.deleting : copy.confirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
