import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * The keyboard's move while a leg is held: the arrows go from drop zone to drop zone in the order they stand
 * on the page (the queue, then each driver's lane), not pixel by pixel, so sixty lanes are sixty key presses at
 * most. The held leg is centred on the zone, which is what the collision check reads.
 */
export const laneByLane: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = NEXT.has(event.code);
  if (!forward && !PREVIOUS.has(event.code)) return undefined;
  event.preventDefault();
  const { droppableRects, droppableContainers, over, collisionRect } = context;
  const zones = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((zone): zone is { id: typeof zone.id; rect: NonNullable<typeof zone.rect> } => zone.rect !== undefined)
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (zones.length === 0 || !collisionRect) return undefined;
  const here = zones.findIndex((zone) => zone.id === over?.id);
  const index =
    here === -1 ? (forward ? 0 : zones.length - 1) : Math.min(zones.length - 1, Math.max(0, here + (forward ? 1 : -1)));
  const target = zones[index]!.rect;
  return {
    x: target.left + target.width / 2 - collisionRect.width / 2,
    y: target.top + Math.min(target.height, 80) / 2 - collisionRect.height / 2,
  };
};
