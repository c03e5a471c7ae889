import { and, asc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayIn } from '../../../domain/dates';
import {
  legTiming,
  MOVABLE_LEG_STATUSES,
  needsDriver,
  strandedReasons,
  type DispatchDay,
  type DispatchLeg,
} from '../../../domain/dispatch';
import { ASSIGNABLE_DRIVER_STATUSES } from '../../../domain/job';
import type { TripPolicy } from '../../../domain/trip';
import type { Database } from '../../db/client';
import { drivers, jobs, vehicleInspections, vehicles } from '../../db/schema';
import { faultsOf } from '../../../domain/inspection-items';
import { statusOf } from '../inspections/repository';
import { heldLegFacts, type HeldLeg } from '../jobs/held-legs';
import { dayEnd, dayStart, listColumns, toJobListItem } from '../jobs/repository';

const outbound = alias(jobs, 'outbound');
// The map's dot for a leg: read from the stored place, not the whole place sent.
const boardColumns = {
  ...listColumns,
  pickupLat: sql<number | null>`(${jobs.pickupPlace}->>'lat')::float8`,
  pickupLng: sql<number | null>`(${jobs.pickupPlace}->>'lng')::float8`,
};
const OFF_THE_BOARD = ['cancelled', 'no_show'] as const;

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
  const [start, end] = [dayStart(date, options.timeZone), dayEnd(date, options.timeZone)];

  const dayLegs = await db
    .select(boardColumns)
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .where(and(gte(jobs.pickupTime, start), lt(jobs.pickupTime, end)))
    .orderBy(asc(jobs.pickupTime), asc(jobs.id));
  const waiting = await db
    .select(boardColumns)
    .from(jobs)
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .innerJoin(outbound, eq(outbound.id, jobs.returnOfJobId))
    .where(
      and(
        eq(jobs.willCall, true),
        isNull(jobs.pickupTime),
        notInArray(jobs.status, [...OFF_THE_BOARD, 'completed']),
        gte(outbound.pickupTime, start),
        lt(outbound.pickupTime, end),
      ),
    )
    .orderBy(asc(outbound.pickupTime), asc(jobs.id));

  const listed = [...dayLegs, ...waiting].map(toJobListItem);
  // Legs drivers hold are judged again by the safe-assignment rules as things stand now (a van out of service, a
  // driver suspended, a lapsed credential): the ones their driver can no longer take need another.
  const held = listed.filter(
    (leg): leg is typeof leg & HeldLeg => leg.assignedDriverId !== null && MOVABLE_LEG_STATUSES.includes(leg.status),
  );
  const facts = await heldLegFacts(db, held, date, options.timeZone);
  const read = (row: (typeof dayLegs)[number]): DispatchLeg => {
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
  const laneDrivers = await db
    .select({
      id: drivers.id,
      fullName: drivers.fullName,
      status: drivers.status,
      vehicleId: vehicles.id,
      number: vehicles.number,
      ambulatorySeats: vehicles.ambulatorySeats,
      wheelchairPositions: vehicles.wheelchairPositions,
      stretcherPositions: vehicles.stretcherPositions,
      inspection: {
        id: vehicleInspections.id,
        items: vehicleInspections.items,
        failed: vehicleInspections.failed,
        clearedAt: vehicleInspections.clearedAt,
        notes: vehicleInspections.notes,
        odometer: vehicleInspections.odometer,
      },
    })
    .from(drivers)
    .leftJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .leftJoin(
      vehicleInspections,
      and(eq(vehicleInspections.driverId, drivers.id), eq(vehicleInspections.serviceDate, date)),
    )
    .where(
      or(
        inArray(drivers.status, [...ASSIGNABLE_DRIVER_STATUSES]),
        holders.length ? inArray(drivers.id, holders) : undefined,
      ),
    )
    .orderBy(asc(drivers.fullName), asc(drivers.id));

  const unassigned = legs.filter(
    (leg) => leg.assignedDriverId === null && !(OFF_THE_BOARD as readonly string[]).includes(leg.status),
  );
  const stranded = [...legs, ...willCalls].filter((leg) => leg.strandedReasons.length > 0);
  return {
    date,
    now: now.toISOString(),
    lanes: laneDrivers.map((d) => ({
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
            status: statusOf(d.inspection),
            faults: faultsOf(d.inspection.items),
            notes: d.inspection.notes,
            odometer: d.inspection.odometer,
          }
        : null,
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
