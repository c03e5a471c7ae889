import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AssignmentJob, AssignmentVehicle } from '../../../domain/assignment';
import type { CredentialFacts } from '../../../domain/credential';
import type { DriverStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { driverCredentials, drivers, jobs, vehicleDocuments, vehicles, type JobRow } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Tx | Database;

/** What safe assignment needs to know of one driver (docs/decisions/040-safe-assignment.md). */
export interface DriverFacts {
  driverId: string;
  fullName: string;
  status: DriverStatus;
  vehicleNumber: string | null;
  vehicle: AssignmentVehicle | null;
  credentials: CredentialFacts[];
  /** Jobs not over (pending, accepted, in progress) with a pickup from the day before the job's day to the day after. */
  otherJobs: AssignmentJob[];
}

/** Not final: a job the driver still has to drive. */
const OPEN_JOB_STATUSES = ['pending', 'accepted', 'in_progress'] as const;

const point = (place: JobRow['pickupPlace']) =>
  place && place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;

type TimedRow = Pick<JobRow, 'id' | 'levelOfService' | 'escortCount' | 'pickupPlace' | 'dropoffPlace'> & {
  pickupTime: Date;
  dropoffTime: Date;
};

/** Whether the job has its times: a will-call return has none until the rider is ready. */
export const isTimed = <T extends Pick<JobRow, 'pickupTime' | 'dropoffTime'>>(
  row: T,
): row is T & { pickupTime: Date; dropoffTime: Date } => row.pickupTime !== null && row.dropoffTime !== null;

/** A stored job with its times as the rules see it. */
export function assignmentJobOf(row: TimedRow): AssignmentJob {
  return {
    id: row.id,
    levelOfService: row.levelOfService,
    escortCount: row.escortCount,
    pickupTime: row.pickupTime,
    dropoffTime: row.dropoffTime,
    pickup: point(row.pickupPlace),
    dropoff: point(row.dropoffPlace),
  };
}

/** The company day's bounds widened by a day each side, as instants (the job list's day, docs/decisions/031). */
const fromDay = (day: string, timeZone: string) => sql`(((${day}::date - 1))::timestamp at time zone ${timeZone})`;
const untilDay = (day: string, timeZone: string) => sql`(((${day}::date + 2))::timestamp at time zone ${timeZone})`;

export interface FactsQuery {
  /** The drivers to judge; `'assignable'` reads every approved or active driver (the candidate list). */
  drivers: readonly string[] | 'assignable';
  jobDay: string;
  timeZone: string;
  /** Lock the drivers' rows until the transaction ends, so two assignments to one driver are judged one after the other. */
  lock?: boolean;
}

/**
 * The facts for many drivers in four queries (drivers with their vehicles, the vehicles' documents, credentials,
 * open jobs around the day), however many drivers there are: the candidate list judges a few hundred at once.
 */
export async function driverFacts(db: Reader, query: FactsQuery): Promise<DriverFacts[]> {
  const base = db
    .select({
      driverId: drivers.id,
      fullName: drivers.fullName,
      status: drivers.status,
      vehicleId: vehicles.id,
      vehicleNumber: vehicles.number,
      vehicleStatus: vehicles.status,
      ambulatorySeats: vehicles.ambulatorySeats,
      wheelchairPositions: vehicles.wheelchairPositions,
      stretcherPositions: vehicles.stretcherPositions,
      liftOrRamp: vehicles.liftOrRamp,
    })
    .from(drivers)
    .leftJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .where(
      query.drivers === 'assignable'
        ? inArray(drivers.status, ['approved', 'active'])
        : inArray(drivers.id, [...query.drivers]),
    )
    .orderBy(asc(drivers.id));
  const rows = query.lock ? await base.for('update', { of: drivers }) : await base;
  if (rows.length === 0) return [];

  const driverIds = rows.map((r) => r.driverId);
  const vehicleIds = [...new Set(rows.flatMap((r) => (r.vehicleId ? [r.vehicleId] : [])))];
  // One after the other, not side by side: inside an assignment's transaction all of them go down its one
  // PostgreSQL connection, where a query sent before the last has answered is queued and deprecated (pg@9 drops it).
  const documents =
    vehicleIds.length === 0
      ? []
      : await db
          .select({
            vehicleId: vehicleDocuments.vehicleId,
            kind: vehicleDocuments.kind,
            expiresOn: vehicleDocuments.expiresOn,
          })
          .from(vehicleDocuments)
          .where(inArray(vehicleDocuments.vehicleId, vehicleIds));
  const credentials = await db
    .select({
      driverId: driverCredentials.driverId,
      kind: driverCredentials.kind,
      issuedOn: driverCredentials.issuedOn,
      expiresOn: driverCredentials.expiresOn,
      verifiedAt: driverCredentials.verifiedAt,
    })
    .from(driverCredentials)
    .where(inArray(driverCredentials.driverId, driverIds));
  const openJobs = await db
    .select({
      id: jobs.id,
      driverId: jobs.assignedDriverId,
      levelOfService: jobs.levelOfService,
      escortCount: jobs.escortCount,
      pickupTime: jobs.pickupTime,
      dropoffTime: jobs.dropoffTime,
      pickupPlace: jobs.pickupPlace,
      dropoffPlace: jobs.dropoffPlace,
    })
    .from(jobs)
    .where(
      and(
        inArray(jobs.assignedDriverId, driverIds),
        inArray(jobs.status, [...OPEN_JOB_STATUSES]),
        gte(jobs.pickupTime, fromDay(query.jobDay, query.timeZone)),
        lt(jobs.pickupTime, untilDay(query.jobDay, query.timeZone)),
      ),
    );

  const documentsOf = groupBy(documents, (d) => d.vehicleId);
  const credentialsOf = groupBy(credentials, (c) => c.driverId);
  const jobsOf = groupBy(openJobs, (j) => j.driverId ?? '');
  return rows.map((r) => ({
    driverId: r.driverId,
    fullName: r.fullName,
    status: r.status,
    vehicleNumber: r.vehicleNumber,
    vehicle:
      r.vehicleId === null
        ? null
        : {
            status: r.vehicleStatus!,
            ambulatorySeats: r.ambulatorySeats!,
            wheelchairPositions: r.wheelchairPositions!,
            stretcherPositions: r.stretcherPositions!,
            liftOrRamp: r.liftOrRamp!,
            documents: documentsOf.get(r.vehicleId) ?? [],
          },
    credentials: credentialsOf.get(r.driverId) ?? [],
    otherJobs: (jobsOf.get(r.driverId) ?? []).filter(isTimed).map(assignmentJobOf),
  }));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** A job as stored, for the candidate list. */
export async function jobRowById(db: Reader, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}
