import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drivers, jobs, riders, vehicles } from '../../db/schema';

/**
 * What a leg's trip log and a driver's day manifest print besides the legs and their proof
 * (docs/decisions/056-proof-of-service.md, docs/decisions/060-day-manifest.md): the driver, their van, the riders'
 * needs and the places of the legs whose miles are estimated.
 */

/** The driver of a trip log, with the vehicle they drive now. */
export async function driverOfLog(
  db: Database,
  driverId: string,
): Promise<{ fullName: string; vehicleId: string | null } | undefined> {
  const [driver] = await db
    .select({ fullName: drivers.fullName, vehicleId: drivers.vehicleId })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  return driver;
}

/** The driver of a day manifest, with the number and plate of their van (null without one). */
export async function driverOfManifest(db: Database, driverId: string) {
  const [driver] = await db
    .select({ fullName: drivers.fullName, number: vehicles.number, plate: vehicles.plate })
    .from(drivers)
    .leftJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .where(eq(drivers.id, driverId));
  return driver;
}

/** What the driver must bring or do for each of these riders: one query, whatever the day's size. */
export async function riderNeedsOf(db: Database, riderIds: readonly string[]) {
  if (riderIds.length === 0) return [];
  return db
    .select({
      id: riders.id,
      oxygen: riders.oxygen,
      serviceAnimal: riders.serviceAnimal,
      doorThroughDoor: riders.doorThroughDoor,
      bariatric: riders.bariatric,
    })
    .from(riders)
    .where(inArray(riders.id, [...riderIds]));
}

/** The stored places of these legs, which travel estimates their loaded miles from. */
export async function placesOfLegs(db: Database, jobIds: readonly string[]) {
  if (jobIds.length === 0) return [];
  return db
    .select({ id: jobs.id, pickupPlace: jobs.pickupPlace, dropoffPlace: jobs.dropoffPlace })
    .from(jobs)
    .where(inArray(jobs.id, [...jobIds]));
}
