import { assertNotBilled } from './billing-hold';
import type { z } from 'zod';
import type { SessionUser } from '../../../domain/auth';
import {
  canDriverMove,
  jobSchema,
  jobStatusSchema,
  type DriverDay,
  type Job,
  type JobListItem,
} from '../../../domain/job';
import { todayIn } from '../../../domain/dates';
import type { Page } from '../../../domain/page';
import { keptTimes } from '../../../domain/job-edit';
import { deletionRefusal } from '../../../domain/job-deletion';
import { jobStatusTimes } from '../../../domain/status-times';
import { isFinalJobStatus, statusText, type JobStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../errors';
import { zodFieldErrors } from '../../validation';
import { locateTrip, type LocatedTrip } from '../../stored-place';
import { drivingDriver } from '../drivers/service';
import { checkJobAllowedFrom, moveReferral } from '../referrals/service';
import { referralFollows } from './referral-follows';
import { queueTripMessages } from '../notifications/trip-messages';
import { payerExists } from '../payers/service';
import { takeStep } from './trip-steps';
import { clocksOn } from '../availability/service';
import { assertInspected, inspectionOfDriverDay } from '../inspections/gate';
import { hasProof } from '../proof/service';
import { linkRider } from '../riders/link';
import {
  assertAuthorized,
  authorizationOfReferral,
  holdAuthorization,
  noteCarrier,
  referralBilling,
} from '../authorizations/service';
import { assertSafeAssignment, holdDriver, needsJudging } from './assignment';
import {
  deleteJobRow,
  driverDayLegs,
  findJob,
  insertJob,
  jobColumns,
  listDriverJobs,
  listJobs,
  lockJob,
  riderExists,
  toJob,
  writeJob,
  type JobFilter,
} from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Tx | Database;

/**
 * What other modules read of jobs with the jobs' own queries: the list's columns and row reading (the dispatcher's
 * board lists the same legs), and the facts safe assignment judges a driver by, with a leg's times as the rules see
 * them (the planner and the claim checks judge with the same rules; docs/decisions/040-safe-assignment.md).
 */
export { listColumns, toJobListItem } from './repository';
export { assignmentJobOf, driverFacts, isTimed, jobRowById, type DriverFacts } from './assignment-repository';

type JobBody = z.output<typeof jobSchema>;

/** Cancelled and no-show trips are final (docs/decisions/047-legs-returns-cancellations.md). */
export const finalMessage = (status: JobStatus) =>
  `A ${status === 'no_show' ? 'no-show' : 'cancelled'} trip cannot be changed`;

const invalid = (error: z.ZodError) =>
  new HttpError(400, 'Please correct the highlighted fields', zodFieldErrors(error));

/**
 * The rider the job is for (docs/decisions/045-levels-and-places-on-forms.md): the one chosen (it must exist, else
 * 400 on riderId), or for a new rider with a date of birth the one with that name and date of birth, made if
 * needed. Undefined leaves an edited job's rider as it is; a new job without either has none.
 */
async function riderOf(tx: Tx, input: JobBody): Promise<string | null | undefined> {
  if (input.riderId) {
    if (!(await riderExists(tx, input.riderId)))
      throw new HttpError(400, 'Please correct the highlighted fields', { riderId: 'No such rider' });
    return input.riderId;
  }
  if (input.patientDob) {
    const patient = { fullName: input.patientName, dateOfBirth: input.patientDob, phone: input.patientPhone };
    return linkRider(tx, patient, { levelOfService: input.levelOfService, escortCount: input.escortCount });
  }
  return input.riderId === null ? null : undefined;
}

/** The columns the form fills in, with both places as located before the transaction. */
async function formColumns(tx: Tx, input: JobBody, trip: LocatedTrip) {
  if (input.payerId && !(await payerExists(tx, input.payerId)))
    throw new HttpError(400, 'Please correct the highlighted fields', { payerId: 'No such payer' });
  const riderId = await riderOf(tx, input);
  return { ...jobColumns(input, trip), ...(riderId !== undefined && { riderId }) };
}

/** The job as the API answers it. */
export async function jobById(db: Reader, id: string): Promise<Job> {
  const row = await findJob(db, id);
  if (!row) throw notFound();
  return toJob(row);
}

/** One job, for an administrator or the driver it is assigned to; anyone else's is "not found". */
export async function jobFor(db: Database, user: SessionUser, id: string): Promise<Job> {
  const row = await findJob(db, id);
  if (!row) throw notFound();
  if (user.role === 'driver' && row.assignedDriverId !== (await drivingDriver(db, user.id)).id) throw notFound();
  return toJob(row);
}

/** An administrator's new job; one made from a referral must find it open. Answers the new job's id. */
export async function createJob(tx: Tx, input: JobBody, trip: LocatedTrip, timeZone: string): Promise<string> {
  await holdDriver(tx, input.assignedDriverId);
  if (input.referralId) await checkJobAllowedFrom(tx, input.referralId);
  const status = input.status ?? 'pending';
  const columns = await formColumns(tx, input, trip);
  // Workers' compensation (docs/decisions/069-authorizations.md): the authorization chosen, else the one the
  // referral's claim makes on the rider; locked before the legs are written, and both legs count against it.
  // A payer left out (not "none") is the referral's carrier, as the form shows it.
  const auth =
    input.authorizationId || !input.referralId
      ? await holdAuthorization(tx, input.authorizationId)
      : await authorizationOfReferral(tx, input.referralId, columns.riderId ?? null);
  const payerId =
    input.payerId === undefined && input.referralId
      ? (await referralBilling(tx, input.referralId)).payerId
      : columns.payerId;
  const row = await insertJob(tx, {
    ...columns,
    payerId,
    authorizationId: auth?.id ?? null,
    status,
    referralId: input.referralId ?? null,
    ...jobStatusTimes(status, undefined, new Date()),
  });
  await assertSafeAssignment(tx, row, timeZone);
  await assertAuthorized(tx, row, auth, timeZone);
  await noteCarrier(tx, auth, row.payerId);
  const back =
    input.returnTrip !== 'none'
      ? await insertJob(tx, returnLegOf(row, input.returnTrip === 'at_time' ? new Date(input.returnPickupTime!) : null))
      : undefined;
  if (back) await assertAuthorized(tx, back, auth, timeZone);
  await referralFollows(tx, row);
  // A round trip is booked in one text naming both legs (notifications/trip-messages.ts).
  await queueTripMessages(tx, undefined, row, timeZone, back);
  return row.id;
}

/**
 * The way back (docs/decisions/047-legs-returns-cancellations.md): from the drop-off to the pickup, for the same
 * rider, level, escorts, rate and notes, unassigned; at a set time taking as long as the way there, or will-call
 * with no times until the rider is ready.
 */
function returnLegOf(outbound: JobRow, pickupTime: Date | null) {
  const duration = outbound.dropoffTime!.getTime() - outbound.pickupTime!.getTime();
  return {
    patientName: outbound.patientName,
    patientPhone: outbound.patientPhone,
    riderId: outbound.riderId,
    levelOfService: outbound.levelOfService,
    escortCount: outbound.escortCount,
    pickupPlace: outbound.dropoffPlace,
    dropoffPlace: outbound.pickupPlace,
    pickupAddress: outbound.dropoffAddress,
    dropoffAddress: outbound.pickupAddress,
    rideNotes: outbound.rideNotes,
    jobRate: outbound.jobRate,
    referralId: outbound.referralId,
    standingOrderId: outbound.standingOrderId,
    payerId: outbound.payerId,
    authorizationId: outbound.authorizationId,
    serviceDate: outbound.serviceDate,
    leg: 'return' as const,
    returnOfJobId: outbound.id,
    willCall: pickupTime === null,
    pickupTime,
    dropoffTime: pickupTime && new Date(pickupTime.getTime() + duration),
    status: 'pending' as const,
  };
}

/** An administrator's edit of the whole job: any field, any status. */
async function updateJob(tx: Tx, id: string, input: JobBody, trip: LocatedTrip, timeZone: string) {
  const current = await lockJob(tx, id);
  if (!current) throw notFound();
  if (isFinalJobStatus(current.status)) throw conflict(finalMessage(current.status));
  await assertNotBilled(tx, id, 'changed');
  await holdDriver(tx, input.assignedDriverId);
  // Left out, the job keeps its authorization, as it keeps its rider (docs/decisions/069-authorizations.md).
  const auth = await holdAuthorization(
    tx,
    input.authorizationId === undefined ? current.authorizationId : input.authorizationId,
  );
  const status = input.status ?? current.status;
  const now = new Date();
  const columns = await formColumns(tx, input, trip);
  const row = await writeJob(tx, id, {
    ...columns,
    // The dialog sends times to the minute: a time in the stored one's minute is unchanged (src/domain/job-edit.ts).
    ...keptTimes(current, columns),
    authorizationId: auth?.id ?? null,
    status,
    ...(input.referralId !== undefined && { referralId: input.referralId }),
    ...jobStatusTimes(status, current.status, now),
    updatedAt: now,
  });
  if (needsJudging(current, row)) await assertSafeAssignment(tx, row, timeZone);
  await assertAuthorized(tx, row, auth, timeZone);
  await noteCarrier(tx, auth, row.payerId);
  await referralFollows(tx, row);
  await queueTripMessages(tx, current, row, timeZone);
}

/**
 * A driver's move of their own job, along the moves a driver may make (another driver's job is "not found").
 * Starting is the first step of the trip's proof, and needs the day's vehicle inspection passed or cleared; finishing needs the drop-off's signature and statement, so it
 * goes through the proof route (docs/decisions/056-proof-of-service.md).
 */
async function moveJob(
  tx: Tx,
  driver: { id: string; userId: string },
  id: string,
  status: JobStatus,
  timeZone: string,
) {
  const current = await lockJob(tx, id);
  if (!current || current.assignedDriverId !== driver.id) throw notFound();
  if (!canDriverMove(current.status, status))
    throw conflict(`A job cannot go from ${statusText(current.status)} to ${statusText(status)}`);
  if (status === 'completed')
    throw conflict(
      "Finish the trip with its drop-off: the rider's signature, or why there is none, and your statement",
    );
  const now = new Date();
  if (status === 'in_progress') {
    await assertInspected(tx, driver.id, current, timeZone, now);
    await takeStep(tx, { userId: driver.userId, role: 'driver' }, current, 'start', { at: now });
    return;
  }
  const row = await writeJob(tx, id, { status, ...jobStatusTimes(status, current.status, now), updatedAt: now });
  await referralFollows(tx, row);
}

/**
 * PUT /api/jobs/:id: an administrator sends the whole job, as for a new one; a driver sends only `{ status }`
 * (any other field is 403), which moves their own job along the moves a driver may make.
 */
export async function changeJob(
  db: Database,
  user: SessionUser,
  id: string,
  body: Record<string, unknown>,
  timeZone: string,
): Promise<Job> {
  if (user.role === 'admin') {
    const parsed = jobSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    const trip = await locateTrip(parsed.data);
    await db.transaction((tx) => updateJob(tx, id, parsed.data, trip, timeZone));
    return jobById(db, id);
  }
  if (Object.keys(body).some((key) => key !== 'status')) throw forbidden('Drivers may only change the status of a job');
  const parsed = jobStatusSchema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  const driver = await drivingDriver(db, user.id);
  await db.transaction((tx) => moveJob(tx, { id: driver.id, userId: user.id }, id, parsed.data.status, timeZone));
  return jobById(db, id);
}

/** Deletes a job; the referral it was made from goes back to the queue if no other job of it remains. */
export async function deleteJob(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The proof of a trip is kept for years (docs/decisions/056-proof-of-service.md).
    if (await hasProof(tx, id))
      throw conflict('This trip has a record of service, so it cannot be deleted; cancel it instead');
    await assertNotBilled(tx, id, 'deleted');
    const current = await lockJob(tx, id);
    if (!current) throw notFound();
    // A finished trip is a record (src/domain/job-deletion.ts): the reason is the screen's to show as it is.
    const kept = deletionRefusal(current.status);
    if (kept) throw conflict(kept);
    const gone = await deleteJobRow(tx, id);
    if (!gone) throw notFound();
    if (gone.referralId) await moveReferral(tx, gone.referralId, { cause: 'job', job: null });
  });
}

