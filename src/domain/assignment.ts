import { z } from 'zod';
import {
  credentialState,
  DEFAULT_CREDENTIAL_POLICY,
  requiredCredentials,
  type CredentialFacts,
  type CredentialPolicy,
} from './credential';
import { isIsoDateTime } from './dates';
import { ASSIGNABLE_DRIVER_STATUSES, jobFields } from './job';
import type { LevelOfService } from './level-of-service';
import { placeInput, type Coordinates } from './place';
import type { DriverStatus } from './statuses';
import type { LiftOrRamp, VehicleDocumentKind, VehicleStatus } from './vehicle';

// The reasons and their words live apart from the schemas, so the day board names them without loading zod
// (docs/performance.md, "Staff screens on a phone").
export * from './assignment-words';

// Safe assignment (docs/decisions/040-safe-assignment.md): the checks an operator makes before giving a driver a
// job, judged on the job's date. Pure, so the job form, the candidate list and the server give the same answer.

export interface AssignmentJob {
  id?: string | undefined;
  levelOfService: LevelOfService;
  escortCount: number;
  pickupTime: Date;
  dropoffTime: Date;
  pickup: Coordinates | null;
  dropoff: Coordinates | null;
}

export interface AssignmentVehicle {
  status: VehicleStatus;
  ambulatorySeats: number;
  wheelchairPositions: number;
  stretcherPositions: number;
  liftOrRamp: LiftOrRamp;
  documents: readonly { kind: VehicleDocumentKind; expiresOn: string }[];
}

export interface AssignmentFacts {
  job: AssignmentJob;
  /** The job's day on the company's calendar (YYYY-MM-DD): credentials and documents are judged on it. */
  jobDay: string;
  driverStatus: DriverStatus;
  vehicle: AssignmentVehicle | null;
  credentials: readonly CredentialFacts[];
  /** The driver's other jobs that are not over (pending, accepted, in progress), any day. */
  otherJobs: readonly AssignmentJob[];
  policy?: CredentialPolicy;
}

interface Load {
  seats: number;
  wheelchairs: number;
  stretchers: number;
}

/** What one job takes of a vehicle: the rider's place and a seat for each escort. */
function loadOf(job: AssignmentJob): Load {
  return {
    seats: job.escortCount + (job.levelOfService === 'ambulatory' ? 1 : 0),
    wheelchairs: job.levelOfService === 'wheelchair' ? 1 : 0,
    stretchers: job.levelOfService === 'stretcher' ? 1 : 0,
  };
}

function carries(vehicle: AssignmentVehicle, level: LevelOfService): boolean {
  if (level === 'wheelchair') return vehicle.wheelchairPositions > 0;
  if (level === 'stretcher') return vehicle.stretcherPositions > 0;
  return vehicle.ambulatorySeats > 0;
}

const overlaps = (a: AssignmentJob, b: AssignmentJob) => a.pickupTime < b.dropoffTime && b.pickupTime < a.dropoffTime;

/**
 * True when, at every moment of the job, it and the driver's overlapping jobs fit the vehicle together: riders may
 * share a ride within capacity. The load only grows when a job starts, so the job's start and each later start
 * inside it are the moments to check.
 */
export function fitsVehicle(job: AssignmentJob, others: readonly AssignmentJob[], vehicle: AssignmentVehicle): boolean {
  const sharing = others.filter((o) => overlaps(o, job));
  const moments = [job.pickupTime, ...sharing.map((o) => o.pickupTime).filter((t) => t > job.pickupTime)];
  return moments.every((t) => {
    const onBoard = [job, ...sharing.filter((o) => o.pickupTime <= t && t < o.dropoffTime)].map(loadOf);
    const total = onBoard.reduce((a, b) => ({
      seats: a.seats + b.seats,
      wheelchairs: a.wheelchairs + b.wheelchairs,
      stretchers: a.stretchers + b.stretchers,
    }));
    return (
      total.seats <= vehicle.ambulatorySeats &&
      total.wheelchairs <= vehicle.wheelchairPositions &&
      total.stretchers <= vehicle.stretcherPositions
    );
  });
}

/** The vehicle documents this vehicle must carry. */
export function requiredVehicleDocuments(vehicle: Pick<AssignmentVehicle, 'liftOrRamp'>): VehicleDocumentKind[] {
  return vehicle.liftOrRamp === 'none'
    ? ['registration', 'insurance', 'inspection']
    : ['registration', 'insurance', 'inspection', 'lift_ramp_inspection'];
}

