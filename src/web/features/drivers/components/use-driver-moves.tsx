import { useCallback, useState } from 'react';
import { jobMoveConfirmation, type JobMoveConfirmation } from '@domain/job-move-confirmation';
import type { JobStatus } from '@domain/statuses';
import { toast } from '@/components/ui/use-toast';
import { myJobsCopy } from '@/content/my-jobs';
import { failureDescription } from '@/lib/api-client';
import { clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import type { DriverJob } from '../api/get-driver-jobs';
import { useUpdateJobStatus } from '../api/update-job-status';
import { ConfirmMoveDialog, DropoffDialog } from './lazy-dialogs';
import { useRecordStep } from './step-queue-provider';

/**
 * The moves a driver makes on a trip card, with the questions asked first and the drop-off's proof
 * (docs/decisions/056-proof-of-service.md): shared by Today and My Jobs so both behave the same.
 */
export function useDriverMoves() {
  const company = useCompany();
  const updateStatus = useUpdateJobStatus();
  // Job rules (decision 031): times on the company clock, with the zone, so a driver never guesses.
  const formatTime = useCallback(
    (iso: string | null) =>
      iso === null ? 'Will-call' : Number.isNaN(Date.parse(iso)) ? '—' : clockText(iso, 'jobTime', company.timeZone),
    [company.timeZone],
  );
  const formatDay = useCallback((iso: string) => clockText(iso, 'weekdayDay', company.timeZone), [company.timeZone]);
  // A move that cannot be taken back waits here for the driver's confirmation.
  const [asking, setAsking] = useState<{ job: DriverJob; status: JobStatus; confirmation: JobMoveConfirmation } | null>(
    null,
  );

  // Completing is the drop-off: its dialog asks the same question and records the proof with it.
  const [droppingOff, setDroppingOff] = useState<{ job: DriverJob; confirmation: JobMoveConfirmation } | null>(null);

  const requestMove = (job: DriverJob, status: JobStatus) => {
    const confirmation = jobMoveConfirmation(job, status, { timeZone: company.timeZone, formatDay });
    if (status === 'completed' && confirmation) setDroppingOff({ job, confirmation });
    else if (confirmation) setAsking({ job, status, confirmation });
    else move(job, status);
  };

  const { take, pending: taking } = useRecordStep();
  const move = (job: DriverJob, status: JobStatus) => {
    if (updateStatus.isPending || taking) return;
    // Starting is the trip's first step of proof: kept on the phone and sent when there is signal.
    if (status === 'in_progress') {
      void take(job, 'start', {}, myJobsCopy.toasts.statusUpdated);
      return;
    }
    updateStatus.mutate(
      { id: job.id, status },
      {
        onSuccess: () => toast(myJobsCopy.toasts.statusUpdated),
        onError: (error) =>
          toast({
            ...myJobsCopy.toasts.statusFailed,
            description: failureDescription(error, myJobsCopy.toasts.statusFailed.description),
            variant: 'destructive',
          }),
      },
    );
  };

  const dialogs = (
    <>
      <ConfirmMoveDialog
        confirmation={asking?.confirmation ?? null}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) move(asking.job, asking.status);
          setAsking(null);
        }}
      />
      <DropoffDialog
        job={droppingOff?.job ?? null}
        confirmation={droppingOff?.confirmation ?? null}
        onClose={() => setDroppingOff(null)}
      />
    </>
  );
  return { requestMove, formatTime, busy: updateStatus.isPending || taking, dialogs };
}
