import type { Problem } from './problem';

// Every distinct content a route takes gets a new number, so that insertion results can be reused while a route is unchanged.
let nextVersion = 1;

/**
 * One vehicle's stops plus what the insertion test reads in O(1): node at each position (0 = start,
 * len+1 = end), the earliest departure from each position, the latest start each position can have without
 * making a later time window unreachable, the load on board after each position, and two ride-time bounds:
 * `drive[x]` = driving plus service time from the start of service at position 1 to arrival at position x
 * (no waiting), and `rideRoom[g]` = the least, over riders on board between positions g and g+1, of their
 * maximum ride time less their ride without waiting. A detour inserted in gap g longer than `rideRoom[g]` makes
 * some rider's ride too long whatever the schedule.
 */
export class Route {
  stops: number[] = [];
  cost = 0;
  /** Requests on the route that count against the vehicle's `maxRequests`. */
  counted = 0;
  version = 0;
  readonly nodes: Int32Array;
  readonly depart: Float64Array;
  readonly latest: Float64Array;
  readonly loadAfter: Float64Array;
  readonly drive: Float64Array;
  readonly rideRoom: Float64Array;

  constructor(
    private readonly p: Problem,
    readonly vehicle: number,
  ) {
    const size = 2 * p.requestCount + 2;
    this.nodes = new Int32Array(size);
    this.depart = new Float64Array(size);
    this.latest = new Float64Array(size);
    this.loadAfter = new Float64Array(size * p.dims);
    this.drive = new Float64Array(size);
    this.rideRoom = new Float64Array(size);
    this.refresh();
  }

  get length() {
    return this.stops.length;
  }

  refresh(): void {
    const p = this.p;
    const v = this.vehicle;
    const n = p.nodeCount;
    const tt = p.travel;
    const dims = p.dims;
    const stops = this.stops;
    const len = stops.length;
    this.version = nextVersion++;
    const { nodes, depart, latest, loadAfter } = this;
    nodes[0] = p.startNode[v]!;
    nodes[len + 1] = p.endNode[v]!;
    depart[0] = p.shiftStart[v]!;
    for (let k = 0; k < dims; k++) loadAfter[k] = 0;
    let cost = 0;
    let counted = 0;
    for (let i = 1; i <= len; i++) {
      const s = stops[i - 1]!;
      if (s < p.requestCount) counted += p.counted[s]!;
      const node = p.stopNode[s]!;
      nodes[i] = node;
      const a = depart[i - 1]! + tt[nodes[i - 1]! * n + node]!;
      const e = p.early[s]!;
      depart[i] = (a < e ? e : a) + p.service[s]!;
      cost += tt[nodes[i - 1]! * n + node]!;
      for (let k = 0; k < dims; k++) loadAfter[i * dims + k] = loadAfter[(i - 1) * dims + k]! + p.load[s * dims + k]!;
    }
    cost += tt[nodes[len]! * n + nodes[len + 1]!]!;
    this.cost = cost;
    this.counted = counted;
    latest[len + 1] = p.shiftEnd[v]!;
    for (let i = len; i >= 1; i--) {
      const s = stops[i - 1]!;
      const viaNext = latest[i + 1]! - tt[nodes[i]! * n + nodes[i + 1]!]! - p.service[s]!;
      const l = p.late[s]!;
      latest[i] = viaNext < l ? viaNext : l;
    }
    latest[0] = latest[1]! - tt[nodes[0]! * n + nodes[1]!]!;

    const { drive, rideRoom } = this;
    const m = p.requestCount;
    drive[1] = 0;
    for (let x = 2; x <= len + 1; x++)
      drive[x] = drive[x - 1]! + p.service[stops[x - 2]!]! + tt[nodes[x - 1]! * n + nodes[x]!]!;
    rideRoom.fill(Infinity, 0, len + 2);
    for (let b = 1; b <= len; b++) {
      const s = stops[b - 1]!;
      if (s < m) continue;
      const r = s - m;
      const a = stops.indexOf(r) + 1;
      const room = p.maxRide[r]! - (drive[b]! - drive[a]! - p.service[r]!);
      for (let g = a; g < b; g++) if (room < rideRoom[g]!) rideRoom[g] = room;
    }
  }

  copyFrom(other: Route): void {
    this.stops = other.stops.slice();
    this.refresh();
    this.version = other.version;
  }
}
