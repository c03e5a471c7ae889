import type { Problem } from './problem';
import { Route } from './route';

/** Routes for every vehicle plus, per request, the index of its route (−1 = not placed). */
export class Solution {
  readonly routes: Route[];
  readonly where: Int32Array;

  constructor(readonly p: Problem) {
    this.routes = Array.from({ length: p.vehicleCount }, (_, v) => new Route(p, v));
    this.where = new Int32Array(p.requestCount).fill(-1);
  }

  cost(): number {
    let total = 0;
    for (const route of this.routes) if (route.length > 0) total += route.cost;
    return total;
  }

  unplacedCount(): number {
    let count = 0;
    for (let r = 0; r < this.where.length; r++) if (this.where[r]! < 0) count++;
    return count;
  }

  copyFrom(other: Solution): void {
    for (let v = 0; v < this.routes.length; v++) {
      const mine = this.routes[v]!;
      const theirs = other.routes[v]!;
      if (!sameStops(mine.stops, theirs.stops)) mine.copyFrom(theirs);
    }
    this.where.set(other.where);
  }

  /** Takes the requests out of their routes; each touched route is rebuilt once. */
  removeMany(requests: readonly number[]): void {
    const m = this.p.requestCount;
    const touched = new Set<number>();
    for (const r of requests) {
      const v = this.where[r]!;
      if (v < 0) continue;
      touched.add(v);
      this.where[r] = -1;
    }
    for (const v of touched) {
      const route = this.routes[v]!;
      route.stops = route.stops.filter((s) => this.where[s < m ? s : s - m]! === v);
      route.refresh();
    }
  }
}

function sameStops(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
