import { and, asc, desc, eq, gte, isNotNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, routeProposals, vehicleInspections } from '../../db/schema';
import { dayEnd, dayStart } from '../../db/day-bounds';

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

/** The day's newest proposal, whatever became of it. */
export async function newestProposalOf(db: Database, date: string): Promise<ProposalRow | undefined> {
  const [row] = await db
    .select()
    .from(routeProposals)
    .where(eq(routeProposals.serviceDate, date))
    .orderBy(desc(routeProposals.createdAt))
    .limit(1);
  return row;
}

/** Drops a proposal and the older ones of its day, which it had replaced; false when there was none. */
export async function deleteProposal(db: Database, id: string): Promise<boolean> {
  // Compared in SQL: the stored time has microseconds, which a JavaScript date would cut.
  const day = sql`(select service_date from route_proposals where id = ${id})`;
  const at = sql`(select created_at from route_proposals where id = ${id})`;
  const rows = await db
    .delete(routeProposals)
    .where(and(eq(routeProposals.serviceDate, day), lte(routeProposals.createdAt, at)))
    .returning({ id: routeProposals.id });
  return rows.length > 0;
}
