import type { LoadVector, SolverInput } from './types';

/**
 * The input flattened into typed arrays, so the inner loops index numbers instead of chasing objects.
 * Stops are numbered 0..2m−1: stop r is the pickup of request r and stop m+r its drop-off.
 */
export interface Problem {
  requestCount: number;
  vehicleCount: number;
  /** Levels of service (length of every load/capacity vector). */
  dims: number;
  nodeCount: number;
  /** Row-major travel time = cost. */
  travel: Float64Array;
  stopNode: Int32Array;
  early: Float64Array;
  late: Float64Array;
  service: Float64Array;
  /** stop * dims + k; drop-offs carry the negated load. */
  load: Float64Array;
  maxRide: Float64Array;
  /** 1 when request r counts against its vehicle's `maxRequests`. */
  counted: Uint8Array;
  /** Per vehicle; Infinity = no limit. */
  maxRequests: Float64Array;
  startNode: Int32Array;
  endNode: Int32Array;
  shiftStart: Float64Array;
  shiftEnd: Float64Array;
  maxDuration: Float64Array;
  /** vehicle * dims + k */
  capacity: Float64Array;
  /** Vehicles with the same class are interchangeable when empty. */
  vehicleClass: Int32Array;
}

function flatten(travel: SolverInput['travel']): { size: number; data: Float64Array } {
  if (!Array.isArray(travel)) return travel as { size: number; data: Float64Array };
  const rows = travel as readonly (readonly number[])[];
  const size = rows.length;
  const data = new Float64Array(size * size);
  rows.forEach((row, i) => {
    if (row.length !== size) throw new Error(`travel matrix row ${i} has ${row.length} entries, expected ${size}`);
    data.set(row, i * size);
  });
  return { size, data };
}

export function compileProblem(input: SolverInput): Problem {
  const { requests, vehicles } = input;
  const m = requests.length;
  const v = vehicles.length;
  const { size, data } = flatten(input.travel);
  const levels = [
    ...new Set([...requests.map((r) => r.load), ...vehicles.map((x) => x.capacity)].flatMap((l) => Object.keys(l))),
  ].sort();
  const dims = Math.max(1, levels.length);
  const vector = (l: LoadVector) => levels.map((key) => l[key] ?? 0);
  const checkNode = (node: number, what: string) => {
    if (!Number.isInteger(node) || node < 0 || node >= size)
      throw new Error(`${what}: node ${node} is outside the travel matrix`);
  };

  const p: Problem = {
    requestCount: m,
    vehicleCount: v,
    dims,
    nodeCount: size,
    travel: data,
    stopNode: new Int32Array(2 * m),
    early: new Float64Array(2 * m),
    late: new Float64Array(2 * m),
    service: new Float64Array(2 * m),
    load: new Float64Array(2 * m * dims),
    maxRide: new Float64Array(m),
    counted: new Uint8Array(m),
    maxRequests: new Float64Array(v),
    startNode: new Int32Array(v),
    endNode: new Int32Array(v),
    shiftStart: new Float64Array(v),
    shiftEnd: new Float64Array(v),
    maxDuration: new Float64Array(v),
    capacity: new Float64Array(v * dims),
    vehicleClass: new Int32Array(v),
  };
  requests.forEach((r, i) => {
    checkNode(r.pickup.node, `request ${r.id} pickup`);
    checkNode(r.dropoff.node, `request ${r.id} drop-off`);
    for (const [stop, end] of [
      [i, r.pickup],
      [m + i, r.dropoff],
    ] as const) {
      p.stopNode[stop] = end.node;
      p.early[stop] = end.earliest;
      p.late[stop] = end.latest;
      p.service[stop] = end.serviceTime;
    }
    vector(r.load).forEach((q, k) => {
      p.load[i * dims + k] = q;
      p.load[(m + i) * dims + k] = -q;
    });
    p.maxRide[i] = r.maxRideTime ?? Infinity;
    p.counted[i] = r.outsideLimit ? 0 : 1;
  });
  const classes = new Map<string, number>();
  vehicles.forEach((x, i) => {
    checkNode(x.startNode, `vehicle ${x.id} start`);
    checkNode(x.endNode, `vehicle ${x.id} end`);
    p.startNode[i] = x.startNode;
    p.endNode[i] = x.endNode;
    p.shiftStart[i] = x.shiftStart;
    p.shiftEnd[i] = x.shiftEnd;
    p.maxDuration[i] = x.maxDuration ?? x.shiftEnd - x.shiftStart;
    p.maxRequests[i] = x.maxRequests ?? Infinity;
    const cap = vector(x.capacity);
    cap.forEach((q, k) => (p.capacity[i * dims + k] = q));
    const key = [x.startNode, x.endNode, x.shiftStart, x.shiftEnd, p.maxDuration[i], p.maxRequests[i], ...cap].join(
      ',',
    );
    if (!classes.has(key)) classes.set(key, classes.size);
    p.vehicleClass[i] = classes.get(key)!;
  });
  return p;
}
