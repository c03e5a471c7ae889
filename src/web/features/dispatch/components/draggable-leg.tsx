import { type KeyboardEvent, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { DispatchLeg } from '@domain/dispatch';
import { MOVABLE_LEG_STATUSES } from '@domain/dispatch-words';
import { cn } from '@/lib/cn';
import { useOpenLeg, useShowCandidates } from './board-dnd';
import { preloadLegDialogs } from './lazy-board-dialogs';

/**
 * A leg the dispatcher can open (click, tap or Enter), pick up (pointer or Space) and, with C, ask who can take it.
 * Legs under way or over cannot be moved, so they are not draggable; they open and keep C all the same.
 */
export function DraggableLeg({
  leg,
  name,
  className,
  children,
  dragId = leg.id,
}: {
  leg: DispatchLeg;
  name: string;
  className?: string;
  children: ReactNode;
  /** Unique on the board: a leg shown twice (in its lane and with the legs needing another driver) needs two. */
  dragId?: string;
}) {
  const movable = MOVABLE_LEG_STATUSES.includes(leg.status);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragId,
    data: { leg },
    disabled: !movable,
  });
  // dnd-kit names it a button; said here too so the markup shows what it is.
  const { role: _role, tabIndex: _tabIndex, ...dragAttributes } = attributes;
  const showCandidates = useShowCandidates();
  const openLeg = useOpenLeg();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'c' || event.key === 'C') {
      event.preventDefault();
      showCandidates(leg);
      return;
    }
    // Enter opens the leg as on any button; while it is held, Enter drops it (the keyboard sensor hears it).
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault();
      openLeg(leg);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={setNodeRef}
      role="button"
      tabIndex={0}
      {...dragAttributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onPointerEnter={preloadLegDialogs}
      onFocus={preloadLegDialogs}
      // A click, not a drag: the mouse only drags after moving 6 px (board-dnd.tsx).
      onClick={() => openLeg(leg)}
      aria-label={name}
      aria-roledescription={movable ? 'movable leg' : 'leg'}
      className={cn(
        'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1',
        movable && 'cursor-grab',
        isDragging && 'opacity-40',
        className,
      )}
    >
      {children}
    </div>
  );
}