/** Every rule the assignment breaks, as `reasons` codes (kind-specific codes read `credential_expired:pass`). Empty: safe. */
export function judgeAssignment(facts: AssignmentFacts): string[] {
  const { job, jobDay, vehicle } = facts;
  const reasons: string[] = [];
  if (!(ASSIGNABLE_DRIVER_STATUSES as readonly DriverStatus[]).includes(facts.driverStatus))
    reasons.push('driver_status');
  if (!vehicle) {
    reasons.push('no_vehicle');
  } else {
    if (vehicle.status !== 'active') reasons.push('vehicle_out_of_service');
    if (!carries(vehicle, job.levelOfService)) reasons.push('level_of_service');
    else if (
      !fitsVehicle(
        job,
        facts.otherJobs.filter((o) => o.id === undefined || o.id !== job.id),
        vehicle,
      )
    )
      reasons.push('capacity');
  }
  const policy = facts.policy ?? DEFAULT_CREDENTIAL_POLICY;
  for (const kind of requiredCredentials(job.levelOfService, policy)) {
    const state = credentialState(facts.credentials, kind, jobDay, policy);
    if (state === 'expired') reasons.push(`credential_expired:${kind}`);
    else if (state === 'missing' || state === 'unverified') reasons.push(`credential_missing:${kind}`);
  }
  if (vehicle) {
    for (const kind of requiredVehicleDocuments(vehicle)) {
      const latest = vehicle.documents
        .filter((d) => d.kind === kind)
        .reduce<string | null>((a, d) => (a === null || d.expiresOn > a ? d.expiresOn : a), null);
      if (latest === null) reasons.push(`vehicle_document_missing:${kind}`);
      else if (latest < jobDay) reasons.push(`vehicle_document_expired:${kind}`);
    }
  }
  return reasons;
}

/**
 * `tight_connection` when the driver cannot get from the previous drop-off to this pickup, or from this drop-off
 * to the next pickup, in the time between them by the travel estimate. A warning, not a refusal: the dispatcher
 * may know better (the riders share a building, the earlier trip runs early).
 */
export function connectionWarnings(
  job: AssignmentJob,
  others: readonly AssignmentJob[],
  travelMinutes: (from: Coordinates, to: Coordinates, departAt: Date) => number,
): string[] {
  const rest = others.filter((o) => o.id === undefined || o.id !== job.id);
  const before = rest.filter((o) => o.dropoffTime <= job.pickupTime).sort((a, b) => +b.dropoffTime - +a.dropoffTime)[0];
  const after = rest.filter((o) => o.pickupTime >= job.dropoffTime).sort((a, b) => +a.pickupTime - +b.pickupTime)[0];
  const tooTight = (from: AssignmentJob | undefined, to: AssignmentJob | undefined) =>
    !!from?.dropoff &&
    !!to?.pickup &&
    +from.dropoffTime + travelMinutes(from.dropoff, to.pickup, from.dropoffTime) * 60_000 > +to.pickupTime;
  return tooTight(before, job) || tooTight(job, after) ? ['tight_connection'] : [];
}

/** One driver in GET /api/jobs/{id}/candidates. */
export const candidateResponse = z
  .object({
    driverId: z.guid(),
    fullName: z.string(),
    vehicleNumber: z.string().nullable().describe("The driver's current vehicle, null when none is set"),
    eligible: z.boolean().describe('True when no rule refuses this driver for the job'),
    reasons: z
      .array(z.string())
      .describe('The rules broken, as in a 422 refusal (credential_expired:pass, capacity, …); empty when eligible'),
    warnings: z.array(z.string()).describe('Not refusals: tight_connection, outside_shift'),
    addedMiles: z
      .number()
      .nullable()
      .describe("Road miles the job adds to the driver's day; null with no other job that day or no coordinates"),
    addedMinutes: z.number().nullable().describe('Minutes the job adds, by the same estimate'),
  })
  .describe('A driver who might take the job');
export type Candidate = z.infer<typeof candidateResponse>;

export const candidatesResponse = z
  .object({ items: z.array(candidateResponse) })
  .describe(
    'Approved and active drivers: eligible first, then on shift first, then by added miles (unknown last), then by name',
  );
export type Candidates = z.infer<typeof candidatesResponse>;

/**
 * POST /api/jobs/candidates: a job not saved yet (Create New Job), judged as a saved one is. What the rules read
 * and nothing else: how the rider travels, when, and (for the added driving) where; the places may be left out
 * while the dispatcher is still typing them.
 */
export const candidateDraftSchema = z
  .object({
    levelOfService: jobFields.shape.levelOfService,
    escortCount: jobFields.shape.escortCount,
    pickupTime: jobFields.shape.pickupTime,
    dropoffTime: jobFields.shape.dropoffTime,
    pickupPlace: placeInput('Pickup')
      .nullish()
      .describe('Left out or null while not known: the added driving is then unknown'),
    dropoffPlace: placeInput('Dropoff').nullish().describe('Left out or null while not known'),
  })
  .refine((v) => Date.parse(v.dropoffTime) > Date.parse(v.pickupTime), {
    message: 'Dropoff time must be after pickup time',
    path: ['dropoffTime'],
    when: ({ value }) => {
      const v = value as { pickupTime?: unknown; dropoffTime?: unknown } | undefined;
      return [v?.pickupTime, v?.dropoffTime].every((t) => typeof t === 'string' && isIsoDateTime(t));
    },
  })
  .describe('The job as typed so far');
export type CandidateDraft = z.output<typeof candidateDraftSchema>;
export type CandidateDraftInput = z.input<typeof candidateDraftSchema>;
