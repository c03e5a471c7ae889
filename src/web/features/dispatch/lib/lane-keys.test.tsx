import { describe, expect, it } from 'vitest';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { laneByLane } from './lane-keys';

type Context = Parameters<KeyboardCoordinateGetter>[1]['context'];

/** The wide board: the queue on the left, read first, lower on the page than the first lanes beside it. */
function board() {
  const zones = [
    { id: 'queue', top: 450, left: 250, width: 350, height: 40 },
    { id: 'lane:a', top: 375, left: 625, width: 630, height: 65 },
    { id: 'lane:b', top: 440, left: 625, width: 630, height: 280 },
  ].map((zone) => {
    const node = document.createElement('div');
    document.body.append(node);
    return { ...zone, node, rect: { ...zone, right: zone.left + zone.width, bottom: zone.top + zone.height } };
  });
  const contextOver = (over: string | null) =>
    ({
      droppableRects: new Map(zones.map((zone) => [zone.id, zone.rect])),
      droppableContainers: { getEnabled: () => zones.map((zone) => ({ id: zone.id, node: { current: zone.node } })) },
      over: over ? { id: over } : null,
      collisionRect: { top: 0, left: 0, width: 300, height: 30, right: 300, bottom: 30 },
    }) as unknown as Context;
  return { zones, contextOver };
}

const press = (code: string, context: Context) =>
  laneByLane(new KeyboardEvent('keydown', { code }), { context, active: 'leg', currentCoordinates: { x: 0, y: 0 } });

describe('the arrows while a leg is held', () => {
  it('go from the queue to the lanes in the order they are read, not by height, and round again', () => {
    const { contextOver } = board();
    // From the queue, the first lane (which stands higher than the queue); its centre is where the leg goes.
    expect(press('ArrowDown', contextOver('queue'))).toEqual({ x: 625 + 315 - 150, y: 375 + 65 / 2 - 15 });
    expect(press('ArrowDown', contextOver('lane:a'))).toEqual({ x: 625 + 315 - 150, y: 440 + 40 - 15 });
    // Past the last lane, back to the queue; and up from the queue, the last lane.
    expect(press('ArrowDown', contextOver('lane:b'))).toEqual({ x: 250 + 175 - 150, y: 450 + 20 - 15 });
    expect(press('ArrowUp', contextOver('queue'))).toEqual({ x: 625 + 315 - 150, y: 440 + 40 - 15 });
  });

  it('leave every other key to the page', () => {
    const { contextOver } = board();
    expect(press('KeyC', contextOver('queue'))).toBeUndefined();
  });
});
