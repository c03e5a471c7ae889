import { describe, expect, it } from 'vitest';
import type { DispatchDay, DispatchLeg } from '@domain/dispatch';
import type { ProposalResult } from '@domain/route-proposal';
import { keptLegs, proposedLanes, unplacedLegs, unplacedReasons } from './proposal-view';

const leg = (id: string, patientName: string, assignedDriverId: string | null = null) =>
  ({ id, patientName, assignedDriverId }) as unknown as DispatchLeg;
const day = {
  date: '2031-03-12',
  now: '2031-03-12T12:00:00.000Z',
  unassigned: [leg('q1', 'Ada Queue'), leg('q2', 'Ben Queue')],
  stranded: [],
  queue: { unassigned: 2, stranded: 0, needsDriver: 2 },
  willCallWaiting: [],
  lanes: [
    {
      driverId: 'a',
      fullName: 'Ana Lane',
      status: 'approved',
      vehicle: { id: 'v', number: 'R-201', ambulatorySeats: 2, wheelchairPositions: 1, stretcherPositions: 0 },
      legs: [leg('a1', 'Cy Lane', 'a')],
      inspection: null,
      shift: null,
      timeOff: false,
      clock: null,
    },
    {
      driverId: 'b',
      fullName: 'Bo Idle',
      status: 'approved',
      vehicle: null,
      legs: [],
      inspection: null,
      shift: null,
      timeOff: false,
      clock: null,
    },
  ],
} satisfies DispatchDay;
const at = (clock: string) => `2031-03-12T${clock}:00.000Z`;
const result: ProposalResult = {
  lanes: [
    {
      driverId: 'a',
      stops: [
        { jobId: 'q1', kind: 'pickup', at: at('08:00') },
        { jobId: 'q1', kind: 'dropoff', at: at('08:30') },
        { jobId: 'a1', kind: 'pickup', at: at('09:00') },
        { jobId: 'a1', kind: 'dropoff', at: at('09:40') },
      ],
      jobIds: ['q1', 'a1'],
      movedJobIds: ['q1'],
      miles: 21.5,
      minutes: 64,
      current: { legs: 1, miles: 10, minutes: 40 },
    },
    {
      driverId: 'gone',
      stops: [{ jobId: 'x', kind: 'pickup', at: at('10:00') }],
      jobIds: ['x'],
      movedJobIds: [],
      miles: 3,
      minutes: 9,
    },
  ],
  unplaced: [{ jobId: 'q2', reason: 'level_of_service' }],
  kept: [{ jobId: 'a1', driverId: 'a', reason: 'under_way' }],
  driversLeftOut: [],
  current: { legs: 1, miles: 10, minutes: 40 },
  proposed: { legs: 2, miles: 24.5, minutes: 73 },
  legsMoved: 1,
  iterations: 400,
  seconds: 1.2,
};

describe("the proposal joined with the board's day", () => {
  it('gives each lane its driver, vehicle and legs in planned order, with the planned pickup and what is new', () => {
    const [lane] = proposedLanes(result, day);
    expect(lane).toMatchObject({
      fullName: 'Ana Lane',
      vehicleNumber: 'R-201',
      choosable: true,
      miles: 21.5,
      current: { legs: 1, miles: 10, minutes: 40 },
    });
    expect(lane!.legs.map((l) => [l.leg?.patientName, l.at, l.moved])).toEqual([
      ['Ada Queue', at('08:00'), true],
      ['Cy Lane', at('09:00'), false],
    ]);
  });

  it('keeps a lane with nothing new out of the choice, and survives drivers and legs the board no longer has', () => {
    const [, lane] = proposedLanes(result, day);
    expect(lane).toMatchObject({ fullName: null, vehicleNumber: null, choosable: false });
    expect(lane!.legs).toEqual([{ id: 'x', leg: null, at: at('10:00'), moved: false }]);
  });

  it('names why each leg was left in the queue, for the dialog and for the queue itself', () => {
    expect(unplacedLegs(result, day)).toEqual([
      {
        id: 'q2',
        leg: day.unassigned[1],
        reason: 'level_of_service',
        label: 'No vehicle on shift can carry this level of service',
      },
    ]);
    expect(unplacedReasons(result).get('q2')).toBe('No vehicle on shift can carry this level of service');
    expect(unplacedReasons(null).size).toBe(0);
  });

  it('names each leg that stays with its driver outside the plan, with the driver and why', () => {
    expect(keptLegs(result, day)).toEqual([
      { id: 'a1', leg: day.lanes[0]!.legs[0], driverName: 'Ana Lane', reason: 'under_way', label: 'It is under way' },
    ]);
    expect(keptLegs({ ...result, kept: undefined }, day)).toEqual([]);
  });
});
