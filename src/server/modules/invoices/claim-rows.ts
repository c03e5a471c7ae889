import { and, asc, eq, inArray } from 'drizzle-orm';
import { claimDiagnoses } from '../../../domain/diagnosis';
import type { InvoiceStatus } from '../../../domain/invoice';
import type { Place } from '../../../domain/place';
import type { Database } from '../../db/client';
import { authorizations, drivers, invoiceClaims, invoiceLines, jobs, referrals, riders } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * An invoice's claims with what the screen and the files print of each — the trip, the rider, the workers'
 * compensation authorization, the referral's diagnoses, the driver's name — and their stored lines, in the invoice's order. A void invoice
 * shows the claims it had when voided; any other, those still on it.
 */
export async function claimRows(db: Reader, invoiceId: string, status: InvoiceStatus) {
  const claims = await db
    .select({
      claim: invoiceClaims,
      job: jobs,
      rider: riders,
      auth: authorizations,
      driverName: drivers.fullName,
      referralDiagnoses: referrals.diagnosisCodes,
    })
    .from(invoiceClaims)
    .innerJoin(jobs, eq(jobs.id, invoiceClaims.jobId))
    .leftJoin(riders, eq(riders.id, jobs.riderId))
    .leftJoin(referrals, eq(referrals.id, jobs.referralId))
    .leftJoin(authorizations, eq(authorizations.id, jobs.authorizationId))
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .where(
      and(eq(invoiceClaims.invoiceId, invoiceId), status === 'void' ? undefined : eq(invoiceClaims.released, false)),
    )
    .orderBy(asc(invoiceClaims.position));
  const lines =
    claims.length === 0
      ? []
      : await db
          .select()
          .from(invoiceLines)
          .where(
            inArray(
              invoiceLines.claimId,
              claims.map((c) => c.claim.id),
            ),
          )
          .orderBy(asc(invoiceLines.position));
  return { claims, lines, linesOf: (claimId: string) => lines.filter((l) => l.claimId === claimId) };
}

/** numeric(12,4) as PostgreSQL prints it ("7.2000"), shown as the pricing wrote it ("7.2"). */
export const quantityText = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

type ClaimRow = Awaited<ReturnType<typeof claimRows>>['claims'][number];

/** The claim's diagnoses: its authorization's, else its referral's, else the rider's, else the payer's default. */
export const diagnosesOf = (row: ClaimRow, payerDefault: string | null) =>
  claimDiagnoses({
    authorization: row.auth?.diagnosisCodes,
    referral: row.referralDiagnoses,
    rider: row.rider?.diagnosisCodes,
    payerDefault,
  });

/** The subscriber's postal address: the rider's home, else the trip's pickup, when it is a whole address. */
export function subscriberAddressOf(row: ClaimRow) {
  return postalOf(row.rider?.homePlace) ?? postalOf(row.job.pickupPlace);
}

/** A place as a postal address, when it is a whole one (street, city, state and a five-digit ZIP). */
export function postalOf(place: Place | null | undefined) {
  if (!place?.street || !place.city || !place.state || !/^\d{5}$/.test(place.zip)) return null;
  return { street: place.street, unit: place.unit ?? null, city: place.city, state: place.state, zip: place.zip };
}
