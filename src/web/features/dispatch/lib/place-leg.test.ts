import { describe, expect, it } from 'vitest';
import type { DispatchDay, DispatchLeg } from '@domain/dispatch';
import { placeLeg } from './place-leg';

const leg = (
  id: string,
  clock: string,
  assignedDriverId: string | null = null,
  strandedReasons: string[] = [],
): DispatchLeg =>
  ({
    id,
    pickupTime: `2031-03-12T${clock}:00.000Z`,
    assignedDriverId,
    assignedDriverName: null,
    status: 'pending',
    timing: null,
    needsDriver: assignedDriverId === null || strandedReasons.length > 0,
    strandedReasons,
  }) as unknown as DispatchLeg;
const lane = (driverId: string, legs: DispatchLeg[]) => ({
  driverId,
  fullName: `Driver ${driverId}`,
  status: 'approved',
  vehicle: null,
  legs,
  inspection: null,
  shift: null,
  timeOff: false,
  clock: null,
});
const day = (): DispatchDay => ({
  date: '2031-03-12',
  now: '2031-03-12T12:00:00.000Z',
  unassigned: [leg('q1', '09:00'), leg('q2', '11:00')],
  stranded: [],
  queue: { unassigned: 2, stranded: 0, needsDriver: 2 },
  willCallWaiting: [],
  lanes: [lane('a', [leg('a1', '08:00', 'a'), leg('a2', '12:00', 'a')]), lane('b', [])],
});

describe('placing a confirmed move on the board', () => {
  it('takes the leg from the queue into its driver’s lane, in pickup order, with the driver’s name', () => {
    const next = placeLeg(day(), { id: 'q2', assignedDriverId: 'a', status: 'pending' });
    expect(next.unassigned.map((l) => l.id)).toEqual(['q1']);
    expect(next.lanes[0]!.legs.map((l) => l.id)).toEqual(['a1', 'q2', 'a2']);
    expect(next.lanes[0]!.legs[1]).toMatchObject({ assignedDriverId: 'a', assignedDriverName: 'Driver a' });
  });

  it('moves a leg from one lane to another, and back to the queue', () => {
    const moved = placeLeg(day(), { id: 'a1', assignedDriverId: 'b', status: 'pending' });
    expect(moved.lanes.map((l) => l.legs.map((x) => x.id))).toEqual([['a2'], ['a1']]);
    const back = placeLeg(moved, { id: 'a1', assignedDriverId: null, status: 'pending' });
    expect(back.unassigned.map((l) => l.id)).toEqual(['a1', 'q1', 'q2']);
    expect(back.lanes[1]!.legs).toEqual([]);
  });

  it('takes a leg whose driver could no longer take it out of the stranded list once another driver has it, and counts the queue again', () => {
    const stuck = leg('s1', '10:00', 'b', ['vehicle_out_of_service']);
    const before: DispatchDay = { ...day(), stranded: [stuck], queue: { unassigned: 2, stranded: 1, needsDriver: 3 } };
    before.lanes[1]!.legs = [stuck];
    const next = placeLeg(before, { id: 's1', assignedDriverId: 'a', status: 'pending' });
    expect(next.stranded).toEqual([]);
    expect(next.lanes[0]!.legs.find((l) => l.id === 's1')).toMatchObject({ needsDriver: false, strandedReasons: [] });
    expect(next.queue).toEqual({ unassigned: 2, stranded: 0, needsDriver: 2 });
  });

  it('leaves a day without the leg as it was', () => {
    const before = day();
    expect(placeLeg(before, { id: 'elsewhere', assignedDriverId: 'a', status: 'pending' })).toBe(before);
  });
});

describe('what a confirmed move leaves alone', () => {
  it('keeps the lanes and lists it does not touch as they were, so they are not drawn again', () => {
    const before = day();
    const next = placeLeg(before, { id: 'q1', assignedDriverId: 'b', status: 'pending' });
    expect(next.lanes[0]).toBe(before.lanes[0]);
    expect(next.lanes[1]).not.toBe(before.lanes[1]);
    expect(next.willCallWaiting).toBe(before.willCallWaiting);
  });
});
