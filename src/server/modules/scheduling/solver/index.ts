import { search } from './alns';
import { compileProblem, type Problem } from './problem';
import type { Route } from './route';
import { CAPACITY, FEASIBLE, RIDE_TIME, ROUTE_DURATION, Scheduler, TIME_WINDOW } from './schedule';
import type { SolvedRoute, SolverInput, SolverOptions, SolverResult, UnplacedReason } from './types';

export type * from './types';

/**
 * Plans vehicle routes for pickup-and-drop-off requests (the dial-a-ride problem) with an adaptive large
 * neighbourhood search. Pure: no I/O, and the clock is read only through `options.now`.
 */
export function solve(input: SolverInput, options: SolverOptions): SolverResult {
  const p = compileProblem(input);
  const now = options.now ?? (() => performance.now());
  const { best, iterations } = search(p, {
    seed: options.seed,
    timeLimitMs: options.timeLimitMs,
    maxIterations: options.maxIterations,
    now,
  });
  const scheduler = new Scheduler(p);
  const m = p.requestCount;
  const routes: SolvedRoute[] = [];
  for (const route of best.routes) {
    if (route.length === 0) continue;
    const code = scheduler.check(route.vehicle, route.stops, route.length);
    if (code !== FEASIBLE)
      throw new Error(`internal error: route of vehicle ${input.vehicles[route.vehicle]!.id} fails its own schedule`);
    if (route.counted > p.maxRequests[route.vehicle]!)
      throw new Error(
        `internal error: route of vehicle ${input.vehicles[route.vehicle]!.id} serves more requests than it may`,
      );
    const begin = scheduler.begin;
    routes.push({
      vehicleId: input.vehicles[route.vehicle]!.id,
      departure: begin[0]!,
      arrival: begin[route.length + 1]!,
      cost: route.cost,
      stops: route.stops.map((s, i) => ({
        requestId: input.requests[s < m ? s : s - m]!.id,
        kind: s < m ? ('pickup' as const) : ('dropoff' as const),
        node: p.stopNode[s]!,
        serviceStart: begin[i + 1]!,
      })),
    });
  }
  const unplaced: SolverResult['unplaced'] = [];
  for (let r = 0; r < m; r++)
    if (best.where[r]! < 0)
      unplaced.push({ requestId: input.requests[r]!.id, reason: whyUnplaced(p, scheduler, r, best.routes) });
  return { routes, cost: routes.reduce((sum, route) => sum + route.cost, 0), unplaced, iterations };
}

const REASONS: Record<number, UnplacedReason> = {
  [TIME_WINDOW]: 'time_window',
  [CAPACITY]: 'capacity',
  [RIDE_TIME]: 'ride_time',
  [ROUTE_DURATION]: 'route_duration',
};

/**
 * Why a request was left out: the rule it breaks even alone in an empty vehicle (the furthest the schedule got
 * over all vehicles); `request_limit` when every vehicle it would fit alone already serves as many requests as it
 * may; else `no_vehicle` (it would fit alone but not next to the others).
 */
function whyUnplaced(p: Problem, scheduler: Scheduler, r: number, routes: readonly Route[]): UnplacedReason {
  const seq = [r, p.requestCount + r];
  let worst: number = CAPACITY;
  let fits = false;
  let roomLeft = false;
  const rank = (code: number) => [CAPACITY, TIME_WINDOW, RIDE_TIME, ROUTE_DURATION].indexOf(code);
  for (let v = 0; v < p.vehicleCount; v++) {
    const code = scheduler.check(v, seq, 2);
    if (code === FEASIBLE) {
      fits = true;
      if (!p.counted[r] || routes[v]!.counted < p.maxRequests[v]!) roomLeft = true;
    } else if (rank(code) > rank(worst)) worst = code;
  }
  if (fits) return roomLeft ? 'no_vehicle' : 'request_limit';
  return REASONS[worst] ?? 'no_vehicle';
}
