import { useMemo, useState } from 'react';
import { jobMoveConfirmation, type JobMoveConfirmation } from '@domain/job-move-confirmation';
import type { JobStatus } from '@domain/statuses';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { jobsCopy, myJobsCopy as copy } from '@/content/jobs';
import { failureDescription } from '@/lib/api-client';
import { useCompany } from '@/lib/company-profile';
import { useDriverJobs, type DriverJob } from '../api/get-driver-jobs';
import { useUpdateJobStatus } from '../api/update-job-status';
import { ConfirmMoveDialog } from './confirm-move-dialog';
import { DropoffDialog } from './dropoff-dialog';
import { DriverJobCard } from './driver-job-card';

/** My Jobs (docs/product/screens-and-routes.md): the driver's trips, soonest first, with decision 031's status actions. */
export function MyJobs({ driverId }: { driverId: string | undefined }) {
  const company = useCompany();
  const jobs = useDriverJobs(driverId);
  const updateStatus = useUpdateJobStatus();
  // Job rules (decision 031): times on the company clock, with the zone, so a driver never guesses.
  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: company.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    return (iso: string | null) => (iso === null ? 'Will-call' : Number.isNaN(Date.parse(iso)) ? '—' : format.format(new Date(iso)));
  }, [company.timeZone]);

  const formatDay = useMemo(() => {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: company.timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    return (iso: string) => format.format(new Date(iso));
  }, [company.timeZone]);
  // A move that cannot be taken back waits here for the driver's confirmation.
  const [asking, setAsking] = useState<{ job: DriverJob; status: JobStatus; confirmation: JobMoveConfirmation } | null>(null);

  // Completing is the drop-off: its dialog asks the same question and records the proof with it.
  const [droppingOff, setDroppingOff] = useState<{ job: DriverJob; confirmation: JobMoveConfirmation } | null>(null);

  const requestMove = (job: DriverJob, status: JobStatus) => {
    const confirmation = jobMoveConfirmation(job, status, { timeZone: company.timeZone, formatDay });
    if (status === 'completed' && confirmation) setDroppingOff({ job, confirmation });
    else if (confirmation) setAsking({ job, status, confirmation });
    else move(job, status);
  };

  const move = (job: DriverJob, status: JobStatus) => {
    if (updateStatus.isPending) return;
    updateStatus.mutate(
      { id: job.id, status },
      {
        onSuccess: () => toast(jobsCopy.toasts.statusUpdated),
        onError: (error) => toast({ ...jobsCopy.toasts.statusFailed, description: failureDescription(error, jobsCopy.toasts.statusFailed.description), variant: 'destructive' }),
      },
    );
  };

  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="my-jobs-heading">
      <ConfirmMoveDialog
        confirmation={asking?.confirmation ?? null}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) move(asking.job, asking.status);
          setAsking(null);
        }}
      />
      <DropoffDialog job={droppingOff?.job ?? null} confirmation={droppingOff?.confirmation ?? null} onClose={() => setDroppingOff(null)} />
      <h2 id="my-jobs-heading" className="text-xl font-semibold text-brand-900">
        {copy.heading}
      </h2>
      {jobs.isLoading ? (
        <div className="mt-4 flex justify-center py-8">
          <Spinner label={copy.loading} />
        </div>
      ) : jobs.isError ? (
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
                <DriverJobCard job={job} formatTime={formatTime} busy={updateStatus.isPending} onMove={requestMove} />
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
