import { useState } from 'react';
import { Clock, MapPinCheck, UserCheck, UserX } from 'lucide-react';
import { pickupIsLate } from '@domain/proof-words';
import { noShowAllowedAt } from '@domain/trip-policy';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { myJobsCopy as copy } from '@/content/my-jobs';
import { failureDescription } from '@/lib/api-client';
import { useTripPolicy } from '@/lib/policies';
import { useNow } from '@/lib/use-now';
import type { DriverJob } from '../api/get-driver-jobs';
import { useTripStep, type TripStep } from '../api/trip-steps';
import { currentFix, type Fix } from '../lib/current-fix';
import { useRecordStep } from './step-queue-provider';
import { ConfirmMoveDialog } from './lazy-dialogs';
import { LateReasonStep, type LateAnswer } from './late-reason';
import { PickupOdometer } from './pickup-odometer';

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A trip under way, one big step at a time (docs/decisions/047-legs-returns-cancellations.md): arrived at pickup,
 * then rider picked up (which asks the odometer, or Skip) or, once the wait has passed, no-show; the no-show
 * button counts down to when the server will take it. Completing the trip stays the card's own button once the rider is on board.
 */
export function TripSteps({ job, busy }: { job: DriverJob; busy: boolean }) {
  const step = useTripStep();
  const { take, pending } = useRecordStep();
  const policy = useTripPolicy();
  const [askingNoShow, setAskingNoShow] = useState(false);
  const waiting = job.arrivedAt !== null && job.pickedUpAt === null;
  const now = useNow(1000, waiting);
  // Arrival and pickup are steps of proof: kept on the phone, with the moment taken and (for arrival) where.
  const arrive = async () => {
    const at = new Date().toISOString();
    const fix = await currentFix();
    await take(job, 'arrival', { at, ...fix }, { title: copy.steps.arrivedDone });
  };
  // The pickup is taken at the first tap, where the phone is then; the odometer is asked next (./pickup-odometer.tsx)
  // and goes with it, or not when the driver skips it.
  // A pickup after the on-time window asks why first (docs/decisions/107-late-reasons-and-signers.md); `late` holds
  // the answer, null until given.
  const [pickup, setPickup] = useState<{
    at: string;
    fix: Promise<Fix | null>;
    minutesLate: number | null;
    late: LateAnswer | null;
  } | null>(null);
  // Held from the tap on Record or Skip, while the phone may still wait a few seconds for its location: one pickup only.
  const [recording, setRecording] = useState(false);
  const pickUp = async (odometer: number | null) => {
    if (!pickup || recording) return;
    setRecording(true);
    try {
      const fix = await pickup.fix;
      const result = await take(
        job,
        'pickup',
        { at: pickup.at, ...fix, ...(odometer === null ? {} : { odometer }), ...pickup.late },
        { title: copy.steps.pickedUpDone },
      );
      // Refused (the queue's toast says why): back to the step's buttons to try again.
      if (result.outcome === 'refused') setPickup(null);
    } finally {
      setRecording(false);
    }
  };
  // A no-show needs the server's clock for the wait, so it is sent at once.
  const record = (next: TripStep, done: string) =>
    step.mutate(
      { id: job.id, step: next },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) =>
          toast({
            title: copy.steps.failed,
            description: failureDescription(error, copy.steps.failedLead),
            variant: 'destructive',
          }),
      },
    );
  const disabled = busy || step.isPending || pending;

  if (job.arrivedAt === null) {
    return (
      <Button size="lg" className="min-h-14 text-lg" disabled={disabled} onClick={() => void arrive()}>
        <MapPinCheck aria-hidden="true" className="size-6" />
        {copy.steps.arrived}
      </Button>
    );
  }
  if (job.pickedUpAt !== null) return null;

  if (pickup && pickup.minutesLate !== null && !pickup.late)
    return (
      <LateReasonStep
        jobId={job.id}
        minutesLate={pickup.minutesLate}
        onAnswer={(late) => setPickup({ ...pickup, late })}
        onBack={() => setPickup(null)}
      />
    );
  if (pickup)
    return (
      <PickupOdometer
        jobId={job.id}
        disabled={disabled || recording}
        onRecord={(odometer) => void pickUp(odometer)}
        onBack={() => setPickup(null)}
      />
    );

  const allowedAt = noShowAllowedAt(new Date(job.arrivedAt), job.pickupTime ? new Date(job.pickupTime) : null, policy);
  const left = allowedAt.getTime() - now.getTime();
  return (
    <div className="grid gap-3">
      <ConfirmMoveDialog
        confirmation={
          askingNoShow
            ? {
                title: copy.steps.noShowTitle,
                description: copy.steps.noShowQuestion,
                confirmLabel: copy.steps.noShow,
                otherDay: false,
              }
            : null
        }
        onCancel={() => setAskingNoShow(false)}
        onConfirm={() => {
          setAskingNoShow(false);
          record('no-show', copy.steps.noShowDone);
        }}
      />
      <Button
        size="lg"
        className="min-h-14 text-lg"
        disabled={disabled}
        onClick={() => {
          const at = new Date();
          const scheduled = job.pickupTime ? new Date(job.pickupTime) : null;
          const late = pickupIsLate(scheduled, at, policy.onTimeWindowMinutes);
          setPickup({
            at: at.toISOString(),
            fix: currentFix(),
            minutesLate: late ? Math.round((at.getTime() - scheduled!.getTime()) / 60_000) : null,
            late: null,
          });
        }}
      >
        <UserCheck aria-hidden="true" className="size-6" />
        {copy.steps.pickedUp}
      </Button>
      <Button
        size="lg"
        variant="secondary"
        className="min-h-14 text-lg"
        disabled={disabled || left > 0}
        onClick={() => setAskingNoShow(true)}
      >
        <UserX aria-hidden="true" className="size-6" />
        {copy.steps.noShow}
      </Button>
      {left > 0 ? (
        <p
          className="flex items-center justify-center gap-2 text-base font-semibold text-ink"
          role="timer"
          aria-live="off"
        >
          <Clock aria-hidden="true" className="size-5" />
          {copy.steps.noShowIn(clock(left))}
        </p>
      ) : null}
    </div>
  );
}
