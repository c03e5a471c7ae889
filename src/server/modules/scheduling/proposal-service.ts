import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_SEARCH_SECONDS,
  PROPOSAL_RUNNING,
  type KeptLegReason,
  type Proposal,
  type ProposalResult,
  type proposalRequestSchema,
  type UnplacedLeg,
  type UnplacedLegReason,
} from '../../../domain/route-proposal';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { routeProposals } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { routeMiles, unplacedReasonOf } from './day-problem';
import { readDay, type Day } from './planned-day';
import { planFigures, type BoardLeg } from './plan-figures';
import { deleteProposal, newestProposalOf, proposalById, type ProposalRow } from './proposal-repository';
import { solveDayInWorker } from './solve-in-worker';
import type { SolverResult } from './solver';

/**
 * Proposed routes for a day (docs/decisions/064-route-proposals.md): the request answers at once; the search runs in
 * a worker thread and writes its result to the proposal's row, which the board reads until it is ready.
 */

type ProposalRequest = z.output<typeof proposalRequestSchema>;

/** One sentence the board shows as it is, with the reason code `proposal_running` beside it. */
export const PROPOSAL_BUSY =
  'Another proposal is being worked out right now; propose again in a minute, when it is ready.';
export const PROPOSAL_INTERRUPTED = 'The server working out this proposal stopped before it was done; propose again';

/** One search at a time per server: it takes a processor core for its whole time limit. */
let searching = false;

/** Small days stop on an iteration count, so a twenty-leg day takes a second or two and not the whole budget. */
const SMALL_DAY_REQUESTS = 100;
const iterationsFor = (requests: number) => (requests <= SMALL_DAY_REQUESTS ? 4_000 + 200 * requests : undefined);

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
    result: row.result ? withDefaults(row.result) : null,
  };
}

/** A result stored before the kept legs, the per-lane figures and the limit were worked out reads with them empty. */
function withDefaults(result: ProposalResult): ProposalResult {
  return {
    ...result,
    lanes: result.lanes.map((lane) => ({ ...lane, current: lane.current ?? null })),
    kept: result.kept ?? [],
    compared: result.compared ?? null,
    maxLegsPerDriver: result.maxLegsPerDriver ?? null,
  };
}

/**
 * The day's last proposal, kept until it is applied or dropped so that it outlives the dialog and the page: the
 * newest of the day, unless any of it has been applied.
 */
export async function dayProposal(db: Database, date: string): Promise<Proposal | null> {
  const row = await newestProposalOf(db, date);
  return row && row.appliedAt === null ? toProposal(row) : null;
}

/** One proposal, running, ready, failed or applied: the board reads it until it is ready. */
export async function readProposal(db: Database, id: string): Promise<Proposal> {
  const row = await proposalById(db, id);
  if (!row) throw notFound();
  return toProposal(row);
}

/**
 * Drops a proposal, and the day's older ones it replaced: none of them is shown again. One still running finishes
 * its search and writes to nothing.
 */
export async function dropProposal(db: Database, id: string): Promise<void> {
  if (!(await deleteProposal(db, id))) throw notFound();
}

/** Starts a proposal and answers with it still running; the search's end is written to the row. */
export async function startProposal(
  db: Database,
  log: FastifyBaseLogger,
  userId: string,
  request: ProposalRequest,
  timeZone: string,
): Promise<Proposal> {
  if (searching) throw new HttpError(409, PROPOSAL_BUSY, undefined, undefined, [PROPOSAL_RUNNING]);
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

/** A leg with a driver that the plan leaves out stays with that driver: why, in the board's words. */
const KEPT_BECAUSE: Partial<Record<UnplacedLegReason, KeptLegReason>> = {
  no_place: 'no_place',
  pickup_passed: 'pickup_passed',
  no_driver: 'driver_not_planned',
};

function resultOf(day: Day, solved: SolverResult, seconds: number): ProposalResult {
  const coordinates = (jobId: string, kind: 'pickup' | 'dropoff') => {
    const leg = day.legs.find((l) => l.id === jobId)!;
    return (kind === 'pickup' ? leg.pickup : leg.dropoff)!;
  };
  const board = new Map<string, BoardLeg[]>();
  for (const leg of day.legs) {
    const driver = day.origins[leg.id];
    if (!driver || !leg.pickup || !leg.dropoff) continue;
    board.set(driver, [
      ...(board.get(driver) ?? []),
      { id: leg.id, pickupTime: leg.pickupTime, pickup: leg.pickup, dropoff: leg.dropoff },
    ]);
  }
  const figures = planFigures(
    board,
    solved.routes.map((route) => ({
      driverId: route.vehicleId,
      stops: route.stops.map((s) => ({ jobId: s.requestId, at: coordinates(s.requestId, s.kind) })),
    })),
    day.problem.minutesPerMile,
  );
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
      miles:
        Math.round(
          routeMiles(
            route,
            day.problem.points,
            day.problem.vehicles.find((v) => v.id === route.vehicleId),
          ) * 10,
        ) / 10,
      minutes: Math.round(route.cost),
      current: figures.currentByDriver.get(route.vehicleId) ?? { legs: 0, miles: 0, minutes: 0 },
    };
  });
  // What the plan leaves out: a leg with a driver stays with them (counted apart); a leg from the queue stays there.
  const kept = [...day.kept];
  const unplaced: UnplacedLeg[] = [];
  const leftOut = [
    ...day.left,
    ...solved.unplaced.map((u) => ({ jobId: u.requestId, reason: unplacedReasonOf(u.reason) })),
  ];
  for (const { jobId, reason } of leftOut) {
    const driver = day.origins[jobId];
    if (driver) kept.push({ jobId, driverId: driver, reason: KEPT_BECAUSE[reason] ?? 'does_not_fit' });
    else unplaced.push({ jobId, reason });
  }
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
    kept,
    driversLeftOut: day.driversLeftOut,
    current: figures.current,
    proposed: { ...proposed, miles: Math.round(proposed.miles * 10) / 10 },
    compared: figures.compared,
    maxLegsPerDriver: day.maxLegsPerDriver,
    legsMoved: lanes.reduce((sum, lane) => sum + lane.movedJobIds.length, 0),
    iterations: solved.iterations,
    seconds: Math.round(seconds * 10) / 10,
  };
}
