import type { Problem } from './problem';
import type { Solution } from './solution';

/** A destroy move: picks `count` placed requests to take out. */
export type Removal = (s: Solution, count: number, random: () => number) => number[];

function placed(s: Solution): number[] {
  const out: number[] = [];
  for (let r = 0; r < s.where.length; r++) if (s.where[r]! >= 0) out.push(r);
  return out;
}

export const randomRemoval: Removal = (s, count, random) => {
  const pool = placed(s);
  const out: number[] = [];
  while (out.length < count && pool.length > 0) {
    const k = Math.floor(random() * pool.length);
    out.push(pool[k]!);
    pool[k] = pool[pool.length - 1]!;
    pool.pop();
  }
  return out;
};

/** Position in its route (1-based, as in Route.nodes) of each stop of each placed request. */
function positions(s: Solution): { pickup: Int32Array; drop: Int32Array } {
  const m = s.p.requestCount;
  const pickup = new Int32Array(m);
  const drop = new Int32Array(m);
  for (const route of s.routes) {
    route.stops.forEach((stop, i) => {
      if (stop < m) pickup[stop] = i + 1;
      else drop[stop - m] = i + 1;
    });
  }
  return { pickup, drop };
}

/** Requests whose removal saves the most distance, with randomness (Ropke & Pisinger's p = 3). */
export const worstRemoval: Removal = (s, count, random) => {
  const p = s.p;
  const n = p.nodeCount;
  const tt = p.travel;
  const { pickup, drop } = positions(s);
  const pool = placed(s);
  const saving = new Float64Array(p.requestCount);
  for (const r of pool) {
    const nodes = s.routes[s.where[r]!]!.nodes;
    const a = pickup[r]!;
    const b = drop[r]!;
    const t = (x: number, y: number) => tt[nodes[x]! * n + nodes[y]!]!;
    saving[r] =
      b === a + 1
        ? t(a - 1, a) + t(a, b) + t(b, b + 1) - t(a - 1, b + 1)
        : t(a - 1, a) + t(a, a + 1) - t(a - 1, a + 1) + t(b - 1, b) + t(b, b + 1) - t(b - 1, b + 1);
  }
  pool.sort((x, y) => saving[y]! - saving[x]!);
  const out: number[] = [];
  while (out.length < count && pool.length > 0) {
    const k = Math.floor(random() ** 3 * pool.length);
    out.push(pool[k]!);
    pool.splice(k, 1);
  }
  return out;
};

/**
 * Related (Shaw) removal: requests close in space and time to one already chosen, so that the repair can swap
 * them between vehicles. Relatedness = distance between the pickups plus between the drop-offs, plus the
 * difference of their service times, each normalised.
 */
export function shawRemoval(p: Problem): Removal {
  const n = p.nodeCount;
  const tt = p.travel;
  let maxT = 1e-9;
  for (let i = 0; i < tt.length; i++) if (tt[i]! > maxT) maxT = tt[i]!;
  let horizon = 1e-9;
  for (let v = 0; v < p.vehicleCount; v++) horizon = Math.max(horizon, p.shiftEnd[v]! - p.shiftStart[v]!);
  const m = p.requestCount;
  return (s, count, random) => {
    const { pickup, drop } = positions(s);
    const pool = placed(s);
    if (pool.length === 0) return [];
    const time = new Float64Array(2 * m);
    for (const r of pool) {
      const route = s.routes[s.where[r]!]!;
      time[r] = route.depart[pickup[r]!]! - p.service[r]!;
      time[m + r] = route.depart[drop[r]!]! - p.service[m + r]!;
    }
    const first = Math.floor(random() * pool.length);
    const out = [pool[first]!];
    pool.splice(first, 1);
    const score = new Float64Array(m);
    while (out.length < count && pool.length > 0) {
      const ref = out[Math.floor(random() * out.length)]!;
      const rp = p.stopNode[ref]!;
      const rd = p.stopNode[m + ref]!;
      for (const r of pool) {
        score[r] =
          (tt[rp * n + p.stopNode[r]!]! + tt[rd * n + p.stopNode[m + r]!]!) / maxT +
          (Math.abs(time[ref]! - time[r]!) + Math.abs(time[m + ref]! - time[m + r]!)) / horizon;
      }
      pool.sort((x, y) => score[x]! - score[y]!);
      const k = Math.floor(random() ** 6 * pool.length);
      out.push(pool[k]!);
      pool.splice(k, 1);
    }
    return out;
  };
}
