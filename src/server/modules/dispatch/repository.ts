import { and, asc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ASSIGNABLE_DRIVER_STATUSES } from '../../../domain/job';
import type { Database } from '../../db/client';
import { dayEnd, dayStart } from '../../db/day-bounds';
import { drivers, jobs, vehicleInspections, vehicles } from '../../db/schema';
import { listColumns } from '../jobs/service';

const outbound = alias(jobs, 'outbound');
// The map's dot for a leg: read from the stored place, not the whole place sent.
const boardColumns = {
  ...listColumns,
  pickupLat: sql<number | null>`(${jobs.pickupPlace}->>'lat')::float8`,
  pickupLng: sql<number | null>`(${jobs.pickupPlace}->>'lng')::float8`,
};
export type BoardLegRow = Awaited<ReturnType<typeof boardLegs>>['dayLegs'][number];

/** Off the board: neither waiting for a driver nor on a lane's work. */
export const OFF_THE_BOARD = ['cancelled', 'no_show'] as const;

/**
 * The board's legs of a day on the company's clock (docs/decisions/051-day-board.md): those picked up that day, by
 * pickup time, and the will-call returns of that day's trips still waiting for their rider. Two reads, each on an
 * index.
 */
export async function boardLegs(db: Database, date: string, timeZone: string) {
  const [start, end] = [dayStart(date, timeZone), dayEnd(date, timeZone)];
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
  return { dayLegs, waiting };
}

/**
 * A lane for each driver who may take work, or who holds one of the day's legs (`holders`), by name: their vehicle
 * and the day's inspection, in one read.
 */
export function laneDrivers(db: Database, date: string, holders: readonly string[]) {
  return db
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
        holders.length ? inArray(drivers.id, [...holders]) : undefined,
      ),
    )
    .orderBy(asc(drivers.fullName), asc(drivers.id));
}
