import type { SessionUser } from '../../../domain/auth';
import type { CompanyProfile } from '../../../domain/company-profile';
import { todayIn } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { Travel } from '../../geo/travel';
import type { PdfWorkers } from '../../pdf/render-in-worker';
import { credentialsOn } from '../credentials/service';
import {
  estimatedLegMiles,
  legRecord,
  manifestDocument,
  proofStepsOfJobs,
  renderTripLog,
  tripOdometerMiles,
  type RiderNeeds,
} from '../proof/service';
import { findVehicle } from '../vehicles/service';
import { driverOfLog, driverOfManifest, placesOfLegs, riderNeedsOf } from './document-repository';
import { provenRecord } from './proof-service';
import { dayOfDriver } from './service';
import { clocksOn } from '../availability/service';

/**
 * GET /api/jobs/{id}/trip-log.pdf: the leg's record as a document, for an administrator or its driver. A completed
 * leg without both odometer readings gets its loaded miles from `travel` between its places (proof/loaded-miles.ts).
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
  const driver = job.assignedDriverId ? await driverOfLog(db, job.assignedDriverId) : undefined;
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
  const driver = await driverOfManifest(db, driverId);
  if (!driver) throw notFound();
  const clock = (await clocksOn(db, [driverId], day.date)).get(driverId) ?? null;
  const events = await proofStepsOfJobs(
    db,
    day.legs.map((leg) => leg.id),
  );
  const riderIds = [...new Set(day.legs.flatMap((leg) => (leg.riderId ? [leg.riderId] : [])))];
  const needs = await riderNeedsOf(db, riderIds);
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
    (
      await placesOfLegs(
        db,
        unread.map((leg) => leg.id),
      )
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
      clock,
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
