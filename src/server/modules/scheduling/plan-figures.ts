import type { Coordinates } from '../../../domain/place';
import type { ProposalResult, Travel } from '../../../domain/route-proposal';
import { roadMiles } from './day-problem';

/**
 * The driving figures a proposal is compared by (docs/decisions/064-route-proposals.md). Pure. The board's plan is
 * each driver's legs by pickup time, end to end; the proposal's is each lane's stops in planned order. Plans that
 * place different legs are compared over the legs both place, so a plan never "saves" miles by dropping legs.
 */

export interface BoardLeg {
  id: string;
  pickupTime: Date;
  pickup: Coordinates;
  dropoff: Coordinates;
}

export interface LaneStops {
  driverId: string;
  /** In visiting order. */
  stops: readonly { jobId: string; at: Coordinates }[];
}

const tenth = (miles: number) => Math.round(miles * 10) / 10;

/** Miles of a driver's board legs (those in `only`, if given): by pickup time, each end to end, then to the next pickup. */
export function boardMiles(legs: readonly BoardLeg[], only?: ReadonlySet<string>): number {
  const mine = legs
    .filter((leg) => !only || only.has(leg.id))
    .sort((a, b) => a.pickupTime.getTime() - b.pickupTime.getTime());
  return mine.reduce(
    (sum, leg, i) =>
      sum + roadMiles(leg.pickup, leg.dropoff) + (mine[i + 1] ? roadMiles(leg.dropoff, mine[i + 1]!.pickup) : 0),
    0,
  );
}

/** Miles along a lane's stops in order (those of the legs in `only`, if given), from the first stop to the last. */
export function laneMiles(lane: LaneStops, only?: ReadonlySet<string>): number {
  const stops = lane.stops.filter((stop) => !only || only.has(stop.jobId));
  return stops.reduce((sum, stop, i) => (i === 0 ? 0 : sum + roadMiles(stops[i - 1]!.at, stop.at)), 0);
}

export interface PlanFigures {
  /** The board's plan for every planned leg that has a driver. */
  current: Travel;
  /** Per driver: the board's plan for their planned legs. */
  currentByDriver: Map<string, Travel>;
  compared: NonNullable<ProposalResult['compared']>;
}

/** The board's figures, whole and per driver, and both plans over the legs both place. */
export function planFigures(
  board: ReadonlyMap<string, readonly BoardLeg[]>,
  lanes: readonly LaneStops[],
  minutesPerMile: number,
): PlanFigures {
  const travel = (legs: number, miles: number): Travel => ({
    legs,
    miles: tenth(miles),
    minutes: Math.round(miles * minutesPerMile),
  });
  const currentByDriver = new Map(
    [...board].map(([driverId, legs]) => [driverId, travel(legs.length, boardMiles(legs))]),
  );
  const onBoard = new Set([...board.values()].flatMap((legs) => legs.map((leg) => leg.id)));
  const both = new Set(lanes.flatMap((lane) => lane.stops.map((stop) => stop.jobId)).filter((id) => onBoard.has(id)));
  const boardBoth = [...board.values()].reduce((sum, legs) => sum + boardMiles(legs, both), 0);
  const lanesBoth = lanes.reduce((sum, lane) => sum + laneMiles(lane, both), 0);
  const whole = [...board.values()].reduce((sum, legs) => sum + boardMiles(legs), 0);
  const drive = (miles: number) => ({ miles: tenth(miles), minutes: Math.round(miles * minutesPerMile) });
  return {
    current: travel(onBoard.size, whole),
    currentByDriver,
    compared: { legs: both.size, current: drive(boardBoth), proposed: drive(lanesBoth) },
  };
}
