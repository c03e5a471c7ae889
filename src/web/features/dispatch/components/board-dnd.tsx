import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import type { Candidate } from '@domain/assignment';
import type { DispatchLeg } from '@domain/dispatch';
import { dispatchCopy } from '@/content/dispatch';
import { jobCandidatesQueryOptions } from '@/lib/job-candidates';
import { laneByLane } from '../lib/lane-keys';
import { useBoardMove, type Target } from '../lib/use-board-move';
import { LegChip } from './leg-chip';
import { verdictWords } from '../lib/verdict-words';

const copy = dispatchCopy.assign;

interface BoardDrag {
  /** The leg being held, while it is. */
  held: DispatchLeg | null;
  /** Each driver's verdict for the held leg, once the candidates have answered. */
  verdicts: Map<string, Candidate> | null;
}

// Two contexts: the drag's state changes on every pick-up and drop, and only the sixty lanes read it; the six
// hundred legs read only the stable C-key action, so holding a leg does not redraw every other leg.
const BoardDragContext = createContext<BoardDrag>({ held: null, verdicts: null });
const ShowCandidatesContext = createContext<(leg: DispatchLeg) => void>(() => {});
const OpenLegContext = createContext<(leg: DispatchLeg) => void>(() => {});
export const useBoardDrag = () => useContext(BoardDragContext);
export const useShowCandidates = () => useContext(ShowCandidatesContext);
/** Opens a leg's panel: a click, a tap or Enter on the leg. */
export const useOpenLeg = () => useContext(OpenLegContext);

/** A click that ends a drag is not a click on the leg: the mouse let go over it after moving it. */
const AFTER_DRAG_MS = 300;

/**
 * The mouse and touch find the zone under the pointer. The keyboard has no pointer: the held leg's centre stands for
 * it, so the zone the arrows moved it onto is the zone it is over (the nearest zone's centre picked a tall neighbour
 * instead, and the arrows never reached some lanes); outside every zone, the nearest centre.
 */
const collisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { left, top, width, height } = args.collisionRect;
  const under = pointerWithin({ ...args, pointerCoordinates: { x: left + width / 2, y: top + height / 2 } });
  return under.length > 0 ? under : closestCenter(args);
};

const label = (leg: DispatchLeg | undefined) => (leg ? leg.patientName : '');
const targetOf = (data: unknown): Target | null =>
  data && typeof data === 'object' && 'name' in data ? (data as Target) : null;

/**
 * The board's drag and drop (docs/decisions/053-board-assignment.md): a leg is held by the pointer or by the
 * keyboard, the candidates are asked the moment it is held, and every lane says whether its driver can take it
 * before the leg is dropped there.
 */
export function BoardDnd({
  timeZone,
  onCandidates,
  onOpen,
  children,
}: {
  timeZone: string;
  onCandidates: (leg: DispatchLeg) => void;
  onOpen: (leg: DispatchLeg) => void;
  children: ReactNode;
}) {
  const [held, setHeld] = useState<DispatchLeg | null>(null);
  const droppedAt = useRef(0);
  const opener = useRef(onOpen);
  useEffect(() => {
    opener.current = onOpen;
  }, [onOpen]);
  // Stable, so the six hundred legs do not redraw when the page does.
  const open = useCallback((leg: DispatchLeg) => {
    if (Date.now() - droppedAt.current > AFTER_DRAG_MS) opener.current(leg);
  }, []);
  const candidates = useQuery({ ...jobCandidatesQueryOptions(held?.id ?? ''), enabled: held !== null });
  const verdicts = held && candidates.data ? new Map(candidates.data.items.map((c) => [c.driverId, c])) : null;
  const { move } = useBoardMove();
  const sensors = useSensors(
    // A click stays a click: the mouse drags after 6 px; a finger after a press of a quarter second, so a swipe still scrolls.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    // Space picks a leg up; Enter opens it, as on any button (docs/decisions/053-board-assignment.md).
    useSensor(KeyboardSensor, {
      coordinateGetter: laneByLane,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const verdictText = (target: Target | null) => {
    if (!target) return '';
    if (target.driverId === null) return copy.queue;
    const verdict = verdicts?.get(target.driverId);
    if (!verdict) return copy.checking;
    return verdictWords(verdict);
  };
  // The leg travels with its draggable: one leg may be draggable twice (its lane, and the legs needing another driver).
  const legOf = (active: Active) => (active.data.current as { leg?: DispatchLeg } | undefined)?.leg;
  const announcements: Announcements = {
    onDragStart: ({ active }) => copy.picked(label(legOf(active))),
    onDragOver: ({ active, over }) =>
      over
        ? copy.over(
            label(legOf(active)),
            targetOf(over.data.current)?.name ?? '',
            verdictText(targetOf(over.data.current)),
          )
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? copy.dropped(label(legOf(active)), targetOf(over.data.current)?.name ?? '')
        : copy.cancelled(label(legOf(active))),
    onDragCancel: ({ active }) => copy.cancelled(label(legOf(active))),
  };

  const onDragStart = (event: DragStartEvent) => setHeld((event.active.data.current as { leg: DispatchLeg }).leg);
  const onDragEnd = (event: DragEndEvent) => {
    const leg = (event.active.data.current as { leg: DispatchLeg }).leg;
    const target = targetOf(event.over?.data.current);
    droppedAt.current = Date.now();
    setHeld(null);
    if (target) move(leg, target, target.driverId ? verdicts?.get(target.driverId) : undefined);
  };

  return (
    <ShowCandidatesContext.Provider value={onCandidates}>
      <OpenLegContext.Provider value={open}>
        <BoardDragContext.Provider value={{ held, verdicts }}>
          <DndContext
            sensors={sensors}
            collisionDetection={collisions}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => {
              droppedAt.current = Date.now();
              setHeld(null);
            }}
            accessibility={{ announcements, screenReaderInstructions: { draggable: copy.instructions } }}
          >
            {children}
            <DragOverlay dropAnimation={null}>{held ? <LegChip leg={held} timeZone={timeZone} /> : null}</DragOverlay>
          </DndContext>
        </BoardDragContext.Provider>
      </OpenLegContext.Provider>
    </ShowCandidatesContext.Provider>
  );
}
