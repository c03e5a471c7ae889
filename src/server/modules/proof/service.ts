import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../domain/auth';
import type { Job } from '../../../domain/job';
import {
  PROOF_CLOCK_SKEW_MS,
  type Proof,
  type ProofCorrectionInput,
  type ProofStep,
  type ProofStepInput,
} from '../../../domain/proof';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { idempotent } from '../../idempotency';
import { lockJob, writeJob } from '../jobs/repository';
import { dayOfDriver, drivingDriver, jobById, jobFor } from '../jobs/service';
import { STEP_TIME, stepTime, takeStep } from '../jobs/trip-steps';
import { chainHolds, proofChainKeys } from './chain';
import { legRecord, manifestDocument, type RiderNeeds } from './manifest';
import { appendProofEvent, NO_FIX, proofRecordOf, proofStepsOfJobs, toProofEvent, type ProofRow } from './repository';
import { renderTripLog, tripOdometerMiles } from './trip-log';
import { estimatedLegMiles } from './loaded-miles';
import { eq, inArray } from 'drizzle-orm';
import type { CompanyProfile } from '../../../domain/company-profile';
import { todayIn } from '../../../domain/dates';
import { drivers, jobs, riders, vehicles } from '../../db/schema';
import type { Travel } from '../../geo/travel';
import type { PdfWorkers } from '../../pdf/render-in-worker';
import { credentialsOn } from '../credentials/service';
import { assertInspected } from '../inspections/gate';
import { findVehicle } from '../vehicles/repository';

const INVALID = 'Please correct the highlighted fields';

/**
 * POST /api/jobs/{id}/proof/{step} from the driver's phone. With an Idempotency-Key a step sent twice (a retry
 * after a lost answer, the offline queue sending again) is recorded once and answered the same: with the job as
 * it was answered then, and only to a driver who still holds it (docs/decisions/078-server-clock-judges-gates.md).
 */
export async function recordProofStep(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  jobId: string,
  step: ProofStep,
  input: ProofStepInput,
  timeZone: string,
  now = new Date(),
): Promise<{ job: Job; replayed: boolean }> {
  const at = stepTime(input.at, now);
  const answer = await idempotent<Job | { jobId: string }>(
    db,
    request,
    `jobs.proof.${step}:${jobId}`,
    async (tx) => {
      const driver = await drivingDriver(tx, user.id);
      const job = await lockJob(tx, jobId);
      if (!job || job.assignedDriverId !== driver.id) throw notFound();
      // The day's vehicle inspection comes before the first leg; only a step that the order allows is judged by it,
      // and by the server's clock: the phone's `at` is evidence of when, never a way round the gate.
      if (step === 'start' && job.status === 'accepted') await assertInspected(tx, driver.id, job, timeZone, now);
      await takeStep(tx, { userId: user.id, role: 'driver' }, job, step, { ...input, at });
      return { statusCode: 200, body: await jobById(tx, jobId) };
    },
    {
      beforeReplay: async () => {
        await jobFor(db, user, jobId);
      },
    },
  );
  // A record kept before the answer itself was (it held only the id) is answered with the job as it is now, which
  // the check above has just let this driver read.
  const job = 'status' in answer.body ? answer.body : await jobById(db, jobId);
  return { job, replayed: answer.replayed };
}

/**
 * An administrator's correction: the job's time for the step is set right and a new event says what and why;
 * nothing already written changes. The route records it in the audit trail too.
 */
export async function correctProof(
  db: Database,
  user: SessionUser,
  jobId: string,
  input: ProofCorrectionInput,
  now = new Date(),
): Promise<Proof> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound();
    const column = STEP_TIME[input.step];
    if (job[column] === null) throw conflict('That step was not recorded, so there is nothing to correct');
    const at = input.at ? new Date(input.at) : null;
    if (at && at.getTime() > now.getTime() + PROOF_CLOCK_SKEW_MS)
      throw badRequest(INVALID, { at: 'The time cannot be in the future' });
    if (at) await writeJob(tx, jobId, { [column]: at, updatedAt: now });
    await appendProofEvent(tx, jobId, {
      kind: 'correction',
      occurredAt: now,
      ...NO_FIX,
      actorUserId: user.id,
      actorRole: 'admin',
      odometer: input.odometer ?? null,
      correction: { step: input.step, note: input.note, at: at ? at.toISOString() : null },
    });
  });
  return proofOf(db, user, jobId);
}

/**
 * A leg with its events and whether they are the ones written, for an administrator or the driver holding it;
 * another driver's is "not found". The verdict and the events shown with it come from the same read.
 */
async function provenRecord(
  db: Database,
  user: SessionUser,
  jobId: string,
): Promise<{ job: Job; events: ProofRow[]; intact: boolean }> {
  const job = await jobById(db, jobId);
  if (user.role === 'driver' && job.assignedDriverId !== (await drivingDriver(db, user.id)).id) throw notFound();
  const { rows, heads } = await proofRecordOf(db, jobId);
  return {
    job,
    events: rows,
    intact: chainHolds(
      jobId,
      rows.map((row) => ({ ...row, correction: row.correction ?? null })),
      heads,
      proofChainKeys(),
    ),
  };
}

/** A leg's proof for an administrator or the driver holding it; another driver's is "not found". */
export async function proofOf(db: Database, user: SessionUser, jobId: string): Promise<Proof> {
  const { events, intact } = await provenRecord(db, user, jobId);
  return { jobId, events: events.map(toProofEvent), intact };
}

