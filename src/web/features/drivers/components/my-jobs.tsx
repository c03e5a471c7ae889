import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { myJobsCopy as copy } from '@/content/my-jobs';
import { useDriverJobs } from '../api/get-driver-jobs';
import { DriverJobCard } from './driver-job-card';
import { useDriverMoves } from './use-driver-moves';
import { useStepQueue, withWaitingSteps } from './step-queue-provider';

/** My Jobs (docs/product/screens-and-routes.md): the driver's trips, soonest first, with decision 031's status actions. */
export function MyJobs({
  driverId,
  titled = true,
}: {
  driverId: string | undefined;
  /** False inside a section that already names it. */ titled?: boolean;
}) {
  const jobs = useDriverJobs(driverId);
  const { requestMove, formatTime, busy, dialogs } = useDriverMoves();
  const { taken } = useStepQueue();
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={titled ? 'my-jobs-heading' : undefined}>
      {dialogs}
      {titled ? (
        <h2 id="my-jobs-heading" className="text-xl font-semibold text-brand-900">
          {copy.heading}
        </h2>
      ) : null}
      {jobs.isLoading ? (
        <div className="mt-4 flex justify-center py-8">
          <Spinner label={copy.loading} />
        </div>
      ) : jobs.isError && !jobs.data ? (
        <Card className="mt-4 p-6 text-center" role="alert">
          <p className="text-danger">{copy.failed}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void jobs.refetch()}>
            {copy.retry}
          </Button>
        </Card>
      ) : !items.length ? (
        <Card className="mt-4 p-6 text-center">
          <p className="font-semibold text-ink">{copy.noJobs}</p>
          <p className="mt-1 text-sm text-muted">{copy.noJobsLead}</p>
        </Card>
      ) : (
        <>
          <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label={copy.heading}>
            {items.map((job) => (
              <li key={job.id}>
                <DriverJobCard
                  job={withWaitingSteps(job, taken)}
                  formatTime={formatTime}
                  busy={busy}
                  onMove={requestMove}
                />
              </li>
            ))}
          </ul>
          {jobs.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" disabled={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
                {copy.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
