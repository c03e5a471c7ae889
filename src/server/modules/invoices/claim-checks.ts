import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { judgeAssignment } from '../../../domain/assignment';
import { authorizationProblem } from '../../../domain/authorization';
import { billedMiles } from '../../../domain/billed-miles';
import { isModifier, levelOfCode } from '../../../domain/billing-codes';
import type { ClaimProblem } from '../../../domain/invoice';
import { greatCircleMiles, estimateTravel } from '../../../domain/travel';
import type { PayerType } from '../../../domain/payer';
import { authorizations, jobs, proofEvents, riders, type JobRow } from '../../db/schema';
import { assignmentJobOf, driverFacts, isTimed } from '../jobs/service';
import { serviceDaySql } from './billable';

type Reader = Parameters<typeof driverFacts>[0];

/** A pickup recorded further than this from the pickup address is queried by payers. */
export const PICKUP_TOLERANCE_MILES = 0.25;
/** Billed miles further than this share from the travel estimate are queried by payers. */
export const MILES_TOLERANCE_TENTHS_PER_MILE = 1; // 10 %: |billed − estimate| × 10 ≤ estimate

export interface CheckedClaim {
  claimId: string;
  job: JobRow;
  serviceDate: string;
  lines: readonly { kind: string; code: string; modifier: string }[];
  /** The diagnoses the claim will carry (docs/decisions/099-claims-a-clearinghouse-accepts.md). */
  diagnoses: readonly string[];
  /** Whether the rider, the subscriber, has a postal address for the claim (home, else the pickup). */
  subscriberAddress: boolean;
}

/** Tenths of a mile as an integer, so the 10 % rule compares whole numbers. */
const tenths = (miles: number) => Math.round(miles * 10);

/**
 * What a payer would refuse or query in each claim (docs/decisions/070-invoices.md), listed for the clerk before
 * the invoice is sent: the rider's signature where the payer wants one, the pickup recorded near the pickup
 * address, the codes and modifiers, miles to bill (read or estimated) and the odometer's near the estimate, the workers' compensation
 * authorization, and the driver's and vehicle's credentials on the service date. Reads in a handful of queries
 * for the whole invoice, plus one per driver and day for the credentials.
 */