/**
 * GET /api/jobs/{id}/trip-log.pdf: the leg's record as a document, for an administrator or its driver. A completed
 * leg without both odometer readings gets its loaded miles from `travel` between its places (./loaded-miles.ts).
 */
export async function tripLogPdf(
  db: Database,
  user: SessionUser,
  jobId: string,
  company: CompanyProfile,
  travel: Travel | null,
  pdf: PdfWorkers,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const { job, events, intact } = await provenRecord(db, user, jobId);
  const when = job.pickupTime ?? events[0]?.occurredAt.toISOString() ?? new Date().toISOString();
  const serviceDate = job.serviceDate ?? todayIn(company.timeZone, new Date(when));
  const [driver] = job.assignedDriverId
    ? await db
        .select({ fullName: drivers.fullName, vehicleId: drivers.vehicleId })
        .from(drivers)
        .where(eq(drivers.id, job.assignedDriverId))
    : [];
  const vehicle = driver?.vehicleId ? await findVehicle(db, driver.vehicleId) : undefined;
  const credentials = job.assignedDriverId ? (await credentialsOn(db, job.assignedDriverId, serviceDate)).summary : [];
  const estimatedMiles =
    job.status === 'completed' && tripOdometerMiles(events) === null
      ? await estimatedLegMiles(travel, job.pickupPlace, job.dropoffPlace, new Date(job.pickedUpAt ?? when))
      : null;
  const bytes = await renderTripLog((documents) => pdf.render(documents), {
    company,
    job,
    events,
    intact,
    serviceDate,
    driver: driver ?? null,
    vehicle: vehicle ?? null,
    credentials,
    estimatedMiles,
  });
  return { filename: `trip-log-${serviceDate}-${jobId.slice(0, 8)}.pdf`, bytes };
}

/**
 * GET /api/jobs/driver/{driverId}/manifest.pdf (docs/decisions/060-day-manifest.md): one day of a driver's run
 * as a document, for an administrator or that driver. The legs are the driver's day as the phone reads it
 * (with its access rule: another driver's is "not found"); each leg's proof of service is read in one query, and
 * the completed legs' places in another, for the loaded miles of those without both odometer readings.
 */
export async function dayManifestPdf(
  db: Database,
  user: SessionUser,
  driverId: string,
  date: string | undefined,
  company: CompanyProfile,
  travel: Travel | null,
  pdf: PdfWorkers,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const day = await dayOfDriver(db, user, driverId, date, company.timeZone);
  const [driver] = await db
    .select({ fullName: drivers.fullName, number: vehicles.number, plate: vehicles.plate })
    .from(drivers)
    .leftJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .where(eq(drivers.id, driverId));
  if (!driver) throw notFound();
  const events = await proofStepsOfJobs(
    db,
    day.legs.map((leg) => leg.id),
  );
  const riderIds = [...new Set(day.legs.flatMap((leg) => (leg.riderId ? [leg.riderId] : [])))];
  const needs = riderIds.length
    ? await db
        .select({
          id: riders.id,
          oxygen: riders.oxygen,
          serviceAnimal: riders.serviceAnimal,
          doorThroughDoor: riders.doorThroughDoor,
          bariatric: riders.bariatric,
        })
        .from(riders)
        .where(inArray(riders.id, riderIds))
    : [];
  const needsOf = new Map<string, RiderNeeds>(needs.map(({ id, ...rest }) => [id, rest]));
  const eventsOf = new Map<string, typeof events>();
  for (const e of events) {
    const list = eventsOf.get(e.jobId);
    if (list) list.push(e);
    else eventsOf.set(e.jobId, [e]);
  }
  // Estimated only where the odometer does not answer; the estimates run side by side (a routing service may take seconds each).
  const unread = day.legs.filter(
    (leg) => leg.status === 'completed' && legRecord(eventsOf.get(leg.id) ?? []).loadedMiles === null,
  );
  const places = new Map(
    (unread.length
      ? await db
          .select({ id: jobs.id, pickupPlace: jobs.pickupPlace, dropoffPlace: jobs.dropoffPlace })
          .from(jobs)
          .where(
            inArray(
              jobs.id,
              unread.map((leg) => leg.id),
            ),
          )
      : []
    ).map((row) => [row.id, row]),
  );
  const estimates = new Map(
    await Promise.all(
      unread.map(async (leg) => {
        const place = places.get(leg.id);
        const departAt = new Date(leg.pickedUpAt ?? leg.pickupTime ?? leg.completedAt ?? Date.now());
        return [leg.id, await estimatedLegMiles(travel, place?.pickupPlace, place?.dropoffPlace, departAt)] as const;
      }),
    ),
  );
  const [bytes] = await pdf.render([
    manifestDocument({
      company,
      date: day.date,
      driver: { fullName: driver.fullName },
      vehicle: driver.number !== null && driver.plate !== null ? { number: driver.number, plate: driver.plate } : null,
      legs: day.legs.map((job) => ({
        job,
        needs: (job.riderId && needsOf.get(job.riderId)) || null,
        events: eventsOf.get(job.id) ?? [],
        estimatedMiles: estimates.get(job.id) ?? null,
      })),
    }),
  ]);
  return { filename: `manifest-${day.date}-${driverId.slice(0, 8)}.pdf`, bytes: bytes! };
}
