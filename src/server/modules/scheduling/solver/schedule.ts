import type { Problem } from './problem';

export const FEASIBLE = 0;
export const TIME_WINDOW = 1;
export const CAPACITY = 2;
export const RIDE_TIME = 3;
export const ROUTE_DURATION = 4;

const EPS = 1e-7;

/**
 * Schedules one vehicle's stop sequence with Cordeau and Laporte's eight-step procedure: start as early as
 * possible, push the departure from the depot by its forward time slack (shortest duration), then delay each
 * pickup by its forward slack so that waiting happens before a rider boards rather than with them on board.
 * Returns FEASIBLE or the first rule the sequence breaks; on success `begin` holds the service start times
 * (index 0 = leaving the start node, 1..len = stops, len+1 = reaching the end node).
 * All buffers are allocated once: this runs for every candidate insertion.
 */
export class Scheduler {
  readonly begin: Float64Array;
  private readonly wait: Float64Array;
  private readonly posOf: Int32Array;
  private readonly onBoard: Float64Array;

  constructor(private readonly p: Problem) {
    const size = 2 * p.requestCount + 2;
    this.begin = new Float64Array(size);
    this.wait = new Float64Array(size);
    this.posOf = new Int32Array(2 * p.requestCount);
    this.onBoard = new Float64Array(p.dims);
  }

  check(vehicle: number, seq: Int32Array | readonly number[], len: number): number {
    const p = this.p;
    const { begin, wait, posOf, onBoard } = this;
    const m = p.requestCount;
    const dims = p.dims;

    // Steps 1–3 in one pass: capacity per level of service, everything as early as possible, and the forward
    // time slack of the departure from the start.
    onBoard.fill(0);
    const e0 = p.shiftStart[vehicle]!;
    const endLate = p.shiftEnd[vehicle]!;
    const n = p.nodeCount;
    const tt = p.travel;
    const capBase = vehicle * dims;
    begin[0] = e0;
    wait[0] = 0;
    let depart = e0;
    let prevNode = p.startNode[vehicle]!;
    let cumWait = 0;
    let slack = endLate - e0;
    for (let i = 1; i <= len; i++) {
      const s = seq[i - 1]!;
      const base = s * dims;
      for (let k = 0; k < dims; k++) {
        const q = onBoard[k]! + p.load[base + k]!;
        onBoard[k] = q;
        if (q > p.capacity[capBase + k]! + EPS) return CAPACITY;
      }
      posOf[s] = i;
      const node = p.stopNode[s]!;
      const a = depart + tt[prevNode * n + node]!;
      const e = p.early[s]!;
      const b = a < e ? e : a;
      const late = p.late[s]!;
      if (b > late + EPS) return TIME_WINDOW;
      const w = b - a;
      begin[i] = b;
      wait[i] = w;
      cumWait += w;
      const f = cumWait + (late - b);
      if (f < slack) slack = f;
      depart = b + p.service[s]!;
      prevNode = node;
    }
    const arrival = depart + tt[prevNode * n + p.endNode[vehicle]!]!;
    if (arrival > endLate + EPS) return TIME_WINDOW;
    begin[len + 1] = arrival;
    wait[len + 1] = 0;
    const f = cumWait + (endLate - arrival);
    if (f < slack) slack = f;

    // Steps 4–5: leave the start as late as the slack allows, without adding waiting anywhere.
    const shift = slack < cumWait ? slack : cumWait;
    if (shift > EPS) {
      begin[0] = e0 + shift;
      this.push(vehicle, seq, len, 0);
    }

    // Step 6: ride times on this schedule; most sequences are done here.
    if (this.violation(vehicle, seq, len) === FEASIBLE) return FEASIBLE;

    // Step 7: delay each pickup by its forward slack, counting the ride times of riders already on board.
    for (let j = 1; j <= len; j++) {
      const sj = seq[j - 1]!;
      if (sj >= m) continue;
      let f = Infinity;
      let cum = 0;
      for (let i = j; i <= len + 1; i++) {
        if (i > j) cum += wait[i]!;
        let room: number;
        if (i <= len) {
          const si = seq[i - 1]!;
          room = p.late[si]! - begin[i]!;
          if (si >= m) {
            const pi = posOf[si - m]!;
            if (pi < j) {
              const ride = begin[i]! - begin[pi]! - p.service[si - m]!;
              const rideRoom = p.maxRide[si - m]! - ride;
              if (rideRoom < room) room = rideRoom;
            }
          }
        } else {
          room = endLate - begin[i]!;
        }
        const g = cum + (room > 0 ? room : 0);
        if (g < f) f = g;
      }
      const delay = f < cum ? f : cum;
      if (delay > EPS) {
        begin[j] = begin[j]! + delay;
        wait[j] = wait[j]! + delay;
        this.push(vehicle, seq, len, j);
      }
    }

    // Step 8.
    return this.violation(vehicle, seq, len);
  }

  /**
   * After delaying position `from`, moves later stops only until some waiting absorbs the delay. The delay never
   * exceeds the waiting after `from`, so windows and the end of the shift stay kept.
   */
  private push(vehicle: number, seq: Int32Array | readonly number[], len: number, from: number): void {
    const p = this.p;
    const { begin, wait } = this;
    const n = p.nodeCount;
    const tt = p.travel;
    let depart = from === 0 ? begin[0]! : begin[from]! + p.service[seq[from - 1]!]!;
    let prevNode = from === 0 ? p.startNode[vehicle]! : p.stopNode[seq[from - 1]!]!;
    for (let i = from + 1; i <= len; i++) {
      const s = seq[i - 1]!;
      const node = p.stopNode[s]!;
      const a = depart + tt[prevNode * n + node]!;
      const b = begin[i]!;
      if (a <= b) {
        // Still waiting here: this stop and everything after keep their times.
        wait[i] = b - a;
        return;
      }
      begin[i] = a;
      wait[i] = 0;
      depart = a + p.service[s]!;
      prevNode = node;
    }
    const end = depart + tt[prevNode * n + p.endNode[vehicle]!]!;
    begin[len + 1] = end;
  }

  private violation(vehicle: number, seq: Int32Array | readonly number[], len: number): number {
    const p = this.p;
    const { begin, posOf } = this;
    const m = p.requestCount;
    for (let i = 1; i <= len; i++) {
      const s = seq[i - 1]!;
      if (begin[i]! > p.late[s]! + EPS) return TIME_WINDOW;
      if (s >= m) {
        const r = s - m;
        if (begin[i]! - begin[posOf[r]!]! - p.service[r]! > p.maxRide[r]! + EPS) return RIDE_TIME;
      }
    }
    if (begin[len + 1]! > p.shiftEnd[vehicle]! + EPS) return TIME_WINDOW;
    if (begin[len + 1]! - begin[0]! > p.maxDuration[vehicle]! + EPS) return ROUTE_DURATION;
    return FEASIBLE;
  }
}
