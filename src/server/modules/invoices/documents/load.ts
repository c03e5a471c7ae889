import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { invoiceNumberLabel } from '../../../../domain/invoice';
import { todayIn } from '../../../../domain/dates';
import type { CompanyProfile } from '../../../../domain/company';
import type { Database } from '../../../db/client';
import { invoices, payers, proofEvents } from '../../../db/schema';
import type { BillingConfig } from '../../../config/billing';
import { notFound } from '../../../errors';
import { claimRows, diagnosesOf, postalOf, quantityText, subscriberAddressOf } from '../claim-rows';
import type { ClaimData, InvoiceDocumentData } from './claim-data';

/** The company as the billing provider: taxonomy 343900000X is non-emergency medical transport (van). */
export const NEMT_TAXONOMY = '343900000X';

/**
 * Everything the invoice's documents print, read once (docs/decisions/072-claim-documents.md): the invoice and its
 * live claims (a void invoice's, for its record), each claim's stored lines, the rider, the workers' compensation
 * claim, and the company as billing provider. The figures are the stored ones, the same the API answers.
 */
export async function invoiceDocumentData(
  db: Database,
  id: string,
  company: CompanyProfile,
  billing: BillingConfig['billing'],
  now = new Date(),
): Promise<InvoiceDocumentData> {
  const [row] = await db
    .select({ invoice: invoices, payer: payers })
    .from(invoices)
    .innerJoin(payers, eq(payers.id, invoices.payerId))
    .where(eq(invoices.id, id))
    .limit(1);
  if (!row) throw notFound();
  const { invoice, payer } = row;
  const { claims, linesOf } = await claimRows(db, id, invoice.status);
  const jobIds = claims.map((c) => c.job.id);
  const signed =
    jobIds.length === 0
      ? []
      : await db
          .selectDistinct({ jobId: proofEvents.jobId })
          .from(proofEvents)
          .where(
            and(inArray(proofEvents.jobId, jobIds), eq(proofEvents.kind, 'dropoff'), isNotNull(proofEvents.signature)),
          );
  const signedJobs = new Set(signed.map((s) => s.jobId));

  return {
    invoice: {
      id: invoice.id,
      number: invoiceNumberLabel(invoice.number),
      sequence: invoice.number,
      status: invoice.status,
      periodFrom: invoice.periodFrom,
      periodTo: invoice.periodTo,
      createdOn: todayIn(company.timeZone, invoice.createdAt),
      sentOn: invoice.sentOn,
      dueOn: invoice.dueOn,
      termsDays: payer.termsDays,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
    },
    provider: {
      name: company.name,
      npi: billing.npi,
      taxId: billing.taxId,
      taxonomy: NEMT_TAXONOMY,
      address: billing.address,
      phone: company.phone,
      email: company.email,
      submitterId: billing.submitterId,
    },
    payer: {
      name: payer.name,
      type: payer.type,
      payerCode: payer.payerCode,
      billingAddress: payer.billingAddress,
      contactName: payer.contactName,
      claimsLive: payer.claimsLive,
      tripNumberOn: payer.tripNumberOn,
    },
    claims: claims.map((row): ClaimData => {
      const { claim, job, rider, auth, driverName } = row;
      return {
        id: claim.id,
        jobId: job.id,
        serviceDate: claim.serviceDate,
        levelOfService: job.levelOfService,
        rider: {
          fullName: rider?.fullName ?? job.patientName,
          dateOfBirth: rider?.dateOfBirth ?? '',
          memberId: rider?.memberId ?? null,
          phone: rider?.phone ?? job.patientPhone,
          sex: rider?.sex ?? 'U',
          address: subscriberAddressOf(row),
        },
        diagnoses: diagnosesOf(row, payer.defaultDiagnosisCode),
        priorAuthorization: auth?.number ?? null,
        brokerTripId: job.brokerTripId,
        riderSigned: signedJobs.has(job.id),
        correction: null,
        workersComp: auth
          ? {
              claimNumber: auth.claimNumber,
              employer: auth.employer,
              dateOfInjury: auth.dateOfInjury,
              authorizationNumber: auth.number,
            }
          : null,
        pickup: { address: job.pickupAddress, zip: job.pickupPlace?.zip ?? null, postal: postalOf(job.pickupPlace) },
        dropoff: {
          address: job.dropoffAddress,
          zip: job.dropoffPlace?.zip ?? null,
          postal: postalOf(job.dropoffPlace),
        },
        driverName,
        lines: linesOf(claim.id).map((l) => ({
          code: l.code,
          modifier: l.modifier,
          description: l.description,
          quantity: quantityText(l.quantity),
          unitCents: l.unitCents,
          amountCents: l.amountCents,
        })),
        totalCents: claim.totalCents,
      };
    }),
    generatedAt: now,
  };
}