/** One day of a driver's run, for an administrator or that driver; another driver's is "not found". */
export async function dayOfDriver(
  db: Database,
  user: SessionUser,
  driverId: string,
  date: string | undefined,
  timeZone: string,
): Promise<DriverDay> {
  if (user.role === 'driver' && (await drivingDriver(db, user.id)).id !== driverId) throw notFound();
  return driverDay(db, driverId, date, timeZone);
}

/** The signed-in driver's own day, when they may drive (GET /api/jobs/driver/me/day); the driver's id for the audit. */
export async function myDay(
  db: Database,
  user: SessionUser,
  date: string | undefined,
  timeZone: string,
): Promise<{ driverId: string; day: DriverDay }> {
  const driverId = (await drivingDriver(db, user.id)).id;
  return { driverId, day: await driverDay(db, driverId, date, timeZone) };
}

async function driverDay(
  db: Database,
  driverId: string,
  date: string | undefined,
  timeZone: string,
): Promise<DriverDay> {
  const day = date ?? todayIn(timeZone);
  const [legs, inspection, clocks] = await Promise.all([
    driverDayLegs(db, driverId, day, timeZone),
    inspectionOfDriverDay(db, driverId, day),
    clocksOn(db, [driverId], day),
  ]);
  const clock = clocks.get(driverId);
  return {
    date: day,
    legs,
    inspection,
    clock: clock ? { in: clock.clockedInAt.toISOString(), out: clock.clockedOutAt?.toISOString() ?? null } : null,
  };
}

/** The administrator's Jobs table: a page of jobs, newest first. */
export function jobList(db: Database, filter: JobFilter): Promise<Page<JobListItem>> {
  return listJobs(db, filter);
}

/** A driver's jobs, for an administrator or that driver; another driver's list is "not found". */
export async function jobsOfDriver(
  db: Database,
  user: SessionUser,
  driverId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<JobListItem>> {
  if (user.role === 'driver' && (await drivingDriver(db, user.id)).id !== driverId) throw notFound();
  return listDriverJobs(db, driverId, page.limit, page.cursor);
}
