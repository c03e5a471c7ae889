import type { DarpInstance } from './darp-instance';

/**
 * An independent check of dial-a-ride routes, written apart from the solver so that a solver bug cannot hide
 * behind a shared helper. Routes are node sequences per vehicle without the depots; everything else (times,
 * loads, ride times, durations, cost) is recomputed here from the instance alone.
 */

export type CheckRule =
  | 'unknown_node'
  | 'served_twice'
  | 'missing'
  | 'split_across_routes'
  | 'pickup_after_dropoff'
  | 'capacity'
  | 'time_window'
  | 'ride_time'
  | 'route_duration'
  | 'too_many_routes';

export interface CheckViolation {
  rule: CheckRule;
  /** Index of the route in the input. */
  route: number;
  node?: number;
}

export interface CheckResult {
  feasible: boolean;
  cost: number;
  violations: CheckViolation[];
}

const TOLERANCE = 1e-6;

export function checkRoutes(instance: DarpInstance, routes: readonly (readonly number[])[]): CheckResult {
  const n = instance.requests;
  const nodes = instance.nodes;
  const violations: CheckViolation[] = [];
  const dist = (a: number, b: number) => Math.hypot(nodes[a]!.x - nodes[b]!.x, nodes[a]!.y - nodes[b]!.y);

  const used = routes.filter((r) => r.length > 0).length;
  if (used > instance.vehicles) violations.push({ rule: 'too_many_routes', route: routes.length - 1 });

  // Where each node is served: route and position, first sighting.
  const seenRoute = new Map<number, number>();
  const seenPos = new Map<number, number>();
  routes.forEach((route, ri) =>
    route.forEach((node, pos) => {
      if (!Number.isInteger(node) || node < 1 || node > 2 * n) {
        violations.push({ rule: 'unknown_node', route: ri, node });
        return;
      }
      if (seenRoute.has(node)) {
        violations.push({ rule: 'served_twice', route: ri, node });
        return;
      }
      seenRoute.set(node, ri);
      seenPos.set(node, pos);
    }),
  );
  for (let i = 1; i <= n; i++) {
    const pr = seenRoute.get(i);
    const dr = seenRoute.get(n + i);
    if (pr === undefined || dr === undefined) {
      violations.push({ rule: 'missing', route: pr ?? dr ?? -1, node: pr === undefined ? i : n + i });
    } else if (pr !== dr) {
      violations.push({ rule: 'split_across_routes', route: dr, node: n + i });
    } else if (seenPos.get(i)! > seenPos.get(n + i)!) {
      violations.push({ rule: 'pickup_after_dropoff', route: pr, node: i });
    }
  }

  let cost = 0;
  routes.forEach((route, ri) => {
    if (route.length === 0) return;
    const path = [0, ...route.filter((x) => Number.isInteger(x) && x >= 1 && x <= 2 * n), 2 * n + 1];
    for (let k = 1; k < path.length; k++) cost += dist(path[k - 1]!, path[k]!);
    let load = 0;
    for (const node of path) {
      load += nodes[node]!.load;
      if (load > instance.capacity + TOLERANCE) {
        violations.push({ rule: 'capacity', route: ri, node });
        break;
      }
    }
    violations.push(...scheduleViolations(instance, path, ri, dist));
  });
  return { feasible: violations.length === 0, cost, violations };
}

/**
 * Schedules the path (depots included) by the eight-step method of Cordeau and Laporte and reports the rules
 * the resulting times break. Starts as early as possible; a window missed then is missed by every schedule.
 */
function scheduleViolations(
  instance: DarpInstance,
  path: number[],
  route: number,
  dist: (a: number, b: number) => number,
): CheckViolation[] {
  const nodes = instance.nodes;
  const n = instance.requests;
  const last = path.length - 1;
  const B: number[] = new Array<number>(path.length).fill(0);
  const W: number[] = new Array<number>(path.length).fill(0);
  const index = new Map<number, number>();
  path.forEach((node, k) => index.set(node, k));

  const propagate = (from: number) => {
    for (let k = from + 1; k <= last; k++) {
      const node = nodes[path[k]!]!;
      const arrival = B[k - 1]! + nodes[path[k - 1]!]!.service + dist(path[k - 1]!, path[k]!);
      B[k] = Math.max(arrival, node.early);
      W[k] = B[k]! - arrival;
    }
  };
  // The ride time of a rider dropped at position k, if they boarded on this path before position `before`.
  const rideAt = (k: number, before: number): number | null => {
    const node = path[k]!;
    if (node <= n || node > 2 * n) return null;
    const p = index.get(node - n);
    if (p === undefined || p >= before) return null;
    return B[k]! - B[p]! - nodes[node - n]!.service;
  };
  const slack = (from: number, riders: boolean) => {
    let best = Infinity;
    let waited = 0;
    for (let k = from; k <= last; k++) {
      if (k > from) waited += W[k]!;
      let room = nodes[path[k]!]!.late - B[k]!;
      if (riders) {
        const ride = rideAt(k, from);
        if (ride !== null) room = Math.min(room, instance.maxRide - ride);
      }
      best = Math.min(best, waited + Math.max(0, room));
    }
    return { slack: best, waited };
  };

  // 1–2: earliest schedule.
  B[0] = nodes[0]!.early;
  propagate(0);
  const out: CheckViolation[] = [];
  for (let k = 1; k <= last; k++) {
    if (B[k]! > nodes[path[k]!]!.late + TOLERANCE) out.push({ rule: 'time_window', route, node: path[k]! });
  }
  if (out.length > 0) return out;
  // 3–5: delay the departure from the depot.
  const depot = slack(0, false);
  B[0] = nodes[0]!.early + Math.min(depot.slack, depot.waited);
  propagate(0);
  // 6–7: delay each pickup when some ride is too long.
  const rideTooLong = () => path.some((_, k) => (rideAt(k, last + 1) ?? 0) > instance.maxRide + TOLERANCE);
  if (rideTooLong()) {
    for (let j = 1; j < last; j++) {
      if (path[j]! > n) continue;
      const s = slack(j, true);
      const delay = Math.min(s.slack, s.waited);
      if (delay > 0) {
        B[j] = B[j]! + delay;
        W[j] = W[j]! + delay;
        propagate(j);
      }
    }
  }
  // 8: what still breaks.
  for (let k = 1; k <= last; k++) {
    if (B[k]! > nodes[path[k]!]!.late + TOLERANCE) out.push({ rule: 'time_window', route, node: path[k]! });
    const ride = rideAt(k, last + 1);
    if (ride !== null && ride > instance.maxRide + TOLERANCE) out.push({ rule: 'ride_time', route, node: path[k]! });
  }
  if (B[last]! - B[0]! > instance.maxDuration + TOLERANCE) out.push({ rule: 'route_duration', route });
  return out;
}
