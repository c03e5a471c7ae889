import type { ReactNode } from 'react';
import { reasonText } from '@domain/assignment';
import type { DispatchDay } from '@domain/dispatch';
import type { ApplyProposalResult, ProposalResult } from '@domain/route-proposal';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { dispatchCopy } from '@/content/dispatch';
import { failureDescription } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useApplyProposal } from '../api/apply-proposal';
import { keptLegs, legsById, proposedLanes, unplacedLegs } from '../lib/proposal-view';
import { pickupClock } from './leg-chip';
import { ProposalComparison } from './proposal-comparison';
import { KeptLegs, ProposedLanes, UnplacedLegs } from './proposed-lanes';

const copy = dispatchCopy.proposal;

/** What the dispatcher did with one proposal; a new proposal starts afresh. */
export interface ProposalChoice {
  id: string | null;
  /** Lanes unticked: every lane that gains legs is chosen until the dispatcher says otherwise. */
  unchosen: ReadonlySet<string>;
  applied: ReadonlySet<string>;
  outcome: ApplyProposalResult | null;
}
export const freshChoice = (id: string | null): ProposalChoice => ({
  id,
  unchosen: new Set(),
  applied: new Set(),
  outcome: null,
});

// Not `disabled`: a disabled button drops the keyboard's focus out of the dialog the moment it is pressed.
const idle = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * A finished proposal: how it compares, its lanes to choose from, what it leaves in the queue and what stays with its
 * driver, and applying or dropping it.
 */
export function ProposalResultView({
  id,
  result,
  day,
  timeZone,
  choice,
  onChoice,
  dropAction,
}: {
  id: string;
  result: ProposalResult;
  day: DispatchDay;
  timeZone: string;
  choice: ProposalChoice;
  onChoice: (choice: ProposalChoice) => void;
  /** The "Drop proposal" button, at the foot beside the apply buttons. */
  dropAction: ReactNode;
}) {
  const apply = useApplyProposal(day.date);
  const legs = legsById(day);
  const lanes = proposedLanes(result, day, legs);
  const names = new Map(day.lanes.map((lane) => [lane.driverId, lane.fullName]));
  const open = lanes
    .filter((lane) => lane.choosable && !choice.applied.has(lane.driverId))
    .map((lane) => lane.driverId);
  const chosen = open.filter((driverId) => !choice.unchosen.has(driverId));

  const applyLanes = (driverIds: string[], all: boolean) =>
    apply.mutate(
      // The first "Apply all" leaves the choice to the server; after a partial apply only the lanes left are sent.
      { id, driverIds: all && choice.applied.size === 0 ? undefined : driverIds },
      {
        onSuccess: (outcome) => {
          onChoice({ ...choice, applied: new Set([...choice.applied, ...driverIds]), outcome });
          toast({
            title: copy.assigned(outcome.applied.length),
            ...(outcome.refused.length ? { description: copy.refusedToast(outcome.refused.length) } : {}),
          });
        },
        onError: (failure) =>
          toast({
            title: copy.applyFailed,
            description: failureDescription(failure, copy.applyFailed),
            variant: 'destructive',
          }),
      },
    );
  const choose = (driverId: string, yes: boolean) => {
    const unchosen = new Set(choice.unchosen);
    if (yes) unchosen.delete(driverId);
    else unchosen.add(driverId);
    onChoice({ ...choice, unchosen });
  };

  return (
    <div className="grid gap-4">
      {choice.outcome?.refused.length ? (
        <section
          aria-labelledby="proposal-refused"
          className="grid gap-1 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm"
        >
          <h3 id="proposal-refused" className="font-semibold text-red-900">
            {copy.refused} ({choice.outcome.refused.length})
          </h3>
          <p className="text-red-900">{copy.refusedLead}</p>
          <ul className="grid gap-1">
            {choice.outcome.refused.map((refusal) => {
              const leg = legs.get(refusal.jobId);
              return (
                <li key={refusal.jobId}>
                  <span className="font-medium text-ink">
                    {leg ? `${pickupClock(leg.pickupTime, timeZone)} ${leg.patientName}` : copy.unknownLeg} →{' '}
                    {names.get(refusal.driverId) ?? copy.unknownDriver}
                  </span>
                  <span className="block text-red-900">{refusal.message}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <ProposalComparison result={result} />
      <ProposedLanes
        lanes={lanes}
        chosen={(driverId) => !choice.unchosen.has(driverId)}
        applied={choice.applied}
        onChoose={choose}
        timeZone={timeZone}
      />
      <UnplacedLegs legs={unplacedLegs(result, day, legs)} timeZone={timeZone} />
      <KeptLegs legs={keptLegs(result, day, legs)} timeZone={timeZone} />
      {result.driversLeftOut.length ? (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">
            {copy.driversLeftOut(result.driversLeftOut.length)}
          </summary>
          <ul className="grid gap-1">
            {result.driversLeftOut.map((driver) => (
              <li key={driver.driverId}>
                <span className="font-medium text-ink">{names.get(driver.driverId) ?? copy.unknownDriver}</span>
                <span className="text-muted">: {driver.reasons.map(reasonText).join('; ')}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {/* Held at the foot of the screen while the lanes scroll; down into the overlay's padding, so no lane shows below it. */}
      <div className="sticky -bottom-4 -mx-5 -mb-5 flex flex-wrap items-center justify-end gap-2 rounded-b-xl border-t border-slate-200 bg-white px-5 py-3 sm:-mx-6 sm:-mb-6 sm:px-6">
        {open.length === 0 && choice.applied.size === 0 ? (
          <p className="basis-full text-sm text-muted">{copy.nothingToApply}</p>
        ) : null}
        <div className="mr-auto">{dropAction}</div>
        <Button
          variant="secondary"
          aria-disabled={apply.isPending || chosen.length === 0}
          className={cn(idle, 'flex-1 px-3 whitespace-nowrap sm:flex-none sm:px-4')}
          onClick={() => chosen.length && !apply.isPending && applyLanes(chosen, false)}
        >
          {/* One flex item, so the button's gap does not open inside the words; the count where there is room for it. */}
          <span>
            {copy.applyChosen}
            <span className="hidden sm:inline"> ({chosen.length})</span>
          </span>
        </Button>
        <Button
          aria-disabled={apply.isPending || open.length === 0}
          className={cn(idle, 'flex-1 px-3 whitespace-nowrap sm:flex-none sm:px-4')}
          onClick={() => open.length && !apply.isPending && applyLanes(open, true)}
        >
          {apply.isPending ? copy.applying : copy.applyAll}
        </Button>
      </div>
    </div>
  );
}
