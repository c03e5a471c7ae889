import type { LevelOfService } from '../../../domain/level-of-service';
import type { Coordinates } from '../../../domain/place';
import { maxRideMinutes, SERVICE_MINUTES, type UnplacedLegReason } from '../../../domain/route-proposal';
import { AVERAGE_MPH_BY_HOUR, greatCircleMiles, hourIn, ROAD_FACTOR } from '../../../domain/travel';
import type { LoadVector, SolverInput, SolverRequest, SolverResult, SolverVehicle, UnplacedReason } from './solver';

/**
 * A day on the board turned into the solver's terms (docs/decisions/064-route-proposals.md). Pure: the caller reads
 * the legs and drivers; the travel matrix is built from the places' coordinates where the solver runs (a worker),
 * so the request thread never spends time on it. Times are minutes from the start of the company day.
 */

export interface DayLeg {
  id: string;
  levelOfService: LevelOfService;
  escortCount: number;
  pickupTime: Date;
  appointmentTime: Date | null;
  pickup: Coordinates | null;
  dropoff: Coordinates | null;
  /** The driver the leg must stay with (it is not to move), or null. */
  pinnedTo: string | null;
}

export interface ShiftDriver {
  driverId: string;
  seats: number;
  wheelchairs: number;
  stretchers: number;
  /** The levels of service the safe-assignment rules let this driver carry on the day. */
  levels: readonly LevelOfService[];
  shiftStart: Date;
  shiftEnd: Date;
  /** Where the route starts and ends (the driver's home, usually); null leaves that end open, costing nothing. */
  start: Coordinates | null;
  end: Coordinates | null;
}

/** The solver's input without its travel matrix: node 0 is the open depot, nodes 1… are the places in `points`. */
export interface DayProblem {
  points: Coordinates[];
  minutesPerMile: number;
  requests: SolverRequest[];
  vehicles: SolverVehicle[];
}

export interface DayProblemInput {
  legs: readonly DayLeg[];
  drivers: readonly ShiftDriver[];
  dayStart: Date;
  onTimeWindowMinutes: number;
  timeZone: string;
  /** A leg whose pickup window closed before this moment is left out (`pickup_passed`); omitted, none is. */
  now?: Date;
  /**
   * The most legs a driver's lane may hold (docs/decisions/064-route-proposals.md): legs pinned to a driver count
   * towards it but are never refused by it, so a driver holds at most the larger of this and their pinned legs.
   */
  maxLegsPerDriver?: number;
}

const DEPOT = 0;
const PIN = 'pin:';
const minutesFrom = (start: Date, at: Date) => (at.getTime() - start.getTime()) / 60_000;

/**
 * The day's average pace: the harmonic mean of the hourly speeds at the legs' pickup hours, so a day of peak-hour
 * trips is planned slower than a day of midday ones. One pace for the day keeps the matrix time-independent.
 */
export function minutesPerMileOf(legs: readonly Pick<DayLeg, 'pickupTime'>[], timeZone: string): number {
  if (legs.length === 0) return 60 / AVERAGE_MPH_BY_HOUR[12]!;
  const total = legs.reduce((sum, leg) => sum + 60 / AVERAGE_MPH_BY_HOUR[hourIn(timeZone, leg.pickupTime)]!, 0);
  return total / legs.length;
}

export const roadMiles = (a: Coordinates, b: Coordinates) => greatCircleMiles(a, b) * ROAD_FACTOR;

/** Minutes between every pair of nodes, flat and row-major; to and from the open depot costs nothing. */
export function travelMatrixOf(
  points: readonly Coordinates[],
  minutesPerMile: number,
): { size: number; data: Float64Array } {
  const size = points.length + 1;
  const data = new Float64Array(size * size);
  for (let i = 1; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const minutes = roadMiles(points[i - 1]!, points[j - 1]!) * minutesPerMile;
      data[i * size + j] = minutes;
      data[j * size + i] = minutes;
    }
  }
  return { size, data };
}

export const solverInputOf = (problem: DayProblem): SolverInput => ({
  requests: problem.requests,
  vehicles: problem.vehicles,
  travel: travelMatrixOf(problem.points, problem.minutesPerMile),
});

function loadOf(leg: DayLeg): Record<string, number> {
  const load: Record<string, number> = {
    seats: leg.escortCount + (leg.levelOfService === 'ambulatory' ? 1 : 0),
    wheelchairs: leg.levelOfService === 'wheelchair' ? 1 : 0,
    stretchers: leg.levelOfService === 'stretcher' ? 1 : 0,
  };
  // A leg that must stay with its driver takes a place only that driver's vehicle offers.
  if (leg.pinnedTo) load[PIN + leg.pinnedTo] = 1;
  return load;
}

const POSITIONS: Record<LevelOfService, 'seats' | 'wheelchairs' | 'stretchers'> = {
  ambulatory: 'seats',
  wheelchair: 'wheelchairs',
  stretcher: 'stretchers',
};

function capacityOf(driver: ShiftDriver, pinned: boolean): LoadVector {
  const may = (level: LevelOfService) => driver.levels.includes(level);
  const capacity: Record<string, number> = {
    seats: may('ambulatory') || may('wheelchair') || may('stretcher') ? driver.seats : 0,
    wheelchairs: may('wheelchair') ? driver.wheelchairs : 0,
    stretchers: may('stretcher') ? driver.stretchers : 0,
  };
  if (pinned) capacity[PIN + driver.driverId] = Number.MAX_SAFE_INTEGER;
  return capacity;
}

