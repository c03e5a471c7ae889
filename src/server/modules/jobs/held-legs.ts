import type { AssignmentFacts, AssignmentJob } from '../../../domain/assignment';
import type { LevelOfService } from '../../../domain/level-of-service';
import type { Database } from '../../db/client';
import { driverFacts } from './assignment-repository';

/** A leg some driver holds, as the board read it. */
export interface HeldLeg {
  id: string;
  assignedDriverId: string;
  levelOfService: LevelOfService;
  escortCount: number;
  /** Null for a will-call return not yet called. */
  pickupTime: string | null;
  dropoffTime: string | null;
}

/**
 * What the safe-assignment rules (docs/decisions/040-safe-assignment.md) need to judge again legs drivers already
 * hold, as things stand now: the day board marks the ones their driver can no longer take
 * (docs/decisions/051-day-board.md). One read of the facts for all the day's drivers (four queries), whatever the
 * number of legs. A leg whose driver record is gone has no facts (null).
 */
export async function heldLegFacts(
  db: Database,
  legs: readonly HeldLeg[],
  day: string,
  timeZone: string,
): Promise<Map<string, AssignmentFacts | null>> {
  const driverIds = [...new Set(legs.map((leg) => leg.assignedDriverId))];
  const facts = driverIds.length === 0 ? [] : await driverFacts(db, { drivers: driverIds, jobDay: day, timeZone });
  const byDriver = new Map(facts.map((f) => [f.driverId, f]));
  return new Map(
    legs.map((leg) => {
      const driver = byDriver.get(leg.assignedDriverId);
      if (!driver) return [leg.id, null];
      const timed = leg.pickupTime !== null && leg.dropoffTime !== null;
      // A will-call return has no time yet: judged on the driver, the vehicle and the papers alone, overlapping nothing
      // (as assertSafeAssignment judges it).
      const pickupTime = new Date(leg.pickupTime ?? `${day}T12:00:00Z`);
      const job: AssignmentJob = {
        id: leg.id,
        levelOfService: leg.levelOfService,
        escortCount: leg.escortCount,
        pickupTime,
        dropoffTime: timed ? new Date(leg.dropoffTime!) : pickupTime,
        pickup: null,
        dropoff: null,
      };
      return [
        leg.id,
        {
          job,
          jobDay: day,
          driverStatus: driver.status,
          vehicle: driver.vehicle,
          credentials: driver.credentials,
          otherJobs: timed ? driver.otherJobs : [],
        },
      ];
    }),
  );
}
