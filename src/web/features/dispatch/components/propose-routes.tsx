import { useState } from 'react';
import { LoaderCircle, Route } from 'lucide-react';
import type { DispatchDay } from '@domain/dispatch';
import { DEFAULT_SEARCH_SECONDS, DEFAULT_SHIFT, proposalRequestSchema } from '@domain/route-proposal';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { dispatchCopy } from '@/content/dispatch';
import { ApiError, failureDescription } from '@/lib/api-client';
import { useCompany } from '@/lib/company-profile';
import { useProposal } from '../api/get-proposal';
import { useProposeRoutes } from '../api/propose-routes';
import { travelChange } from '../lib/proposal-figures';
import { ProposalForm, type ProposalAsk } from './proposal-form';
import { freshChoice, ProposalResultView, type ProposalChoice } from './proposal-result';

const copy = dispatchCopy.proposal;

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * The board's "Propose routes" (docs/decisions/064-route-proposals.md): the button and its dialog. The dialog
 * keeps its answers and the last proposal when closed, so the dispatcher can look at the board and come back.
 */
export function ProposeRoutes({
  day,
  date,
  proposalId,
  onProposed,
}: {
  day: DispatchDay | undefined;
  date: string;
  proposalId: string | null;
  onProposed: (id: string) => void;
}) {
  const { timeZone } = useCompany();
  const [open, setOpen] = useState(false);
  const [ask, setAsk] = useState<ProposalAsk>({
    scope: 'unassigned',
    start: DEFAULT_SHIFT.start,
    end: DEFAULT_SHIFT.end,
    seconds: String(DEFAULT_SEARCH_SECONDS),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [budget, setBudget] = useState(DEFAULT_SEARCH_SECONDS);
  const [stored, setChoice] = useState<ProposalChoice>(freshChoice(null));
  const choice = stored.id === proposalId ? stored : freshChoice(proposalId);
  const propose = useProposeRoutes();
  const proposal = useProposal(proposalId);
  const running = propose.isPending || proposal.data?.status === 'running';

  const submit = () => {
    const seconds = ask.seconds.trim() === '' ? Number.NaN : Number(ask.seconds);
    const parsed = proposalRequestSchema.safeParse({
      date,
      scope: ask.scope,
      shift: { start: ask.start, end: ask.end },
      seconds,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    propose.mutate(parsed.data, {
      onSuccess: (started) => {
        setBudget(parsed.data.seconds);
        setChoice(freshChoice(started.id));
        onProposed(started.id);
      },
      onError: (failure) => {
        setErrors(failure instanceof ApiError ? failure.fieldErrors : {});
        toast({
          title: copy.failed,
          description: failureDescription(
            failure,
            failure instanceof ApiError && failure.status === 409 ? copy.busy : copy.failed,
          ),
          variant: 'destructive',
        });
      },
    });
  };

  const result = proposal.data?.status === 'ready' ? proposal.data.result : null;
  const status = propose.isPending
    ? copy.starting
    : running
      ? copy.working(budget)
      : choice.outcome
        ? `${copy.applied}: ${[copy.assigned(choice.outcome.applied.length), ...(choice.outcome.refused.length ? [copy.refusedCount(choice.outcome.refused.length)] : [])].join(' · ')}`
        : result
          ? travelChange(result.current, result.proposed)
          : '';
  return (
    <>
      <Button variant="secondary" disabled={!day} onClick={() => setOpen(true)}>
        <Route aria-hidden="true" className="size-4" />
        {copy.open}
      </Button>
      <Dialog open={open && Boolean(day)} onOpenChange={setOpen}>
        {day ? (
          <DialogContent title={copy.title} description={copy.lead(dayLabel(date))} className="sm:max-w-3xl">
            <div className="grid gap-4">
              <ProposalForm
                ask={ask}
                onChange={setAsk}
                errors={errors}
                busy={running}
                again={proposalId !== null}
                onSubmit={submit}
              />
              <p
                role="status"
                className={running ? 'flex items-center gap-2 text-sm font-medium text-brand-900' : 'sr-only'}
              >
                {running ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                {status}
              </p>
              {proposal.isError ? (
                <p role="alert" className="text-sm text-red-800">
                  {failureDescription(proposal.error, copy.failed)}
                </p>
              ) : proposal.data?.status === 'failed' ? (
                <p role="alert" className="text-sm text-red-800">
                  {copy.failed}
                  {proposal.data.error ? `: ${proposal.data.error}` : ''}
                </p>
              ) : result && proposalId ? (
                <ProposalResultView
                  id={proposalId}
                  result={result}
                  day={day}
                  timeZone={timeZone}
                  choice={choice}
                  onChoice={setChoice}
                />
              ) : null}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
