import type { Problem } from './problem';
import type { Route } from './route';
import { FEASIBLE, Scheduler } from './schedule';

const EPS = 1e-7;

/**
 * The cheapest feasible place for one request in one route. Every (pickup, drop-off) position pair passes O(1)
 * necessary tests first (time windows against the route's earliest departures and latest starts, capacity, a
 * bound on ride time); the survivors are tried cheapest first with the full schedule test, and the first that
 * passes is the answer, so the expensive test usually runs once or twice per route.
 */
export class Inserter {
  /** Positions of the last answer: pickup goes after position `pickupAfter`, drop-off after `dropAfter` (original positions; equal = right after the pickup). */
  pickupAfter = -1;
  dropAfter = -1;
  private readonly candCost: Float64Array;
  private readonly candI: Int32Array;
  private readonly candJ: Int32Array;
  private readonly seq: Int32Array;
  readonly scheduler: Scheduler;

  constructor(private readonly p: Problem) {
    const size = 2 * p.requestCount + 2;
    this.candCost = new Float64Array(size * size);
    this.candI = new Int32Array(size * size);
    this.candJ = new Int32Array(size * size);
    this.seq = new Int32Array(size);
    this.scheduler = new Scheduler(p);
  }

  /** Added cost of the best feasible insertion, or Infinity. */
  best(route: Route, r: number): number {
    const p = this.p;
    const m = p.requestCount;
    const n = p.nodeCount;
    const tt = p.travel;
    const dims = p.dims;
    const v = route.vehicle;
    const len = route.length;
    const { nodes, depart, latest, loadAfter, drive, rideRoom } = route;
    const stops = route.stops;
    const ps = r;
    const ds = m + r;
    const pn = p.stopNode[ps]!;
    const dn = p.stopNode[ds]!;
    const eP = p.early[ps]!;
    const lP = p.late[ps]!;
    const sP = p.service[ps]!;
    const eD = p.early[ds]!;
    const lD = p.late[ds]!;
    const sD = p.service[ds]!;
    const maxRide = p.maxRide[r]!;
    const tPD = tt[pn * n + dn]!;
    const capBase = v * dims;
    const loadBase = ps * dims;
    for (let k = 0; k < dims; k++) if (p.load[loadBase + k]! > p.capacity[capBase + k]! + EPS) return Infinity;
    if (p.counted[r] && route.counted >= p.maxRequests[v]!) return Infinity;

    let count = 0;
    for (let i = 0; i <= len; i++) {
      const a = nodes[i]!;
      const b = nodes[i + 1]!;
      const tAP = tt[a * n + pn]!;
      const arrP = depart[i]! + tAP;
      if (arrP > lP + EPS) continue;
      let fits = true;
      for (let k = 0; k < dims; k++) {
        if (loadAfter[i * dims + k]! + p.load[loadBase + k]! > p.capacity[capBase + k]! + EPS) {
          fits = false;
          break;
        }
      }
      if (!fits) continue;
      const bP = arrP < eP ? eP : arrP;
      const tAB = tt[a * n + b]!;
      // Drop-off right after the pickup.
      {
        const arrD = bP + sP + tPD;
        const bD = arrD < eD ? eD : arrD;
        const detour = tAP + sP + tPD + sD + tt[dn * n + b]! - tAB;
        if (
          bD <= lD + EPS &&
          bD + sD + tt[dn * n + b]! <= latest[i + 1]! + EPS &&
          detour <= rideRoom[i]! + EPS &&
          tPD <= maxRide + EPS
        ) {
          this.candCost[count] = tAP + tPD + tt[dn * n + b]! - tAB;
          this.candI[count] = i;
          this.candJ[count] = i;
          count++;
        }
      }
      if (i === len) continue;
      const tPB = tt[pn * n + b]!;
      const addP = tAP + tPB - tAB;
      if (addP + sP > rideRoom[i]! + EPS) continue;
      // Start of service at position j once the pickup is in, before the drop-off is.
      let arr = bP + sP + tPB;
      let s = stops[i]!;
      let cur = arr < p.early[s]! ? p.early[s]! : arr;
      if (cur > latest[i + 1]! + EPS) continue;
      for (let j = i + 1; j <= len; j++) {
        s = stops[j - 1]!;
        let over = false;
        for (let k = 0; k < dims; k++) {
          if (loadAfter[j * dims + k]! + p.load[loadBase + k]! > p.capacity[capBase + k]! + EPS) {
            over = true;
            break;
          }
        }
        if (over) break;
        const c = nodes[j]!;
        const e2 = nodes[j + 1]!;
        const depJ = cur + p.service[s]!;
        const tCD = tt[c * n + dn]!;
        const arrD = depJ + tCD;
        if (arrD > lD + EPS) break;
        const bD = arrD < eD ? eD : arrD;
        if (bD - lP - sP > maxRide + EPS) break;
        // The new rider's ride without any waiting.
        if (tPB + drive[j]! - drive[i + 1]! + p.service[s]! + tCD > maxRide + EPS) break;
        const tDE = tt[dn * n + e2]!;
        const tCE = tt[c * n + e2]!;
        if (bD + sD + tDE <= latest[j + 1]! + EPS && tCD + sD + tDE - tCE <= rideRoom[j]! + EPS) {
          this.candCost[count] = addP + tCD + tDE - tCE;
          this.candI[count] = i;
          this.candJ[count] = j;
          count++;
        }
        if (j === len) break;
        arr = depJ + tt[c * n + e2]!;
        const next = stops[j]!;
        cur = arr < p.early[next]! ? p.early[next]! : arr;
        if (cur > latest[j + 1]! + EPS) break;
      }
    }

    // Cheapest first through the full test.
    const { candCost, candI, candJ, seq } = this;
    for (let tries = 0; tries < count; tries++) {
      let bestK = -1;
      let bestC = Infinity;
      for (let k = 0; k < count; k++) {
        const c = candCost[k]!;
        if (c < bestC) {
          bestC = c;
          bestK = k;
        }
      }
      if (bestK < 0) break;
      candCost[bestK] = Infinity;
      const i = candI[bestK]!;
      const j = candJ[bestK]!;
      const newLen = this.build(stops, r, i, j);
      if (this.scheduler.check(v, seq, newLen) === FEASIBLE) {
        this.pickupAfter = i;
        this.dropAfter = j;
        return bestC;
      }
    }
    return Infinity;
  }

  /** Writes the route with request r inserted into `seq`; returns its length. */
  build(stops: readonly number[], r: number, i: number, j: number): number {
    const seq = this.seq;
    const m = this.p.requestCount;
    let w = 0;
    for (let k = 0; k < i; k++) seq[w++] = stops[k]!;
    seq[w++] = r;
    for (let k = i; k < j; k++) seq[w++] = stops[k]!;
    seq[w++] = m + r;
    for (let k = j; k < stops.length; k++) seq[w++] = stops[k]!;
    return w;
  }
}

/** Puts request r into the route at the given positions (as `Inserter.best` reported them). */
export function insertAt(route: Route, m: number, r: number, i: number, j: number): void {
  const stops = route.stops;
  stops.splice(j, 0, m + r);
  stops.splice(i, 0, r);
  route.refresh();
}
