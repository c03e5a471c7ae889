import { useEffect, useState } from 'react';
import { Route } from 'lucide-react';
import type { DispatchDay } from '@domain/dispatch';
import { Button } from '@/components/ui/button';
import { dispatchCopy } from '@/content/dispatch';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useDayProposal } from '../api/get-proposal';

const copy = dispatchCopy.proposal;

// The dialog's form, its result and comparison, the dialog library and the request's schema load when it first opens,
// not with the board (docs/performance.md, "Staff screens on a phone"); the button is drawn at once.
const ProposalDialog = lazyDialog(
  async () => (await import('./proposal-dialog')).ProposalDialog,
  (props) => props.open && props.day !== undefined,
);

/**
 * The board's "Propose routes" (docs/decisions/064-route-proposals.md): the button and its dialog. The day's last
 * proposal is kept on the server until it is applied or dropped, so closing the dialog, or reloading the page,
 * loses nothing: the dialog shows it again.
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
  onProposed: (id: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const keptId = useDayProposal(date, true).data?.proposal?.id ?? null;
  // The page hears of the day's kept proposal too, so its queue says why the proposal left legs there.
  useEffect(() => {
    if (proposalId === null && keptId !== null) onProposed(keptId);
  }, [proposalId, keptId, onProposed]);
  return (
    <>
      <Button
        variant="secondary"
        disabled={!day}
        onPointerEnter={ProposalDialog.preload}
        onFocus={ProposalDialog.preload}
        onClick={() => setOpen(true)}
      >
        <Route aria-hidden="true" className="size-4" />
        {copy.open}
      </Button>
      <ProposalDialog
        open={open}
        onOpenChange={setOpen}
        day={day}
        date={date}
        proposalId={proposalId}
        onProposed={onProposed}
      />
    </>
  );
}
