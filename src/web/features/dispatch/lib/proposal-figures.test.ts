import { describe, expect, it } from 'vitest';
import type { ProposalResult } from '@domain/route-proposal';
import { dispatchCopy } from '@/content/dispatch';
import { drivingTime, laneTravel, sameLegsChange, travelChange } from './proposal-figures';

const travel = (legs: number, miles: number, minutes: number) => ({ legs, miles, minutes });

describe('driving time', () => {
  it('says hours and minutes as a dispatcher does', () => {
    expect(drivingTime(200)).toBe('3 h 20 min');
    expect(drivingTime(45)).toBe('45 min');
    expect(drivingTime(120)).toBe('2 h');
    expect(drivingTime(0)).toBe('0 min');
  });
});

describe('what the proposal changes in the driving', () => {
  it('names what it saves for the same legs', () => {
    expect(travelChange(travel(12, 80.4, 260), travel(12, 68, 225))).toBe('12.4 mi and 35 min saved');
  });

  it('names what it adds, and why, when it places more legs', () => {
    expect(travelChange(travel(10, 60, 180), travel(15, 63.1, 192))).toBe(
      '3.1 mi and 12 min added · 5 more legs placed',
    );
    expect(travelChange(travel(0, 0, 0), travel(1, 9.5, 70))).toBe('9.5 mi and 1 h 10 min added · 1 more leg placed');
  });

  it('keeps miles and minutes apart when one goes down and the other up', () => {
    expect(travelChange(travel(8, 50, 100), travel(8, 48, 105))).toBe('2.0 mi saved · 5 min added');
  });

  it('calls a change too small to show no change', () => {
    expect(travelChange(travel(8, 50, 100), travel(8, 50.04, 100))).toBe('The same driving');
  });
});

describe('the change for the same legs', () => {
  const base = { lanes: [], unplaced: [], driversLeftOut: [], legsMoved: 0, iterations: 1, seconds: 1 };
  it('never calls dropping legs a saving: it compares the legs both plans place and names what else differs', () => {
    // The board placed 262 and the proposal 263: 225 in both, 38 new, 37 kept apart.
    const result: ProposalResult = {
      ...base,
      current: travel(262, 900, 2800),
      proposed: travel(263, 544.5, 1676),
      compared: { legs: 225, current: { miles: 700, minutes: 2200 }, proposed: { miles: 695.8, minutes: 2188 } },
      kept: Array.from({ length: 37 }, (_, i) => ({ jobId: `k${i}`, driverId: 'd', reason: 'pickup_passed' as const })),
    };
    expect(sameLegsChange(result, dispatchCopy.proposal)).toBe(
      '4.2 mi and 12 min saved on the 225 legs both plans place · 38 more legs placed · 37 kept apart',
    );
  });

  it('falls back to the whole plans for a proposal made before the same legs were compared', () => {
    expect(
      sameLegsChange({ ...base, current: travel(8, 50, 100), proposed: travel(8, 48, 100) }, dispatchCopy.proposal),
    ).toBe('2.0 mi saved');
  });

  it("shows a lane's own legs, miles and time", () => {
    expect(laneTravel(travel(5, 18.24, 64))).toBe('5 legs, 18.2 mi, 1 h 4 min');
    expect(laneTravel(travel(1, 3, 9))).toBe('1 leg, 3.0 mi, 9 min');
  });
});
