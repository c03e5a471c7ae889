import { type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Check, Ban } from 'lucide-react';
import type { Candidate } from '@domain/assignment';
import { dispatchCopy } from '@/content/dispatch';
import { cn } from '@/lib/cn';
import { useBoardDrag } from './board-dnd';
import { verdictWords } from '../lib/verdict-words';

const copy = dispatchCopy.assign;

/**
 * Where a held leg can be dropped: a driver's lane, or the queue (driverId null). While a leg is held, a lane
 * says whether its driver can take it, and why not, before the leg is let go.
 */
export function DropZone({
  id,
  driverId,
  name,
  className,
  children,
}: {
  id: string;
  driverId: string | null;
  name: string;
  className?: string;
  /** The zone's content; given a function, it places the verdict itself (the wide board puts it under the driver's name). */
  children: ReactNode | ((verdict: ReactNode) => ReactNode);
}) {
  const { isOver, setNodeRef } = useDroppable({ id, data: { driverId, name } });
  const { held, verdicts } = useBoardDrag();
  const verdict = held && driverId ? verdicts?.get(driverId) : undefined;
  const refused = verdict && !verdict.eligible;
  const verdictLine = held && driverId && held.assignedDriverId !== driverId ? <Verdict verdict={verdict} /> : null;
  return (
    <div
      ref={setNodeRef}
      data-over={isOver || undefined}
      className={cn(
        'rounded-lg transition-shadow',
        isOver && (refused ? 'ring-2 ring-red-500' : 'ring-2 ring-brand-600'),
        className,
      )}
    >
      {typeof children === 'function' ? (
        children(verdictLine)
      ) : (
        <>
          {verdictLine}
          {children}
        </>
      )}
    </div>
  );
}

/** Whether the lane's driver can take the held leg: still checking, yes, or no with the reasons. */
function Verdict({ verdict }: { verdict: Candidate | undefined }) {
  const refused = verdict && !verdict.eligible;
  return (
    <p
      className={cn(
        'mb-1 flex items-start gap-1 text-xs font-medium',
        !verdict ? 'text-muted' : refused ? 'text-red-800' : 'text-green-800',
      )}
      data-verdict={!verdict ? 'checking' : refused ? 'refused' : 'eligible'}
    >
      {!verdict ? (
        copy.checking
      ) : refused ? (
        <Ban aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      ) : (
        <Check aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      )}
      {verdict ? verdictWords(verdict) : null}
    </p>
  );
}
