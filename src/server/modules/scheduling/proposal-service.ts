import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { judgeAssignment } from '../../../domain/assignment';
import { LEVELS_OF_SERVICE, type LevelOfService } from '../../../domain/level-of-service';
import type { Coordinates } from '../../../domain/place';
import {
  MAX_SEARCH_SECONDS,
  type Proposal,
  type ProposalResult,
  type proposalRequestSchema,
  type UnplacedLeg,
} from '../../../domain/route-proposal';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { routeProposals } from '../../db/schema';
import { conflict } from '../../errors';
import { driverFacts, type DriverFacts } from '../jobs/assignment-repository';
import { loadPolicies } from '../policies/service';
import {
  dayProblemOf,
  roadMiles,
  routeMiles,
  unplacedReasonOf,
  type DayLeg,
  type DayProblem,
  type ShiftDriver,
} from './day-problem';
import { dayLegRows, heldByInspection, type DayLegRow, type ProposalRow } from './proposal-repository';
import { solveDayInWorker } from './solve-in-worker';
import type { SolverResult } from './solver';

/**
 * Proposed routes for a day (docs/decisions/064-route-proposals.md): the request answers at once; the search runs in
 * a worker thread and writes its result to the proposal's row, which the board reads until it is ready.
 */

type ProposalRequest = z.output<typeof proposalRequestSchema>;

export const PROPOSAL_BUSY = 'Routes are being worked out for another proposal; try again when it is done';
export const PROPOSAL_INTERRUPTED = 'The server working out this proposal stopped before it was done; propose again';

/** One search at a time per server: it takes a processor core for its whole time limit. */
let searching = false;

/** Small days stop on an iteration count, so a twenty-leg day takes a second or two and not the whole budget. */
const SMALL_DAY_REQUESTS = 100;
const iterationsFor = (requests: number) => (requests <= SMALL_DAY_REQUESTS ? 4_000 + 200 * requests : undefined);

const dayAt = (date: string, clock: string, timeZone: string) =>
  new Date(zonedLocalToIso(`${date}T${clock}`, timeZone));
const point = (place: DayLegRow['pickupPlace']): Coordinates | null =>
  place && place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;

export function toProposal(row: ProposalRow, now = new Date()): Proposal {
  // A row left running past any search's time limit belongs to a server that stopped.
  const abandoned =
    row.status === 'running' && now.getTime() - row.createdAt.getTime() > (MAX_SEARCH_SECONDS + 300) * 1000;
  return {
    id: row.id,
    date: row.serviceDate,
    scope: row.scope,
    status: abandoned ? 'failed' : row.status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    error: abandoned ? PROPOSAL_INTERRUPTED : row.error,
    result: row.result ?? null,
  };
}

/** Starts a proposal and answers with it still running; the search's end is written to the row. */
export async function startProposal(
  db: Database,
  log: FastifyBaseLogger,
  userId: string,
  request: ProposalRequest,
  timeZone: string,
): Promise<Proposal> {
  if (searching) throw conflict(PROPOSAL_BUSY);
  searching = true;
  try {
    const [row] = await db
      .insert(routeProposals)
      .values({ serviceDate: request.date, scope: request.scope, requestedByUserId: userId })
      .returning();
    void workOut(db, log, row!.id, request, timeZone).finally(() => (searching = false));
    return toProposal(row!);
  } catch (error) {
    searching = false;
    throw error;
  }
}

