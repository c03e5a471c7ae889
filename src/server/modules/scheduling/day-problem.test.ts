import { describe, expect, it } from 'vitest';
import {
  dayProblemOf,
  minutesPerMileOf,
  roadMiles,
  routeMiles,
  travelMatrixOf,
  type DayLeg,
  type ShiftDriver,
} from './day-problem';
import { solve } from './solver';
import { solverInputOf } from './day-problem';

const zone = 'America/New_York';
const dayStart = new Date('2027-03-02T05:00:00Z'); // midnight in New York
const clock = (h: number, m = 0) => new Date(dayStart.getTime() + (h * 60 + m) * 60_000);
const legAt = (id: string, h: number, extra: Partial<DayLeg> = {}): DayLeg => ({
  id,
  levelOfService: 'ambulatory',
  escortCount: 0,
  pickupTime: clock(h),
  appointmentTime: null,
  pickup: { lat: 39.95, lng: -75.17 },
  dropoff: { lat: 39.98, lng: -75.15 },
  pinnedTo: null,
  ...extra,
});
const van = (driverId: string, extra: Partial<ShiftDriver> = {}): ShiftDriver => ({
  driverId,
  seats: 4,
  wheelchairs: 1,
  stretchers: 0,
  levels: ['ambulatory', 'wheelchair'],
  shiftStart: clock(6),
  shiftEnd: clock(18),
  start: null,
  end: null,
  ...extra,
});
const build = (legs: DayLeg[], drivers: ShiftDriver[]) =>
  dayProblemOf({ legs, drivers, dayStart, onTimeWindowMinutes: 15, timeZone: zone });