export async function claimProblems(
  db: Reader,
  claims: readonly CheckedClaim[],
  payer: { type: PayerType; signatureRequired: boolean },
  timeZone: string,
): Promise<Map<string, ClaimProblem[]>> {
  const result = new Map<string, ClaimProblem[]>();
  if (claims.length === 0) return result;
  const jobIds = claims.map((c) => c.job.id);
  const events = await db
    .select({
      jobId: proofEvents.jobId,
      kind: proofEvents.kind,
      seq: proofEvents.seq,
      lat: proofEvents.lat,
      lng: proofEvents.lng,
      odometer: proofEvents.odometer,
      signature: proofEvents.signature,
    })
    .from(proofEvents)
    .where(and(inArray(proofEvents.jobId, jobIds), inArray(proofEvents.kind, ['pickup', 'dropoff'])))
    .orderBy(asc(proofEvents.seq));
  const latest = (jobId: string, kind: 'pickup' | 'dropoff') =>
    events.filter((e) => e.jobId === jobId && e.kind === kind).at(-1);

  const authIds = [...new Set(claims.flatMap((c) => (c.job.authorizationId ? [c.job.authorizationId] : [])))];
  const auths =
    authIds.length === 0 ? [] : await db.select().from(authorizations).where(inArray(authorizations.id, authIds));
  // Every trip counted against those authorizations, in the order they were used: a trip is covered when fewer
  // than the authorized number came before it.
  const counted =
    authIds.length === 0
      ? []
      : await db
          .select({ id: jobs.id, authorizationId: jobs.authorizationId, day: serviceDaySql(timeZone) })
          .from(jobs)
          .where(
            and(
              inArray(jobs.authorizationId, authIds),
              or(sql`${jobs.status} <> 'cancelled'`, eq(jobs.lateCancellation, true)),
            ),
          )
          .orderBy(asc(serviceDaySql(timeZone)), asc(jobs.pickupTime), asc(jobs.id));

  const riderIds = [...new Set(claims.flatMap((c) => (c.job.riderId ? [c.job.riderId] : [])))];
  const riderRows =
    riderIds.length === 0
      ? []
      : await db.select({ id: riders.id, memberId: riders.memberId }).from(riders).where(inArray(riders.id, riderIds));

  const factsByDriverDay = new Map<string, Awaited<ReturnType<typeof driverFacts>>[number] | null>();
  for (const claim of claims) {
    const { job } = claim;
    if (!job.assignedDriverId || !isTimed(job)) continue;
    const key = `${job.assignedDriverId}|${claim.serviceDate}`;
    if (factsByDriverDay.has(key)) continue;
    const [facts] = await driverFacts(db, { drivers: [job.assignedDriverId], jobDay: claim.serviceDate, timeZone });
    factsByDriverDay.set(key, facts ?? null);
  }

  for (const claim of claims) {
    const { job } = claim;
    const problems = new Set<ClaimProblem>();
    const travelled = job.status === 'completed';
    const pickup = latest(job.id, 'pickup');
    const dropoff = latest(job.id, 'dropoff');

    if (travelled && payer.signatureRequired && !dropoff?.signature) problems.add('signature_missing');
    if (travelled) {
      const place = job.pickupPlace;
      if (pickup?.lat == null || pickup.lng == null) problems.add('pickup_location_missing');
      else if (
        place?.lat != null &&
        place.lng != null &&
        greatCircleMiles({ lat: pickup.lat, lng: pickup.lng }, { lat: place.lat, lng: place.lng }) >
          PICKUP_TOLERANCE_MILES
      ) {
        problems.add('pickup_location_far');
      }
      // Priced as the build priced it (src/domain/billed-miles.ts); the trip cannot change while it is billed.
      const miles = billedMiles({
        pickupOdometer: pickup?.odometer ?? null,
        dropoffOdometer: dropoff?.odometer ?? null,
        pickup: job.pickupPlace,
        dropoff: job.dropoffPlace,
        departAt: job.pickupTime ?? new Date(),
        timeZone,
      });
      if (miles.milesFrom === 'none') problems.add('miles_missing');
      const points =
        job.pickupPlace?.lat != null &&
        job.pickupPlace.lng != null &&
        job.dropoffPlace?.lat != null &&
        job.dropoffPlace.lng != null;
      if (pickup?.odometer != null && dropoff?.odometer != null && points && job.pickupTime) {
        const estimate = tenths(
          estimateTravel(
            { lat: job.pickupPlace!.lat!, lng: job.pickupPlace!.lng! },
            { lat: job.dropoffPlace!.lat!, lng: job.dropoffPlace!.lng! },
            job.pickupTime,
            timeZone,
          ).miles,
        );
        const billed = tenths(Math.max(0, dropoff.odometer - pickup.odometer));
        if (Math.abs(billed - estimate) * 10 > estimate * MILES_TOLERANCE_TENTHS_PER_MILE)
          problems.add('miles_off_estimate');
      }
    }
    for (const line of claim.lines) {
      const level = levelOfCode(line.code);
      if (level !== null && level !== job.levelOfService) problems.add('code_mismatch');
      if (!isModifier(line.modifier)) problems.add('modifier_missing');
    }
    // The claim names the insured by member ID, or by the carrier's claim number for workers' compensation.
    const rider = riderRows.find((r) => r.id === job.riderId);
    const auth = auths.find((a) => a.id === job.authorizationId);
    if (claim.diagnoses.length === 0) problems.add('diagnosis_missing');
    if (!claim.subscriberAddress) problems.add('rider_address_missing');
    if (!rider) problems.add('rider_missing');
    else if (!rider.memberId && !auth?.claimNumber) problems.add('insured_id_missing');
    if (payer.type === 'workers_comp') {
      const before = counted.filter((c) => c.authorizationId === auth?.id);
      const usedBefore = before.findIndex((c) => c.id === job.id);
      const problem = auth
        ? auth.riderId !== job.riderId
          ? 'other_rider'
          : authorizationProblem(
              { authorizedFrom: auth.validFrom, authorizedTo: auth.validTo, authorizedTrips: auth.authorizedTrips },
              claim.serviceDate,
              usedBefore < 0 ? before.length : usedBefore,
            )
        : 'missing';
      if (problem) problems.add('authorization_invalid');
    }
    if (job.status !== 'cancelled') {
      const facts = job.assignedDriverId ? factsByDriverDay.get(`${job.assignedDriverId}|${claim.serviceDate}`) : null;
      if (!facts || !isTimed(job)) problems.add('driver_credentials');
      else {
        const reasons = judgeAssignment({
          job: assignmentJobOf(job),
          jobDay: claim.serviceDate,
          driverStatus: facts.status,
          vehicle: facts.vehicle,
          credentials: facts.credentials,
          otherJobs: [],
        });
        if (reasons.some((r) => r.startsWith('credential_'))) problems.add('driver_credentials');
        if (!facts.vehicle || reasons.some((r) => r.startsWith('vehicle_document_')))
          problems.add('vehicle_credentials');
      }
    }
    result.set(claim.claimId, [...problems]);
  }
  return result;
}