async function workOut(
  db: Database,
  log: FastifyBaseLogger,
  id: string,
  request: ProposalRequest,
  timeZone: string,
): Promise<void> {
  try {
    const day = await readDay(db, request, timeZone, new Date());
    const started = performance.now();
    const { requests, vehicles } = day.problem;
    const solved: SolverResult =
      requests.length > 0 && vehicles.length > 0
        ? await solveDayInWorker(day.problem, {
            seed: 1,
            timeLimitMs: request.seconds * 1000,
            maxIterations: iterationsFor(requests.length),
          })
        : {
            routes: [],
            cost: 0,
            iterations: 0,
            unplaced: requests.map((r) => ({ requestId: r.id, reason: 'no_vehicle' as const })),
          };
    const result = resultOf(day, solved, (performance.now() - started) / 1000);
    await db
      .update(routeProposals)
      .set({ status: 'ready', result, origins: day.origins, finishedAt: new Date() })
      .where(eq(routeProposals.id, id));
  } catch (error) {
    log.error({ err: error, proposalId: id }, 'route proposal failed');
    await db
      .update(routeProposals)
      .set({
        status: 'failed',
        error: 'The routes could not be worked out; the error is in the server log',
        finishedAt: new Date(),
      })
      .where(eq(routeProposals.id, id))
      .catch((e: unknown) => log.error({ err: e, proposalId: id }, 'route proposal failure not recorded'));
  }
}

interface Day {
  problem: DayProblem;
  /** The solver's minute 0: the start of the company day. */
  dayStartMs: number;
  /** Legs in the plan and their driver now. */
  legs: DayLeg[];
  origins: Record<string, string | null>;
  /** Free legs left out before solving, with why. */
  left: UnplacedLeg[];
  driversLeftOut: ProposalResult['driversLeftOut'];
}

/** Which levels a driver may carry on the day, judged by the safe-assignment rules on an empty day. */
function levelsFor(facts: DriverFacts, date: string, at: Date): { levels: LevelOfService[]; reasons: string[] } {
  const reasons = new Set<string>();
  const levels = LEVELS_OF_SERVICE.filter((level) => {
    const job = { levelOfService: level, escortCount: 0, pickupTime: at, dropoffTime: at, pickup: null, dropoff: null };
    const found = judgeAssignment({
      job,
      jobDay: date,
      driverStatus: facts.status,
      vehicle: facts.vehicle,
      credentials: facts.credentials,
      otherJobs: [],
    });
    found.forEach((r) => reasons.add(r));
    return found.length === 0;
  });
  // A driver who may carry some level is not held back by the levels their vehicle lacks.
  return { levels, reasons: levels.length > 0 ? [] : [...reasons] };
}

async function readDay(db: Database, request: ProposalRequest, timeZone: string, now: Date): Promise<Day> {
  const { date, scope } = request;
  const dayStart = dayAt(date, '00:00', timeZone);
  const [shiftStart, shiftEnd] = [dayAt(date, request.shift.start, timeZone), dayAt(date, request.shift.end, timeZone)];
  const [rows, facts, held, policies] = await Promise.all([
    dayLegRows(db, date, timeZone),
    driverFacts(db, { drivers: request.driverIds ?? 'assignable', jobDay: date, timeZone }),
    heldByInspection(db, date),
    loadPolicies(db),
  ]);

  const drivers: ShiftDriver[] = [];
  const driversLeftOut: Day['driversLeftOut'] = [];
  for (const f of facts) {
    const { levels, reasons } = levelsFor(f, date, shiftStart);
    if (held.has(f.driverId)) reasons.push('inspection_failed');
    if (levels.length === 0 || held.has(f.driverId)) {
      driversLeftOut.push({ driverId: f.driverId, reasons });
      continue;
    }
    // A leg under way holds its driver until its drop-off; nobody starts in the past.
    const busyUntil = rows
      .filter((r) => r.assignedDriverId === f.driverId && r.status === 'in_progress')
      .map((r) => r.dropoffTime!.getTime());
    const start = new Date(Math.max(shiftStart.getTime(), now.getTime(), ...busyUntil));
    drivers.push({
      driverId: f.driverId,
      seats: f.vehicle!.ambulatorySeats,
      wheelchairs: f.vehicle!.wheelchairPositions,
      stretchers: f.vehicle!.stretcherPositions,
      levels,
      shiftStart: start,
      shiftEnd,
    });
  }

  const onShift = new Set(drivers.map((d) => d.driverId));
  const legs: DayLeg[] = [];
  for (const r of rows) {
    if (r.status === 'in_progress') continue;
    const stays = r.assignedDriverId !== null && scope === 'unassigned';
    // A leg that stays with a driver who is not planned for stays out of the plan altogether.
    if (stays && !onShift.has(r.assignedDriverId!)) continue;
    const leg: DayLeg = {
      id: r.id,
      levelOfService: r.levelOfService,
      escortCount: r.escortCount,
      pickupTime: r.pickupTime!,
      appointmentTime: r.appointmentTime,
      pickup: point(r.pickupPlace),
      dropoff: point(r.dropoffPlace),
      pinnedTo: stays ? r.assignedDriverId : null,
    };
    if (stays && (!leg.pickup || !leg.dropoff)) continue;
    legs.push(leg);
  }
  const { problem, left } = dayProblemOf({
    legs,
    drivers,
    dayStart,
    onTimeWindowMinutes: policies.trip.onTimeWindowMinutes,
    timeZone,
  });
  const origins = Object.fromEntries(
    rows.filter((r) => legs.some((l) => l.id === r.id)).map((r) => [r.id, r.assignedDriverId]),
  );
  return { problem, dayStartMs: dayStart.getTime(), legs, origins, left, driversLeftOut };
}

