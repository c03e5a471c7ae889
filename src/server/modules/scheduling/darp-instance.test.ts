import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darpToSolverInput, parseDarpInstance } from './darp-instance';

const a2_16 = readFileSync(new URL('../../../../bench/darp/a2-16.txt', import.meta.url), 'utf8');

describe('parseDarpInstance', () => {
  it('reads a2-16: header, depots, pickups and drop-offs', () => {
    const instance = parseDarpInstance(a2_16);
    expect(instance).toMatchObject({ vehicles: 2, requests: 16, maxDuration: 480, capacity: 3, maxRide: 30 });
    expect(instance.nodes).toHaveLength(34);
    expect(instance.nodes[0]).toEqual({ id: 0, x: 0, y: 0, service: 0, load: 0, early: 0, late: 480 });
    expect(instance.nodes[33]).toMatchObject({ id: 33, x: 0, y: 0, load: 0 });
    expect(instance.nodes.slice(1, 17).every((node) => node.load === 1 && node.service === 3)).toBe(true);
    expect(instance.nodes.slice(17, 33).every((node) => node.load === -1)).toBe(true);
    expect(instance.nodes[9]).toMatchObject({ x: 7.976, y: -9, early: 276, late: 291 });
  });

  it('turns it into solver input with Euclidean travel times', () => {
    const input = darpToSolverInput(parseDarpInstance(a2_16));
    expect(input.requests).toHaveLength(16);
    expect(input.vehicles).toHaveLength(2);
    expect(input.requests[0]).toMatchObject({
      pickup: { node: 1, serviceTime: 3 },
      dropoff: { node: 17 },
      load: { seats: 1 },
      maxRideTime: 30,
    });
    expect(input.vehicles[0]).toMatchObject({
      capacity: { seats: 3 },
      startNode: 0,
      endNode: 33,
      shiftStart: 0,
      shiftEnd: 480,
      maxDuration: 480,
    });
    const travel = input.travel as { size: number; data: Float64Array };
    expect(travel.size).toBe(34);
    expect(travel.data[0 * 34 + 1]).toBeCloseTo(Math.hypot(1.198, 5.164), 12);
  });

  it('refuses a file with fewer node lines than the header announces', () => {
    expect(() => parseDarpInstance(a2_16.split('\n').slice(0, 20).join('\n'))).toThrow(/34 node lines/);
  });
});
