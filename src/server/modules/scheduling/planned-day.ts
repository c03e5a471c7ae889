import { judgeAssignment } from '../../../domain/assignment';
import { LEVELS_OF_SERVICE, type LevelOfService } from '../../../domain/level-of-service';
import type { Coordinates } from '../../../domain/place';
import type {
  KeptLeg,
  KeptLegReason,
  ProposalResult,
  proposalRequestSchema,
  UnplacedLeg,
} from '../../../domain/route-proposal';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { shiftsOn } from '../availability/service';
import { driverFacts, type DriverFacts } from '../jobs/service';
import { loadPolicies } from '../policies/service';
import { dayProblemOf, type DayLeg, type DayProblem, type ShiftDriver } from './day-problem';
import { dayLegRows, heldByInspection, type DayLegRow } from './proposal-repository';

/**
 * The day a proposal plans (docs/decisions/064-route-proposals.md), read from the board: the drivers on shift and
 * why others are left out, the legs in the plan, and every leg with a driver that stays out of it, with why.
 */

type ProposalRequest = z.output<typeof proposalRequestSchema>;

const dayAt = (date: string, clock: string, timeZone: string) =>
  new Date(zonedLocalToIso(`${date}T${clock}`, timeZone));
const point = (place: DayLegRow['pickupPlace']): Coordinates | null =>
  place && place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;

export interface Day {
  problem: DayProblem;
  /** The solver's minute 0: the start of the company day. */
  dayStartMs: number;
  /** Legs in the plan and their driver now. */
  legs: DayLeg[];
  origins: Record<string, string | null>;
  /** Free legs left out before solving, with why. */
  left: UnplacedLeg[];
  /** Legs with a driver that stay out of the plan (under way, their driver not planned, no place on the map). */
  kept: KeptLeg[];
  driversLeftOut: ProposalResult['driversLeftOut'];
  maxLegsPerDriver: number;
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

export async function readDay(db: Database, request: ProposalRequest, timeZone: string, now: Date): Promise<Day> {
  const { date, scope } = request;
  const dayStart = dayAt(date, '00:00', timeZone);
  const [shiftStart, shiftEnd] = [dayAt(date, request.shift.start, timeZone), dayAt(date, request.shift.end, timeZone)];
  const [rows, facts, held, policies] = await Promise.all([
    dayLegRows(db, date, timeZone),
    driverFacts(db, { drivers: request.driverIds ?? 'assignable', jobDay: date, timeZone }),
    heldByInspection(db, date),
    loadPolicies(db),
  ]);

  const shifts = await shiftsOn(db, { date, timeZone, drivers: facts.map((f) => f.driverId) });

  const drivers: ShiftDriver[] = [];
  const driversLeftOut: Day['driversLeftOut'] = [];
  for (const f of facts) {
    const { levels, reasons } = levelsFor(f, date, shiftStart);
    if (held.has(f.driverId)) reasons.push('inspection_failed');
    // A driver's own shift, within the hours the dispatcher plans (docs/decisions/117-availability.md); a driver
    // without one works the proposal's hours.
    const day = shifts.get(f.driverId);
    const own = day?.ownShift ? day.shift : { start: shiftStart, end: shiftEnd };
    const [from, to] = own
      ? [Math.max(own.start.getTime(), shiftStart.getTime()), Math.min(own.end.getTime(), shiftEnd.getTime())]
      : [0, 0];
    if (to <= from) reasons.push(day?.timeOff ? 'time_off' : 'off_shift');
    if (levels.length === 0 || held.has(f.driverId) || to <= from) {
      driversLeftOut.push({ driverId: f.driverId, reasons });
      continue;
    }
    // A leg under way holds its driver until its drop-off; nobody starts in the past.
    const busyUntil = rows
      .filter((r) => r.assignedDriverId === f.driverId && r.status === 'in_progress')
      .map((r) => r.dropoffTime!.getTime());
    const start = Math.max(from, now.getTime(), ...busyUntil);
    drivers.push({
      driverId: f.driverId,
      seats: f.vehicle!.ambulatorySeats,
      wheelchairs: f.vehicle!.wheelchairPositions,
      stretchers: f.vehicle!.stretcherPositions,
      levels,
      shiftStart: new Date(start),
      shiftEnd: new Date(to),
      // From home only when the route starts at the shift's start: once the day is under way the van is elsewhere.
      start: start === from ? point(day?.startPlace ?? null) : null,
      end: point(day?.endPlace ?? null),
    });
  }

  const onShift = new Set(drivers.map((d) => d.driverId));
  const legs: DayLeg[] = [];
  const kept: KeptLeg[] = [];
  for (const r of rows) {
    // Every leg the board has placed is either in the plan or named here with why it stays as it is.
    const keep = (reason: KeptLegReason) => kept.push({ jobId: r.id, driverId: r.assignedDriverId!, reason });
    if (r.status === 'in_progress') {
      if (r.assignedDriverId) keep('under_way');
      continue;
    }
    const stays = r.assignedDriverId !== null && scope === 'unassigned';
    if (stays && !onShift.has(r.assignedDriverId!)) {
      keep('driver_not_planned');
      continue;
    }
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
    legs.push(leg);
  }
  const maxLegsPerDriver = request.maxLegsPerDriver;
  const { problem, left } = dayProblemOf({
    legs,
    drivers,
    dayStart,
    onTimeWindowMinutes: policies.trip.onTimeWindowMinutes,
    timeZone,
    now,
    maxLegsPerDriver,
  });
  const origins = Object.fromEntries(
    rows.filter((r) => legs.some((l) => l.id === r.id)).map((r) => [r.id, r.assignedDriverId]),
  );
  return { problem, dayStartMs: dayStart.getTime(), legs, origins, left, kept, driversLeftOut, maxLegsPerDriver };
}
