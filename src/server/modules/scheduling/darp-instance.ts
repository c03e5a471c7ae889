import type { SolverInput } from './solver/types';

/** One line of a Cordeau DARP file. */
export interface DarpNode {
  id: number;
  x: number;
  y: number;
  service: number;
  /** +q at a pickup, −q at its drop-off, 0 at the depots. */
  load: number;
  early: number;
  late: number;
}

/**
 * A dial-a-ride instance in Cordeau's text format (line 1 `K n T Q L`, then 2n+2 node lines `id x y d q e l`):
 * node 0 is the start depot, 1..n the pickups, n+i the drop-off of request i, 2n+1 the end depot.
 */
export interface DarpInstance {
  vehicles: number;
  requests: number;
  maxDuration: number;
  capacity: number;
  maxRide: number;
  nodes: DarpNode[];
}

export function parseDarpInstance(text: string): DarpInstance {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const head = (lines[0] ?? '').split(/\s+/).map(Number);
  if (head.length < 5 || head.some((x) => !Number.isFinite(x)))
    throw new Error('DARP file: line 1 must be "K n T Q L"');
  const [vehicles, requests, maxDuration, capacity, maxRide] = head as [number, number, number, number, number];
  // Field 2 is the number of requests; some copies online store 2n there and drop the end depot.
  const expected = 2 * requests + 2;
  if (lines.length - 1 < expected)
    throw new Error(`DARP file: ${expected} node lines expected for ${requests} requests, found ${lines.length - 1}`);
  const nodes = lines.slice(1, 1 + expected).map((line, i) => {
    const f = line.split(/\s+/).map(Number);
    if (f.length < 7 || f.some((x) => !Number.isFinite(x)))
      throw new Error(`DARP file: node line ${i + 2} must be "id x y d q e l"`);
    const [id, x, y, service, load, early, late] = f as [number, number, number, number, number, number, number];
    if (id !== i) throw new Error(`DARP file: node line ${i + 2} has id ${id}, expected ${i}`);
    return { id, x, y, service, load, early, late };
  });
  return { vehicles, requests, maxDuration, capacity, maxRide, nodes };
}

/** Euclidean distances in double precision, unrounded, as the benchmark's published costs use. */
export function euclideanMatrix(nodes: readonly DarpNode[]): { size: number; data: Float64Array } {
  const size = nodes.length;
  const data = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++)
      data[i * size + j] = Math.hypot(nodes[i]!.x - nodes[j]!.x, nodes[i]!.y - nodes[j]!.y);
  }
  return { size, data };
}

/** The instance as solver input: request i = nodes i and n+i, K identical vehicles from node 0 to node 2n+1. */
export function darpToSolverInput(instance: DarpInstance): SolverInput {
  const n = instance.requests;
  const { nodes } = instance;
  const depot = nodes[0]!;
  const end = nodes[2 * n + 1]!;
  const endOf = (node: DarpNode) => ({
    node: node.id,
    earliest: node.early,
    latest: node.late,
    serviceTime: node.service,
  });
  return {
    travel: euclideanMatrix(nodes),
    requests: Array.from({ length: n }, (_, k) => {
      const pickup = nodes[k + 1]!;
      return {
        id: String(k + 1),
        pickup: endOf(pickup),
        dropoff: endOf(nodes[n + k + 1]!),
        load: { seats: pickup.load },
        maxRideTime: instance.maxRide,
      };
    }),
    vehicles: Array.from({ length: instance.vehicles }, (_, v) => ({
      id: String(v + 1),
      capacity: { seats: instance.capacity },
      startNode: 0,
      endNode: 2 * n + 1,
      shiftStart: depot.early,
      shiftEnd: Math.min(depot.late, end.late),
      maxDuration: instance.maxDuration,
    })),
  };
}
