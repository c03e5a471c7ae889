import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * The keyboard's move while a leg is held: the arrows go from drop zone to drop zone in the order they are read
 * (the queue, then each driver's lane; the page's order, not their height, since the queue stands beside the lanes
 * on a wide screen), not pixel by pixel, and past the last zone back to the first, so sixty lanes are sixty key
 * presses at most. The held leg is centred on the zone, which is what the collision check reads.
 */
export const laneByLane: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = NEXT.has(event.code);
  if (!forward && !PREVIOUS.has(event.code)) return undefined;
  event.preventDefault();
  const { droppableRects, droppableContainers, over, collisionRect } = context;
  const zones = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, node: container.node.current, rect: droppableRects.get(container.id) }))
    .filter(
      (zone): zone is { id: typeof zone.id; node: HTMLElement; rect: NonNullable<typeof zone.rect> } =>
        zone.rect !== undefined && zone.node !== null,
    )
    .sort((a, b) => (a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  if (zones.length === 0 || !collisionRect) return undefined;
  const here = zones.findIndex((zone) => zone.id === over?.id);
  const index =
    here === -1 ? (forward ? 0 : zones.length - 1) : (here + (forward ? 1 : -1) + zones.length) % zones.length;
  const target = zones[index]!.rect;
  return {
    x: target.left + target.width / 2 - collisionRect.width / 2,
    y: target.top + Math.min(target.height, 80) / 2 - collisionRect.height / 2,
  };
};