describe('a day as the solver reads it', () => {
  it('opens the pickup window the on-time policy allows either side, and bounds the drop-off by the appointment', () => {
    const { problem } = build([legAt('a', 9, { appointmentTime: clock(10) })], [van('d')]);
    const [request] = problem.requests;
    expect(request!.pickup).toMatchObject({ earliest: 9 * 60 - 15, latest: 9 * 60 + 15, serviceTime: 3 });
    expect(request!.dropoff.latest).toBe(10 * 60);
    expect(problem.vehicles[0]).toMatchObject({ shiftStart: 6 * 60, shiftEnd: 18 * 60, startNode: 0, endNode: 0 });
  });

  it('lets a rider ride the longer of an hour and one and a half times the direct trip', () => {
    const near = build([legAt('near', 9)], [van('d')]).problem.requests[0]!;
    expect(near.maxRideTime).toBe(60);
    const far = build([legAt('far', 9, { dropoff: { lat: 40.6, lng: -74.5 } })], [van('d')]);
    const direct = roadMiles({ lat: 39.95, lng: -75.17 }, { lat: 40.6, lng: -74.5 }) * far.problem.minutesPerMile;
    expect(far.problem.requests[0]!.maxRideTime).toBe(Math.ceil(1.5 * direct));
  });

  it('counts escorts as seats, and gives a level a vehicle may not carry no room', () => {
    const { problem } = build(
      [legAt('w', 9, { levelOfService: 'wheelchair', escortCount: 2 })],
      [van('d'), van('no-pass', { levels: ['ambulatory'] })],
    );
    expect(problem.requests[0]!.load).toEqual({ seats: 2, wheelchairs: 1, stretchers: 0 });
    expect(problem.vehicles.map((v) => v.capacity)).toEqual([
      { seats: 4, wheelchairs: 1, stretchers: 0 },
      { seats: 4, wheelchairs: 0, stretchers: 0 },
    ]);
  });

  it('names the legs nobody on shift could take before the solver runs', () => {
    const { left, problem } = build(
      [
        legAt('stretcher', 9, { levelOfService: 'stretcher' }),
        legAt('wheelchair', 9, { levelOfService: 'wheelchair' }),
        legAt('unmapped', 9, { dropoff: null }),
        legAt('fine', 9),
      ],
      [van('d', { levels: ['ambulatory'] })],
    );
    expect(left).toEqual([
      { jobId: 'stretcher', reason: 'level_of_service' },
      { jobId: 'wheelchair', reason: 'no_driver' },
      { jobId: 'unmapped', reason: 'no_place' },
    ]);
    expect(problem.requests.map((r) => r.id)).toEqual(['fine']);
  });

  it('keeps a pinned leg with its driver: the solver puts it on no other route', () => {
    const legs = [legAt('mine', 9, { pinnedTo: 'b' }), legAt('free', 13)];
    const input = solverInputOf(build(legs, [van('a'), van('b', { shiftStart: clock(8) })]).problem);
    const result = solve(input, { seed: 3, timeLimitMs: 5_000, maxIterations: 500 });
    const routeOf = (id: string) => result.routes.find((r) => r.stops.some((s) => s.requestId === id))?.vehicleId;
    expect(routeOf('mine')).toBe('b');
    expect(result.unplaced).toEqual([]);
    // Two riders at the same time on one route never exceed the vehicle: with one wheelchair place, two wheelchair legs at 9 go to two vans.
    const chairs = [legAt('w1', 9, { levelOfService: 'wheelchair' }), legAt('w2', 9, { levelOfService: 'wheelchair' })];
    const two = solve(solverInputOf(build(chairs, [van('a'), van('b')]).problem), {
      seed: 3,
      timeLimitMs: 5_000,
      maxIterations: 500,
    });
    expect(two.routes).toHaveLength(2);
  });

  it('shares places between legs, and travels nothing to or from the open depot', () => {
    const { problem } = build([legAt('a', 9), legAt('b', 10)], [van('d')]);
    expect(problem.points).toHaveLength(2);
    const matrix = travelMatrixOf(problem.points, problem.minutesPerMile);
    expect(matrix.size).toBe(3);
    expect([matrix.data[0 * 3 + 1], matrix.data[2 * 3 + 0], matrix.data[1 * 3 + 1]]).toEqual([0, 0, 0]);
    expect(matrix.data[1 * 3 + 2]).toBeCloseTo(matrix.data[2 * 3 + 1]!);
    expect(matrix.data[1 * 3 + 2]).toBeGreaterThan(0);
  });

  it("starts and ends a driver's route at their places, counting the drive from and back home", () => {
    const home = { lat: 40.05, lng: -75.05 };
    const { problem } = build([legAt('a', 9)], [van('d', { start: home, end: home }), van('e')]);
    const [d, e] = problem.vehicles;
    expect(problem.points[d!.startNode - 1]).toEqual(home);
    expect(d!.endNode).toBe(d!.startNode);
    expect([e!.startNode, e!.endNode]).toEqual([0, 0]);
    const route = { vehicleId: 'd', stops: [{ node: 1 }, { node: 2 }] } as Parameters<typeof routeMiles>[0];
    const stops = roadMiles(problem.points[0]!, problem.points[1]!);
    expect(routeMiles(route, problem.points)).toBeCloseTo(stops);
    expect(routeMiles(route, problem.points, d)).toBeCloseTo(
      roadMiles(home, problem.points[0]!) + stops + roadMiles(problem.points[1]!, home),
    );
  });

  it('plans a day of peak-hour pickups slower than a day of midday ones', () => {
    expect(minutesPerMileOf([legAt('a', 8), legAt('b', 17)], zone)).toBeGreaterThan(
      minutesPerMileOf([legAt('c', 11), legAt('d', 13)], zone),
    );
  });

  it('leaves out a leg whose pickup window closed before now', () => {
    const { left, problem } = dayProblemOf({
      legs: [legAt('gone', 9), legAt('soon', 11)],
      drivers: [van('d')],
      dayStart,
      onTimeWindowMinutes: 15,
      timeZone: zone,
      now: clock(9, 20),
    });
    expect(left).toEqual([{ jobId: 'gone', reason: 'pickup_passed' }]);
    expect(problem.requests.map((r) => r.id)).toEqual(['soon']);
  });

  it('holds each driver to the most legs per driver, counting the legs pinned to them but never refusing those', () => {
    const legs = [
      legAt('p1', 7, { pinnedTo: 'a' }),
      legAt('p2', 8, { pinnedTo: 'a' }),
      legAt('p3', 9, { pinnedTo: 'a' }),
      ...[10, 11, 12, 13, 14, 15].map((h) => legAt(`f${h}`, h)),
    ];
    const { problem } = dayProblemOf({
      legs,
      drivers: [van('a'), van('b')],
      dayStart,
      onTimeWindowMinutes: 15,
      timeZone: zone,
      maxLegsPerDriver: 4,
    });
    expect(problem.vehicles.map((v) => [v.id, v.maxRequests])).toEqual([
      ['a', 1],
      ['b', 4],
    ]);
    expect(problem.requests.filter((r) => r.outsideLimit).map((r) => r.id)).toEqual(['p1', 'p2', 'p3']);
    const result = solve(solverInputOf(problem), { seed: 3, timeLimitMs: 5_000, maxIterations: 500 });
    const count = (id: string) =>
      result.routes.find((r) => r.vehicleId === id)?.stops.filter((s) => s.kind === 'pickup').length ?? 0;
    expect(count('a')).toBe(4);
    expect(count('b')).toBe(4);
    expect(result.unplaced.map((u) => u.reason)).toEqual(['request_limit']);
  });
});
