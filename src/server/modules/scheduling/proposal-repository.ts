import { and, asc, eq, gte, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, routeProposals, vehicleInspections } from '../../db/schema';
import { dayEnd, dayStart } from '../jobs/repository';

/** The day's timed legs that are not over, with what planning needs (will-call returns not yet called have no time). */
export function dayLegRows(db: Database, date: string, timeZone: string) {
  return db
    .select({
      id: jobs.id,
      status: jobs.status,
      assignedDriverId: jobs.assignedDriverId,
      levelOfService: jobs.levelOfService,
      escortCount: jobs.escortCount,
      pickupTime: jobs.pickupTime,
      dropoffTime: jobs.dropoffTime,
      appointmentTime: jobs.appointmentTime,
      pickupPlace: jobs.pickupPlace,
      dropoffPlace: jobs.dropoffPlace,
    })
    .from(jobs)
    .where(
      and(
        gte(jobs.pickupTime, dayStart(date, timeZone)),
        lt(jobs.pickupTime, dayEnd(date, timeZone)),
        isNotNull(jobs.dropoffTime),
        notInArray(jobs.status, ['completed', 'cancelled', 'no_show']),
      ),
    )
    .orderBy(asc(jobs.pickupTime), asc(jobs.id));
}
export type DayLegRow = Awaited<ReturnType<typeof dayLegRows>>[number];

/** Drivers whose inspection of the day found a fault nobody has cleared: they may not start. */
export async function heldByInspection(db: Database, date: string): Promise<Set<string>> {
  const rows = await db
    .select({ driverId: vehicleInspections.driverId, clearedAt: vehicleInspections.clearedAt })
    .from(vehicleInspections)
    .where(and(eq(vehicleInspections.serviceDate, date), eq(vehicleInspections.failed, true)));
  return new Set(rows.filter((r) => r.clearedAt === null).map((r) => r.driverId));
}

export type ProposalRow = typeof routeProposals.$inferSelect;

export async function proposalById(db: Database, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(routeProposals).where(eq(routeProposals.id, id)).limit(1);
  return row;
}
