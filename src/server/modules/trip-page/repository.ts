import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { driverPositions, drivers, jobs, riders, tripLinks, vehicles } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

export async function insertLink(tx: Tx | Database, jobId: string, tokenHash: string): Promise<void> {
  await tx.insert(tripLinks).values({ jobId, tokenHash });
}

/** The leg a link's hash opens, with only the columns its page may show or needs to decide. */
export async function legOfLink(db: Reader, tokenHash: string) {
  const [row] = await db
    .select({
      linkCreatedAt: tripLinks.createdAt,
      jobId: jobs.id,
      status: jobs.status,
      leg: jobs.leg,
      pickupTime: jobs.pickupTime,
      pickupAddress: jobs.pickupAddress,
      pickupPlace: jobs.pickupPlace,
      arrivedAt: jobs.arrivedAt,
      pickedUpAt: jobs.pickedUpAt,
      completedAt: jobs.completedAt,
      cancelledAt: jobs.cancelledAt,
      noShowAt: jobs.noShowAt,
      assignedDriverId: jobs.assignedDriverId,
      driverName: drivers.fullName,
      // Flat: a nested object of a left-joined table comes back null when any of its columns is (a van with no colour).
      vehicleColour: vehicles.colour,
      vehicleMake: vehicles.make,
      vehicleModel: vehicles.model,
      vehiclePlate: vehicles.plate,
      language: riders.language,
    })
    .from(tripLinks)
    .innerJoin(jobs, eq(jobs.id, tripLinks.jobId))
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .leftJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .leftJoin(riders, eq(riders.id, jobs.riderId))
    .where(eq(tripLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The leg's driver's latest position sent for this leg. */
export async function latestPosition(db: Reader, jobId: string, driverId: string) {
  const [row] = await db
    .select({ lat: driverPositions.lat, lng: driverPositions.lng, recordedAt: driverPositions.recordedAt })
    .from(driverPositions)
    .where(and(eq(driverPositions.driverId, driverId), eq(driverPositions.jobId, jobId)))
    .orderBy(desc(driverPositions.recordedAt))
    .limit(1);
  return row;
}
