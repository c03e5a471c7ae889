import { todayIn } from '../../../domain/dates';
import {
  legTiming,
  MOVABLE_LEG_STATUSES,
  needsDriver,
  strandedReasons,
  type DispatchDay,
  type DispatchLane,
  type DispatchLeg,
} from '../../../domain/dispatch';
import { faultsOf, inspectionStatusOf } from '../../../domain/inspection-items';
import type { TripPolicy } from '../../../domain/trip';
import type { Database } from '../../db/client';
import { clocksOn, shiftsOn, type DriverDay } from '../availability/service';
import { heldLegFacts, type HeldLeg } from '../jobs/held-legs';
import { toJobListItem } from '../jobs/service';
import { boardLegs, laneDrivers, OFF_THE_BOARD, type BoardLegRow } from './repository';

/**
 * One day as the dispatcher's board shows it (docs/decisions/051-day-board.md): a lane per driver who may take
 * work or holds a leg that day, with their legs by pickup time; the legs nobody has; and the will-call returns of
 * the day's trips still waiting for their rider. Legs whose driver can no longer take them are marked, listed and
 * counted with the queue. Three reads, each on an index, and the four of the drivers' facts, whatever the day's size.
 */
export async function dispatchDay(
  db: Database,
  options: { date?: string | undefined; timeZone: string; policy: Pick<TripPolicy, 'onTimeWindowMinutes'>; now?: Date },
): Promise<DispatchDay> {
  const now = options.now ?? new Date();
  const date = options.date ?? todayIn(options.timeZone, now);
  const { dayLegs, waiting } = await boardLegs(db, date, options.timeZone);

  const listed = [...dayLegs, ...waiting].map(toJobListItem);
  // Legs drivers hold are judged again by the safe-assignment rules as things stand now (a van out of service, a
  // driver suspended, a lapsed credential): the ones their driver can no longer take need another.
  const held = listed.filter(
    (leg): leg is typeof leg & HeldLeg => leg.assignedDriverId !== null && MOVABLE_LEG_STATUSES.includes(leg.status),
  );
  const facts = await heldLegFacts(db, held, date, options.timeZone);
  const read = (row: BoardLegRow): DispatchLeg => {
    const leg = toJobListItem(row);
    const pickupLocation =
      row.pickupLat !== null && row.pickupLng !== null
        ? { lat: Number(row.pickupLat), lng: Number(row.pickupLng) }
        : null;
    const stranded = strandedReasons(leg, facts.get(leg.id) ?? null);
    return {
      ...leg,
      timing: legTiming(leg, now, options.policy),
      pickupLocation,
      needsDriver: needsDriver(leg, stranded),
      strandedReasons: stranded,
    };
  };
  const legs = dayLegs.map(read);
  const willCalls = waiting.map(read);
  const holders = [...new Set(legs.flatMap((leg) => (leg.assignedDriverId ? [leg.assignedDriverId] : [])))];
  const lanes = await laneDrivers(db, date, holders);
  const [shifts, clocks] = await Promise.all([
    shiftsOn(db, { date, timeZone: options.timeZone, drivers: lanes.map((d) => d.id) }),
    clocksOn(
      db,
      lanes.map((d) => d.id),
      date,
    ),
  ]);

  const unassigned = legs.filter(
    (leg) => leg.assignedDriverId === null && !(OFF_THE_BOARD as readonly string[]).includes(leg.status),
  );
  const stranded = [...legs, ...willCalls].filter((leg) => leg.strandedReasons.length > 0);
  return {
    date,
    now: now.toISOString(),
    lanes: lanes.map((d) => ({
      driverId: d.id,
      fullName: d.fullName,
      status: d.status,
      vehicle: d.vehicleId
        ? {
            id: d.vehicleId,
            number: d.number!,
            ambulatorySeats: d.ambulatorySeats!,
            wheelchairPositions: d.wheelchairPositions!,
            stretcherPositions: d.stretcherPositions!,
          }
        : null,
      legs: legs.filter((leg) => leg.assignedDriverId === d.id),
      inspection: d.inspection
        ? {
            id: d.inspection.id,
            status: inspectionStatusOf(d.inspection),
            faults: faultsOf(d.inspection.items),
            notes: d.inspection.notes,
            odometer: d.inspection.odometer,
          }
        : null,
      ...laneShift(shifts.get(d.id)),
      clock: laneClock(clocks.get(d.id)),
    })),
    unassigned,
    stranded,
    queue: {
      unassigned: unassigned.length,
      stranded: stranded.length,
      needsDriver: unassigned.length + stranded.length,
    },
    willCallWaiting: willCalls,
  };
}

/** The lane's shift as the board shades it (docs/decisions/117-availability.md). */
function laneShift(day: DriverDay | undefined): Pick<DispatchLane, 'shift' | 'timeOff'> {
  const shift = day ? day.shift : null;
  return {
    shift: shift ? { start: shift.start.toISOString(), end: shift.end.toISOString() } : null,
    timeOff: day?.timeOff ?? false,
  };
}

function laneClock(clock: { clockedInAt: Date; clockedOutAt: Date | null } | undefined): DispatchLane['clock'] {
  return clock ? { in: clock.clockedInAt.toISOString(), out: clock.clockedOutAt?.toISOString() ?? null } : null;
}
