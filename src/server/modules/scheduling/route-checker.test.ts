import { describe, expect, it } from 'vitest';
import { parseDarpInstance, type DarpInstance } from './darp-instance';
import { checkRoutes, type CheckRule } from './route-checker';

// Two requests on a line, no service time: depot (0,0), pickups at x = 10 and 20, their drop-offs at 30 and 40.
// Every distance is a whole number, so costs can be checked by hand.
function lineInstance(
  change: {
    K?: number;
    T?: number;
    Q?: number;
    L?: number;
    late?: Record<number, number>;
    early?: Record<number, number>;
  } = {},
): DarpInstance {
  const { K = 2, T = 200, Q = 2, L = 30 } = change;
  const xs = [0, 10, 20, 30, 40, 0];
  const loads = [0, 1, 1, -1, -1, 0];
  const lines = xs.map((x, id) => `${id} ${x} 0 0 ${loads[id]} ${change.early?.[id] ?? 0} ${change.late?.[id] ?? 200}`);
  return parseDarpInstance([`${K} 2 ${T} ${Q} ${L}`, ...lines].join('\n'));
}

const rules = (instance: DarpInstance, routes: number[][]): CheckRule[] => [
  ...new Set(checkRoutes(instance, routes).violations.map((v) => v.rule)),
];

describe('checkRoutes', () => {
  it('accepts valid routes and adds up their cost', () => {
    const result = checkRoutes(lineInstance(), [
      [1, 3],
      [2, 4],
    ]);
    expect(result).toEqual({ feasible: true, cost: 60 + 80, violations: [] });
    expect(checkRoutes(lineInstance(), [[1, 2, 3, 4]]).cost).toBe(80);
  });

  it('delays the start so that a rider does not wait on board', () => {
    // Pickup 2 opens at 50: leaving the depot at 0 would keep rider 1 on board for 50 > 30; leaving at 30 works.
    expect(checkRoutes(lineInstance({ early: { 2: 50 } }), [[1, 2, 3, 4]]).feasible).toBe(true);
  });

  it.each<[string, DarpInstance, number[][], CheckRule]>([
    [
      'a missed time window',
      lineInstance({ late: { 3: 15 } }),
      [
        [1, 3],
        [2, 4],
      ],
      'time_window',
    ],
    ['too many riders on board', lineInstance({ Q: 1 }), [[1, 2, 3, 4]], 'capacity'],
    [
      'a ride that is too long',
      lineInstance({ L: 15 }),
      [
        [1, 3],
        [2, 4],
      ],
      'ride_time',
    ],
    ['a route that is too long', lineInstance({ T: 50 }), [[1, 2, 3, 4]], 'route_duration'],
    [
      'a drop-off before its pickup',
      lineInstance(),
      [
        [3, 1],
        [2, 4],
      ],
      'pickup_after_dropoff',
    ],
    [
      'a request served twice',
      lineInstance(),
      [
        [1, 3],
        [2, 4, 3],
      ],
      'served_twice',
    ],
    ['a request left out', lineInstance(), [[1, 3]], 'missing'],
    [
      'pickup and drop-off on different routes',
      lineInstance(),
      [
        [1, 4],
        [2, 3],
      ],
      'split_across_routes',
    ],
    [
      'more routes than vehicles',
      lineInstance({ K: 1 }),
      [
        [1, 3],
        [2, 4],
      ],
      'too_many_routes',
    ],
  ])('reports %s', (_, instance, routes, rule) => {
    expect(checkRoutes(instance, routes).feasible).toBe(false);
    expect(rules(instance, routes)).toEqual([rule]);
  });

  it('names the route and node that break a rule', () => {
    expect(
      checkRoutes(lineInstance({ late: { 4: 30 } }), [
        [1, 3],
        [2, 4],
      ]).violations,
    ).toEqual([{ rule: 'time_window', route: 1, node: 4 }]);
  });
});
