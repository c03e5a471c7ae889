import { useState } from 'react';
import { AlertTriangle, ClipboardCheck } from 'lucide-react';
import type { DispatchLane } from '@domain/dispatch';
import { dispatchCopy } from '@/content/dispatch';
import { cn } from '@/lib/cn';
import { ClearInspectionDialog } from './lazy-board-dialogs';

const copy = dispatchCopy.inspection;

/**
 * A driver's vehicle inspection of the day in their lane (docs/decisions/063-pre-trip-inspection.md): a quiet mark
 * when it passed, a red button when it found a fault, which opens the fault and lets the dispatcher clear it.
 */
export function LaneInspection({
  lane,
  className,
  large = false,
}: {
  lane: Pick<DispatchLane, 'fullName' | 'inspection'>;
  className?: string;
  /** A finger's size, for the phone's lanes. */ large?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const inspection = lane.inspection;
  if (!inspection) return null;
  if (inspection.status !== 'failed') {
    return (
      <span role="img" aria-label={copy.passed(lane.fullName)} title={copy.passed(lane.fullName)} className={className}>
        <ClipboardCheck aria-hidden="true" className={large ? 'size-5 text-green-700' : 'size-3.5 text-green-700'} />
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={ClearInspectionDialog.preload}
        onFocus={ClearInspectionDialog.preload}
        aria-label={copy.faultFor(lane.fullName)}
        title={copy.faultFor(lane.fullName)}
        className={cn(
          'inline-flex shrink-0 items-center gap-0.5 rounded bg-red-700 font-semibold text-white hover:bg-red-800',
          large ? 'min-h-11 gap-1 px-3 text-sm' : 'px-1 text-xs',
          className,
        )}
      >
        <AlertTriangle aria-hidden="true" className={large ? 'size-4' : 'size-3'} />
        {copy.fault}
      </button>
      {open ? <ClearInspectionDialog lane={lane} id={inspection.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
