/**
 * The route solver's public shapes. Nothing here knows about a file format or the product's tables: a caller
 * (the DARP benchmark parser, later the dispatch board) turns its own data into these.
 */

/** Seats taken or offered per level of service, e.g. { ambulatory: 1 } or { wheelchair: 1 }. A missing level is 0. */
export type LoadVector = Readonly<Record<string, number>>;

/** One end of a request: where, when service may start, and how long it lasts. */
export interface RequestEnd {
  /** Row/column of the travel matrix. */
  node: number;
  /** Service may start no earlier than this (the vehicle waits if it arrives early). */
  earliest: number;
  /** Service must start no later than this. */
  latest: number;
  serviceTime: number;
}

export interface SolverRequest {
  id: string;
  pickup: RequestEnd;
  dropoff: RequestEnd;
  load: LoadVector;
  /** Longest time between the end of pickup service and the start of drop-off service; omitted = unlimited. */
  maxRideTime?: number;
  /** Not counted against a vehicle's `maxRequests` (a leg that stays with its driver): it may always go in. */
  outsideLimit?: boolean;
}

export interface SolverVehicle {
  id: string;
  capacity: LoadVector;
  startNode: number;
  endNode: number;
  /** The vehicle leaves the start no earlier than this and reaches the end no later than `shiftEnd`. */
  shiftStart: number;
  shiftEnd: number;
  /** Longest time from leaving the start to reaching the end; omitted = shiftEnd − shiftStart. */
  maxDuration?: number;
  /** The most requests it may serve, not counting those `outsideLimit`; omitted = no limit. */
  maxRequests?: number;
}

/** Travel time between matrix nodes, which is also the cost of the arc. Row-major when flat. */
export type TravelMatrix = readonly (readonly number[])[] | { size: number; data: Float64Array };

export interface SolverInput {
  requests: readonly SolverRequest[];
  vehicles: readonly SolverVehicle[];
  travel: TravelMatrix;
}

export interface SolverOptions {
  seed: number;
  /** Wall-clock budget; the search stops at whichever of this and `maxIterations` comes first. */
  timeLimitMs: number;
  /**
   * When set, the annealing temperature follows the iteration count instead of the clock, so a run that stops on
   * iterations (not on time) is the same for the same seed on any machine.
   */
  maxIterations?: number;
  /** Milliseconds from any origin; injected so the search itself never reads the clock. */
  now?: () => number;
}

export type UnplacedReason =
  'time_window' | 'capacity' | 'ride_time' | 'route_duration' | 'no_vehicle' | 'request_limit';

export interface ScheduledStop {
  requestId: string;
  kind: 'pickup' | 'dropoff';
  node: number;
  /** When service starts at this stop. */
  serviceStart: number;
}

export interface SolvedRoute {
  vehicleId: string;
  /** When the vehicle leaves its start node and reaches its end node. */
  departure: number;
  arrival: number;
  stops: ScheduledStop[];
  cost: number;
}

export interface SolverResult {
  /** One per vehicle that serves at least one request. */
  routes: SolvedRoute[];
  cost: number;
  unplaced: { requestId: string; reason: UnplacedReason }[];
  iterations: number;
}
