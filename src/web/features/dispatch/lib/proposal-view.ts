import type { DispatchDay, DispatchLeg } from '@domain/dispatch';
import type { ProposalResult } from '@domain/route-proposal';
import {
  KEPT_REASON_LABELS,
  UNPLACED_REASON_LABELS,
  type KeptLegReason,
  type UnplacedLegReason,
} from '@domain/route-proposal-words';

/** The proposal names legs and drivers by id; the board already holds who and what they are. */
export interface ProposedLegView {
  id: string;
  /** Null when the leg has left the day since the proposal (cancelled, moved to another day). */
  leg: DispatchLeg | null;
  /** The planned pickup. */
  at: string | null;
  moved: boolean;
}

export interface ProposedLaneView {
  driverId: string;
  fullName: string | null;
  vehicleNumber: string | null;
  legs: ProposedLegView[];
  /** Only a lane that gains legs has anything to apply. */
  choosable: boolean;
  miles: number;
  minutes: number;
  /** The driver's planned legs on the board before the proposal; null in a proposal made before lanes carried it. */
  current: ProposalResult['current'] | null;
}

export interface UnplacedLegView {
  id: string;
  leg: DispatchLeg | null;
  reason: UnplacedLegReason;
  label: string;
}

/** Every leg the board shows on the day, by id: queued, in a lane or waiting for a call. */
export function legsById(day: DispatchDay): Map<string, DispatchLeg> {
  const legs = [...day.unassigned, ...day.willCallWaiting, ...day.lanes.flatMap((lane) => lane.legs)];
  return new Map(legs.map((leg) => [leg.id, leg]));
}

export function proposedLanes(result: ProposalResult, day: DispatchDay, legs = legsById(day)): ProposedLaneView[] {
  const drivers = new Map(day.lanes.map((lane) => [lane.driverId, lane]));
  return result.lanes.map((lane) => {
    const driver = drivers.get(lane.driverId);
    const moved = new Set(lane.movedJobIds);
    const pickups = new Map(lane.stops.filter((stop) => stop.kind === 'pickup').map((stop) => [stop.jobId, stop.at]));
    return {
      driverId: lane.driverId,
      fullName: driver?.fullName ?? null,
      vehicleNumber: driver?.vehicle?.number ?? null,
      legs: lane.jobIds.map((id) => ({
        id,
        leg: legs.get(id) ?? null,
        at: pickups.get(id) ?? null,
        moved: moved.has(id),
      })),
      choosable: lane.movedJobIds.length > 0,
      miles: lane.miles,
      minutes: lane.minutes,
      current: lane.current ?? null,
    };
  });
}

export function unplacedLegs(result: ProposalResult, day: DispatchDay, legs = legsById(day)): UnplacedLegView[] {
  return result.unplaced.map(({ jobId, reason }) => ({
    id: jobId,
    leg: legs.get(jobId) ?? null,
    reason,
    label: UNPLACED_REASON_LABELS[reason],
  }));
}

export interface KeptLegView {
  id: string;
  leg: DispatchLeg | null;
  driverName: string | null;
  reason: KeptLegReason;
  label: string;
}

/** Legs with a driver that the plan leaves out: they stay with that driver, each with why. */
export function keptLegs(result: ProposalResult, day: DispatchDay, legs = legsById(day)): KeptLegView[] {
  const names = new Map(day.lanes.map((lane) => [lane.driverId, lane.fullName]));
  return (result.kept ?? []).map(({ jobId, driverId, reason }) => ({
    id: jobId,
    leg: legs.get(jobId) ?? null,
    driverName: names.get(driverId) ?? null,
    reason,
    label: KEPT_REASON_LABELS[reason],
  }));
}

/** The queue's note under each leg the proposal left out, by leg id. */
export function unplacedReasons(result: ProposalResult | null | undefined): Map<string, string> {
  return new Map((result?.unplaced ?? []).map(({ jobId, reason }) => [jobId, UNPLACED_REASON_LABELS[reason]]));
}