/** Miles and minutes of the board's plan for the same legs: each driver's legs by pickup time, end to end. */
function currentPlan(day: Day): ProposalResult['current'] {
  const byDriver = new Map<string, DayLeg[]>();
  for (const leg of day.legs) {
    const driver = day.origins[leg.id];
    if (!driver || !leg.pickup || !leg.dropoff) continue;
    byDriver.set(driver, [...(byDriver.get(driver) ?? []), leg]);
  }
  let miles = 0;
  let legs = 0;
  for (const driverLegs of byDriver.values()) {
    driverLegs.sort((a, b) => a.pickupTime.getTime() - b.pickupTime.getTime());
    driverLegs.forEach((leg, i) => {
      legs += 1;
      miles += roadMiles(leg.pickup!, leg.dropoff!);
      const next = driverLegs[i + 1];
      if (next) miles += roadMiles(leg.dropoff!, next.pickup!);
    });
  }
  return { legs, miles: Math.round(miles * 10) / 10, minutes: Math.round(miles * day.problem.minutesPerMile) };
}

function resultOf(day: Day, solved: SolverResult, seconds: number): ProposalResult {
  const pinned = new Set(day.legs.filter((l) => l.pinnedTo).map((l) => l.id));
  const lanes = solved.routes.map((route) => {
    const pickups = route.stops.filter((s) => s.kind === 'pickup').map((s) => s.requestId);
    return {
      driverId: route.vehicleId,
      stops: route.stops.map((s) => ({
        jobId: s.requestId,
        kind: s.kind,
        at: new Date(day.dayStartMs + s.serviceStart * 60_000).toISOString(),
      })),
      jobIds: pickups,
      movedJobIds: pickups.filter((id) => day.origins[id] !== route.vehicleId),
      miles: Math.round(routeMiles(route, day.problem.points) * 10) / 10,
      minutes: Math.round(route.cost),
    };
  });
  const unplaced: UnplacedLeg[] = [
    ...day.left,
    ...solved.unplaced
      .filter((u) => !pinned.has(u.requestId))
      .map((u) => ({ jobId: u.requestId, reason: unplacedReasonOf(u.reason) })),
  ];
  const proposed = lanes.reduce(
    (sum, lane) => ({
      legs: sum.legs + lane.jobIds.length,
      miles: sum.miles + lane.miles,
      minutes: sum.minutes + lane.minutes,
    }),
    { legs: 0, miles: 0, minutes: 0 },
  );
  return {
    lanes,
    unplaced,
    driversLeftOut: day.driversLeftOut,
    current: currentPlan(day),
    proposed: { ...proposed, miles: Math.round(proposed.miles * 10) / 10 },
    legsMoved: lanes.reduce((sum, lane) => sum + lane.movedJobIds.length, 0),
    iterations: solved.iterations,
    seconds: Math.round(seconds * 10) / 10,
  };
}
