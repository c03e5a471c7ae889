import { eq } from 'drizzle-orm';
import {
  connectionWarnings,
  judgeAssignment,
  reasonText,
  type AssignmentJob,
  type Candidate,
  type CandidateDraft,
} from '../../../domain/assignment';
import { todayIn } from '../../../domain/dates';
import { assignmentChanged } from '../../../domain/job-edit';
import type { Coordinates } from '../../../domain/place';
import { addedTravel, type Travel } from '../../../domain/added-travel';
import { outsideShift } from '../../../domain/shift';
import { estimateTravel, exactTravel } from '../../../domain/travel';
import type { Database } from '../../db/client';
import { drivers, type JobRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { storedPlace } from '../../stored-place';
import { shiftsOn } from '../availability/service';
import { assignmentJobOf, driverFacts, isTimed, jobRowById, type DriverFacts } from './assignment-repository';

/**
 * Safe assignment on every path that assigns a driver (docs/decisions/040-safe-assignment.md): the job is judged
 * as written, inside the transaction that writes it, with the driver's row locked so two assignments to one
 * driver are judged one after the other.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Tx | Database;

export const REFUSAL_MESSAGE = 'This driver cannot take this job';

export function refusal(reasons: readonly string[]): HttpError {
  return new HttpError(422, REFUSAL_MESSAGE, { assignedDriverId: reasonText(reasons[0]!) }, undefined, reasons);
}

/** The job's day on the company's calendar: the day of its pickup (as the job list filters, docs/decisions/031). */
export const jobDayOf = (pickupTime: Date, timeZone: string) => todayIn(timeZone, pickupTime);

/**
 * The day a job is judged for. A will-call return waiting for its rider has no pickup time: it is judged for its
 * appointment's day (else today), on the driver's standing, vehicle and credentials only, since when it will run
 * is not known yet (docs/decisions/047-legs-returns-cancellations.md).
 */
const dayOfRow = (row: JobRow, timeZone: string) =>
  jobDayOf(row.pickupTime ?? row.appointmentTime ?? new Date(), timeZone);

/**
 * Locks the driver's row before the job is written, and refuses a driver who does not exist (the job's foreign
 * key would otherwise fail as a server error). The rules are judged after the write by assertSafeAssignment.
 */
export async function holdDriver(tx: Tx, driverId: string | null | undefined): Promise<void> {
  if (!driverId) return;
  const [row] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .for('update')
    .limit(1);
  if (!row) throw refusal(['driver_status']);
}

/**
 * An edit is judged again only when what the rules read changed: the driver, the times, the level of service or
 * the escorts (assignmentChanged in src/domain/job-edit.ts). A new rate, payer or notes on an assigned job is not
 * judged again, so a driver whose PASS lapsed, or whose van changed, since can still have yesterday's trip billed.
 */
export const needsJudging = (before: JobRow | undefined, after: JobRow): boolean => assignmentChanged(before, after);

function judge(job: AssignmentJob, jobDay: string, facts: DriverFacts): string[] {
  return judgeAssignment({
    job,
    jobDay,
    driverStatus: facts.status,
    vehicle: facts.vehicle,
    credentials: facts.credentials,
    otherJobs: facts.otherJobs,
  });
}

/** Throws the 422 refusal when the job as written breaks any rule for its driver. */
export async function assertSafeAssignment(tx: Tx, row: JobRow, timeZone: string): Promise<void> {
  if (!row.assignedDriverId) return;
  const jobDay = dayOfRow(row, timeZone);
  const [facts] = await driverFacts(tx, { drivers: [row.assignedDriverId], jobDay, timeZone, lock: true });
  const reasons = facts
    ? judge(untimedAsNow(row), jobDay, isTimed(row) ? facts : { ...facts, otherJobs: [] })
    : ['driver_status'];
  if (reasons.length > 0) throw refusal(reasons);
}

/** The job as the rules read it; a will-call return waiting for its rider stands at the moment it is judged, overlapping nothing. */
function untimedAsNow(row: JobRow) {
  if (isTimed(row)) return assignmentJobOf(row);
  const now = new Date();
  return assignmentJobOf({ ...row, pickupTime: now, dropoffTime: now });
}

const travelMinutes = (timeZone: string) => (from: Coordinates, to: Coordinates, at: Date) =>
  estimateTravel(from, to, at, timeZone).minutes;

const exactTravelIn =
  (timeZone: string): Travel =>
  (from, to, at) =>
    exactTravel(from, to, at, timeZone);

/**
 * The warnings for a saved job's answer: advice, never a refusal. `tight_connection` from the travel estimate,
 * `outside_shift` when the leg is not wholly inside the driver's shift that day or the driver has it off
 * (docs/decisions/117-availability.md).
 */
export async function jobWarnings(db: Reader, jobId: string, timeZone: string): Promise<string[]> {
  const row = await jobRowById(db, jobId);
  if (!row?.assignedDriverId || !isTimed(row)) return [];
  const jobDay = jobDayOf(row.pickupTime, timeZone);
  const [[facts], shifts] = await Promise.all([
    driverFacts(db, { drivers: [row.assignedDriverId], jobDay, timeZone }),
    shiftsOn(db, { date: jobDay, timeZone, drivers: [row.assignedDriverId] }),
  ]);
  const warnings = facts ? connectionWarnings(assignmentJobOf(row), facts.otherJobs, travelMinutes(timeZone)) : [];
  const day = shifts.get(row.assignedDriverId);
  if (day && outsideShift(row, day.shift)) warnings.push('outside_shift');
  return warnings;
}

const offShift = (c: Candidate) => Number(c.warnings.includes('outside_shift'));

/** Eligible first, then on shift, then the least added driving (unknown after known), then by name. */
export function rankCandidates(candidates: Candidate[]): Candidate[] {
  const miles = (c: Candidate) => c.addedMiles ?? Number.POSITIVE_INFINITY;
  return candidates.sort(
    (a, b) =>
      Number(b.eligible) - Number(a.eligible) ||
      offShift(a) - offShift(b) ||
      (miles(a) === miles(b) ? 0 : miles(a) - miles(b)) ||
      a.fullName.localeCompare(b.fullName) ||
      a.driverId.localeCompare(b.driverId),
  );
}

/** GET /api/jobs/{id}/candidates: every approved or active driver, judged for the saved job. */
export async function jobCandidates(db: Database, jobId: string, timeZone: string): Promise<Candidate[]> {
  const row = await jobRowById(db, jobId);
  if (!row) throw notFound();
  return judgeCandidates(
    db,
    { job: untimedAsNow(row), jobDay: dayOfRow(row, timeZone), timed: isTimed(row) },
    timeZone,
  );
}

/**
 * POST /api/jobs/candidates: the same judgement for a job not saved yet (Create New Job), its places located as a
 * saved job's are, so the picker's answer before saving is the one the save will give.
 */
export async function draftCandidates(db: Database, draft: CandidateDraft, timeZone: string): Promise<Candidate[]> {
  const locate = async (place: CandidateDraft['pickupPlace']) => (place ? point(await storedPlace(place)) : null);
  const [pickup, dropoff] = await Promise.all([locate(draft.pickupPlace), locate(draft.dropoffPlace)]);
  const pickupTime = new Date(draft.pickupTime);
  const job: AssignmentJob = {
    levelOfService: draft.levelOfService,
    escortCount: draft.escortCount,
    pickupTime,
    dropoffTime: new Date(draft.dropoffTime),
    pickup,
    dropoff,
  };
  return judgeCandidates(db, { job, jobDay: jobDayOf(pickupTime, timeZone), timed: true }, timeZone);
}

const point = (place: { lat: number | null; lng: number | null }): Coordinates | null =>
  place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;

/**
 * Every approved or active driver judged for one job, saved or not, with one query per kind of fact. An untimed
 * job (a will-call return waiting for its rider) overlaps nothing and adds no known driving.
 */
async function judgeCandidates(
  db: Database,
  { job, jobDay, timed }: { job: AssignmentJob; jobDay: string; timed: boolean },
  timeZone: string,
): Promise<Candidate[]> {
  const [all, shifts] = await Promise.all([
    driverFacts(db, { drivers: 'assignable', jobDay, timeZone }),
    shiftsOn(db, { date: jobDay, timeZone }),
  ]);
  // A will-call return waiting for its rider has no time yet to be outside anyone's shift.
  const offShiftWarning = (driverId: string) => {
    const day = shifts.get(driverId);
    return timed && day && outsideShift(job, day.shift) ? ['outside_shift'] : [];
  };
  return rankCandidates(
    all.map((facts) => {
      const reasons = judge(job, jobDay, timed ? facts : { ...facts, otherJobs: [] });
      const sameDay = facts.otherJobs.filter((o) => jobDayOf(o.pickupTime, timeZone) === jobDay);
      // What the leg adds to this driver's own day, its neighbours by pickup time (src/domain/added-travel.ts).
      const added = timed ? addedTravel(job, sameDay, exactTravelIn(timeZone)) : null;
      return {
        driverId: facts.driverId,
        fullName: facts.fullName,
        vehicleNumber: facts.vehicleNumber,
        eligible: reasons.length === 0,
        reasons,
        warnings: [
          ...connectionWarnings(job, facts.otherJobs, travelMinutes(timeZone)),
          ...offShiftWarning(facts.driverId),
        ],
        addedMiles: added?.miles ?? null,
        addedMinutes: added?.minutes ?? null,
      };
    }),
  );
}
