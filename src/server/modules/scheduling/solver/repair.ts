import { insertAt, type Inserter } from './insertion';
import type { Solution } from './solution';

const NO_ROUTE = 1e12;

/**
 * Regret-k insertion (k = 1 is plain greedy): repeatedly place the request that would lose the most by waiting,
 * measured as the sum of the differences between its best route and its k−1 next best. Requests with fewer
 * feasible routes thereby go first. The best insertion per (request, route) is cached and only the column of
 * the route that changed is recomputed. Empty vehicles of one class count once, since they are interchangeable.
 * `noise` (≥ 0) perturbs the compared costs to diversify the search. Returns requests that fit nowhere.
 */
export class Repair {
  private readonly cost: Float64Array;
  private readonly posI: Int32Array;
  private readonly posJ: Int32Array;
  private readonly classSeen: Int32Array;
  /** Route version each cached answer was computed on. */
  private readonly seenVersion: Float64Array;
  private stamp = 0;

  constructor(
    private readonly inserter: Inserter,
    private readonly vehicleCount: number,
    requestCount: number,
    private readonly vehicleClass: Int32Array,
  ) {
    this.cost = new Float64Array(requestCount * vehicleCount);
    this.posI = new Int32Array(requestCount * vehicleCount);
    this.posJ = new Int32Array(requestCount * vehicleCount);
    this.classSeen = new Int32Array(vehicleCount);
    this.seenVersion = new Float64Array(requestCount * vehicleCount);
  }

  run(s: Solution, pending: number[], k: number, noise: number, random: () => number): number[] {
    const V = this.vehicleCount;
    const m = s.p.requestCount;
    const { cost, posI, posJ, classSeen } = this;
    const pool = pending.slice();
    const failed: number[] = [];
    for (const r of pool) for (let v = 0; v < V; v++) this.evaluate(s, r, v);
    const top = new Float64Array(Math.max(k, 1));
    while (pool.length > 0) {
      let pick = -1;
      let pickRoute = -1;
      let pickRegret = -Infinity;
      let pickBest = Infinity;
      for (let idx = 0; idx < pool.length; idx++) {
        const r = pool[idx]!;
        top.fill(Infinity);
        let bestRoute = -1;
        this.stamp++;
        for (let v = 0; v < V; v++) {
          const route = s.routes[v]!;
          if (route.length === 0) {
            const cls = this.vehicleClass[v]!;
            if (classSeen[cls] === this.stamp) continue;
            classSeen[cls] = this.stamp;
          }
          let c = cost[r * V + v]!;
          if (c === Infinity) continue;
          if (noise > 0) c = Math.max(0, c + noise * (2 * random() - 1));
          // Keep the k smallest, sorted.
          if (c < top[top.length - 1]!) {
            let h = top.length - 1;
            while (h > 0 && top[h - 1]! > c) {
              top[h] = top[h - 1]!;
              h--;
            }
            top[h] = c;
            if (h === 0) bestRoute = v;
          }
        }
        if (bestRoute < 0) {
          failed.push(r);
          pool[idx] = pool[pool.length - 1]!;
          pool.pop();
          idx--;
          continue;
        }
        const best = top[0]!;
        let regret = 0;
        for (let h = 1; h < top.length; h++) regret += top[h] === Infinity ? NO_ROUTE : top[h]! - best;
        if (regret > pickRegret || (regret === pickRegret && best < pickBest)) {
          pick = idx;
          pickRoute = bestRoute;
          pickRegret = regret;
          pickBest = best;
        }
      }
      if (pick < 0) break;
      const r = pool[pick]!;
      pool[pick] = pool[pool.length - 1]!;
      pool.pop();
      const route = s.routes[pickRoute]!;
      insertAt(route, m, r, posI[r * V + pickRoute]!, posJ[r * V + pickRoute]!);
      s.where[r] = pickRoute;
      for (const other of pool) this.evaluate(s, other, pickRoute);
    }
    return failed;
  }

  private evaluate(s: Solution, r: number, v: number): void {
    const V = this.vehicleCount;
    const route = s.routes[v]!;
    if (this.seenVersion[r * V + v] === route.version) return;
    this.seenVersion[r * V + v] = route.version;
    const c = this.inserter.best(route, r);
    this.cost[r * V + v] = c;
    if (c < Infinity) {
      this.posI[r * V + v] = this.inserter.pickupAfter;
      this.posJ[r * V + v] = this.inserter.dropAfter;
    }
  }
}