/** Why nobody on shift could take a leg before the solver is asked, or null when someone might. */
function leftBeforeSolving(
  leg: DayLeg,
  drivers: readonly ShiftDriver[],
  window: number,
  now: Date | undefined,
): UnplacedLegReason | null {
  if (!leg.pickup || !leg.dropoff) return 'no_place';
  if (now && leg.pickupTime.getTime() + window * 60_000 < now.getTime()) return 'pickup_passed';
  if (leg.pinnedTo) return drivers.some((d) => d.driverId === leg.pinnedTo) ? null : 'no_driver';
  const position = POSITIONS[leg.levelOfService];
  const fitted = drivers.filter((d) => d[position] > 0);
  if (fitted.length === 0) return 'level_of_service';
  return fitted.some((d) => d.levels.includes(leg.levelOfService)) ? null : 'no_driver';
}

/** The day's legs and drivers as the solver's requests and vehicles, and the legs left out before it runs. */
export function dayProblemOf(input: DayProblemInput): {
  problem: DayProblem;
  left: { jobId: string; reason: UnplacedLegReason }[];
} {
  const { dayStart, onTimeWindowMinutes: window } = input;
  const points: Coordinates[] = [];
  const nodeOf = new Map<string, number>();
  const node = (at: Coordinates) => {
    const key = `${at.lat.toFixed(5)},${at.lng.toFixed(5)}`;
    let n = nodeOf.get(key);
    if (n === undefined) {
      points.push(at);
      n = points.length;
      nodeOf.set(key, n);
    }
    return n;
  };
  const left: { jobId: string; reason: UnplacedLegReason }[] = [];
  const solvable: DayLeg[] = [];
  for (const leg of input.legs) {
    const reason = leftBeforeSolving(leg, input.drivers, window, input.now);
    if (reason) left.push({ jobId: leg.id, reason });
    else solvable.push(leg);
  }
  const minutesPerMile = minutesPerMileOf(solvable, input.timeZone);
  const requests = solvable.map((leg): SolverRequest => {
    const pickup = minutesFrom(dayStart, leg.pickupTime);
    const direct = roadMiles(leg.pickup!, leg.dropoff!) * minutesPerMile;
    const service = SERVICE_MINUTES[leg.levelOfService];
    const rideLimit = maxRideMinutes(direct);
    // The appointment bounds the drop-off; without one, the ride's own limit does.
    const dropLatest = leg.appointmentTime
      ? minutesFrom(dayStart, leg.appointmentTime)
      : pickup + window + service + rideLimit;
    return {
      id: leg.id,
      pickup: { node: node(leg.pickup!), earliest: pickup - window, latest: pickup + window, serviceTime: service },
      dropoff: { node: node(leg.dropoff!), earliest: pickup - window, latest: dropLatest, serviceTime: service },
      load: loadOf(leg),
      maxRideTime: rideLimit,
      ...(leg.pinnedTo ? { outsideLimit: true } : {}),
    };
  });
  const pinnedDrivers = new Set(solvable.flatMap((leg) => (leg.pinnedTo ? [leg.pinnedTo] : [])));
  const limit = input.maxLegsPerDriver;
  const vehicles = input.drivers.map((d): SolverVehicle => ({
    // The pinned legs are outside the solver's count, so what is left of the limit is the room for new ones.
    ...(limit !== undefined
      ? { maxRequests: Math.max(0, limit - solvable.filter((leg) => leg.pinnedTo === d.driverId).length) }
      : {}),
    id: d.driverId,
    capacity: capacityOf(d, pinnedDrivers.has(d.driverId)),
    startNode: d.start ? node(d.start) : DEPOT,
    endNode: d.end ? node(d.end) : DEPOT,
    shiftStart: minutesFrom(dayStart, d.shiftStart),
    shiftEnd: minutesFrom(dayStart, d.shiftEnd),
  }));
  return { problem: { points, minutesPerMile, requests, vehicles }, left };
}

const SOLVER_REASONS: Record<UnplacedReason, UnplacedLegReason> = {
  time_window: 'time_window',
  capacity: 'capacity',
  ride_time: 'ride_time',
  route_duration: 'shift',
  no_vehicle: 'no_room',
  request_limit: 'balance',
};

export const unplacedReasonOf = (reason: UnplacedReason): UnplacedLegReason => SOLVER_REASONS[reason];

/**
 * Road miles along a route: from the vehicle's start place (when it has one) through its stops to its end place;
 * an open end counts nothing, as the solver's depot does.
 */
export function routeMiles(
  route: SolverResult['routes'][number],
  points: readonly Coordinates[],
  vehicle?: Pick<SolverVehicle, 'startNode' | 'endNode'>,
): number {
  const nodes = [vehicle?.startNode ?? DEPOT, ...route.stops.map((s) => s.node), vehicle?.endNode ?? DEPOT];
  let miles = 0;
  for (let i = 1; i < nodes.length; i++) {
    const [a, b] = [nodes[i - 1]!, nodes[i]!];
    if (a !== b && a !== DEPOT && b !== DEPOT) miles += roadMiles(points[a - 1]!, points[b - 1]!);
  }
  return miles;
}
