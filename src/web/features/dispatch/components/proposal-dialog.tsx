import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import type { DispatchDay } from '@domain/dispatch';
import {
  DEFAULT_MAX_LEGS_PER_DRIVER,
  DEFAULT_SEARCH_SECONDS,
  DEFAULT_SHIFT,
  PROPOSAL_RUNNING,
  proposalRequestSchema,
} from '@domain/route-proposal';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { dispatchCopy } from '@/content/dispatch';
import { ApiError, failureDescription } from '@/lib/api-client';
import { calendarText, clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { failureToast, useSend } from '@/lib/use-send';
import { useDropProposal } from '../api/drop-proposal';
import { useDayProposal, useProposal } from '../api/get-proposal';
import { useProposeRoutes } from '../api/propose-routes';
import { sameLegsChange } from '../lib/proposal-figures';
import { ProposalForm, type ProposalAsk } from './proposal-form';
import { freshChoice, ProposalResultView, type ProposalChoice } from './proposal-result';

const copy = dispatchCopy.proposal;

const dayLabel = (date: string) => calendarText(date, 'weekdayDate');
const madeAt = (iso: string, timeZone: string) => clockText(iso, 'timeZoned', timeZone);

/** A refusal because another proposal is being worked out: its one sentence is shown as it is, not as a failure. */
const runningElsewhere = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 409 && (failure.body?.reasons ?? []).includes(PROPOSAL_RUNNING);

/**
 * The board's "Propose routes" dialog (docs/decisions/064-route-proposals.md), fetched when it first opens. The day's
 * last proposal is kept on the server until it is applied or dropped, so closing the dialog, or reloading the page,
 * loses nothing: the dialog shows it again.
 */
export function ProposalDialog({
  open,
  onOpenChange,
  day,
  date,
  proposalId,
  onProposed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  day: DispatchDay | undefined;
  date: string;
  proposalId: string | null;
  onProposed: (id: string | null) => void;
}) {
  const { timeZone } = useCompany();
  const [ask, setAsk] = useState<ProposalAsk>({
    scope: 'unassigned',
    start: DEFAULT_SHIFT.start,
    end: DEFAULT_SHIFT.end,
    seconds: String(DEFAULT_SEARCH_SECONDS),
    maxLegs: String(DEFAULT_MAX_LEGS_PER_DRIVER),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [budget, setBudget] = useState(DEFAULT_SEARCH_SECONDS);
  const [stored, setChoice] = useState<ProposalChoice>(freshChoice(null));
  const dayProposal = useDayProposal(date, true);
  const keptId = dayProposal.data?.proposal?.id ?? null;
  const shownId = proposalId ?? keptId;
  const choice = stored.id === shownId ? stored : freshChoice(shownId);
  const propose = useProposeRoutes();
  const proposal = useProposal(shownId);
  const drop = useDropProposal(date);
  const proposing = useSend({
    run: (asked: z.output<typeof proposalRequestSchema>) => propose.mutateAsync(asked),
    done: (started, asked) => {
      setBudget(asked.seconds);
      setChoice(freshChoice(started.id));
      onProposed(started.id);
    },
    failed: (failure) => {
      if (!runningElsewhere(failure)) {
        return failureToast(failure, { title: copy.failed, description: copy.failed, reason: 'instead' });
      }
      setRefusal((failure as ApiError).serverMessage ?? copy.busy);
      // The one running may be this day's: read the day again, so the dialog follows it.
      void dayProposal.refetch();
      return null;
    },
  });
  const { errors, setErrors } = proposing;
  const running = proposing.pending || proposal.data?.status === 'running';

  const submit = () => {
    const seconds = ask.seconds.trim() === '' ? Number.NaN : Number(ask.seconds);
    const maxLegsPerDriver = ask.maxLegs.trim() === '' ? Number.NaN : Number(ask.maxLegs);
    const parsed = proposalRequestSchema.safeParse({
      date,
      scope: ask.scope,
      shift: { start: ask.start, end: ask.end },
      seconds,
      maxLegsPerDriver,
    });
    setRefusal(null);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    void proposing.send(parsed.data);
  };

  const dropShown = () => {
    if (!shownId || drop.isPending) return;
    drop.mutate(shownId, {
      onSuccess: () => {
        setChoice(freshChoice(null));
        onProposed(null);
        toast({ title: copy.dropped });
      },
      onError: (failure) =>
        toast({
          title: copy.dropFailed,
          description: failureDescription(failure, copy.dropFailed),
          variant: 'destructive',
        }),
    });
  };
  const dropAction = shownId ? (
    <Button
      variant="ghost"
      aria-disabled={drop.isPending}
      className="px-3 aria-disabled:cursor-wait aria-disabled:opacity-60"
      onClick={dropShown}
    >
      {drop.isPending ? copy.dropping : copy.drop}
    </Button>
  ) : null;

  const result = proposal.data?.status === 'ready' ? proposal.data.result : null;
  const status = proposing.pending
    ? copy.starting
    : running
      ? copy.working(budget)
      : choice.outcome
        ? `${copy.applied}: ${[copy.assigned(choice.outcome.applied.length), ...(choice.outcome.refused.length ? [copy.refusedCount(choice.outcome.refused.length)] : [])].join(' · ')}`
        : result
          ? sameLegsChange(result, copy)
          : '';
  return (
    <Dialog open={open && Boolean(day)} onOpenChange={onOpenChange}>
      {day ? (
        <DialogContent title={copy.title} description={copy.lead(dayLabel(date))} className="sm:max-w-3xl lg:max-w-5xl">
          <div className="grid gap-4">
            <ProposalForm
              ask={ask}
              onChange={setAsk}
              errors={errors}
              busy={running}
              again={shownId !== null}
              onSubmit={submit}
            />
            {refusal ? (
              <p
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
              >
                {refusal}
              </p>
            ) : null}
            <p
              role="status"
              className={running ? 'flex items-center gap-2 text-sm font-medium text-brand-900' : 'sr-only'}
            >
              {running ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {status}
            </p>
            {proposal.data && !choice.outcome && proposal.data.appliedAt === null ? (
              <p className="text-sm text-muted">{copy.lastOne(madeAt(proposal.data.createdAt, timeZone))}</p>
            ) : null}
            {proposal.isError ? (
              <p role="alert" className="text-sm text-red-800">
                {failureDescription(proposal.error, copy.failed)}
              </p>
            ) : proposal.data?.status === 'failed' ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p role="alert" className="text-sm text-red-800">
                  {copy.failed}
                  {proposal.data.error ? `: ${proposal.data.error}` : ''}
                </p>
                {dropAction}
              </div>
            ) : result && shownId ? (
              <ProposalResultView
                id={shownId}
                result={result}
                day={day}
                timeZone={timeZone}
                choice={choice}
                onChoice={setChoice}
                dropAction={dropAction}
              />
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
