import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Claim, ClaimReason, ClaimStatus, StoredClaimReason } from '../../../domain/claim-answer';
import { fixTargetsOf } from '../../../domain/claim-fix';
import { invoiceNumberLabel, type InvoiceStatus } from '../../../domain/invoice';
import { formatAmount } from '../../../domain/money';
import type { Page } from '../../../domain/page';
import type { Database } from '../../db/client';
import { allOf, cursorAt, keyset, keysetOrder, toPage } from '../../db/pagination';
import { invoiceClaims, invoices, jobs, payers, riders } from '../../db/schema';
import { notFound } from '../../errors';

type Reader = Pick<Database, 'select'>;

/** A claim's status: its last answer, else its invoice's place (draft, void, or sent and waiting). */
export const claimStatusSql = sql<ClaimStatus>`coalesce(${invoiceClaims.answerStatus}, case ${invoices.status} when 'draft' then 'draft' when 'void' then 'void' else 'sent' end)`;
/** Newest answer first; a claim with none by its invoice's making. */
const orderedAt = sql`coalesce(${invoiceClaims.answeredAt}, ${invoices.createdAt})` as unknown as AnyColumn;

/** A claim's status before any answer: as its invoice stands. */
export const claimStatusOfInvoice = (status: InvoiceStatus): ClaimStatus =>
  status === 'draft' ? 'draft' : status === 'void' ? 'void' : 'sent';

export const reasonResponse = (reason: StoredClaimReason): ClaimReason => ({
  source: reason.source,
  code: reason.code,
  text: reason.text,
  amount: reason.amountCents === null ? null : formatAmount(reason.amountCents),
});

const claimColumns = {
  id: invoiceClaims.id,
  invoiceId: invoiceClaims.invoiceId,
  invoiceNumber: invoices.number,
  payerId: invoices.payerId,
  payerName: payers.name,
  jobId: invoiceClaims.jobId,
  riderId: jobs.riderId,
  authorizationId: jobs.authorizationId,
  riderName: sql<string>`coalesce(${riders.fullName}, ${jobs.patientName})`,
  serviceDate: invoiceClaims.serviceDate,
  status: claimStatusSql,
  totalCents: invoiceClaims.totalCents,
  paidCents: invoiceClaims.paidCents,
  payerClaimNumber: invoiceClaims.payerClaimNumber,
  reasons: invoiceClaims.answerReasons,
  answeredAt: invoiceClaims.answeredAt,
  correctedAt: invoiceClaims.correctedAt,
  cursorAt: cursorAt(orderedAt),
};

const claimSelect = (db: Reader) =>
  db
    .select(claimColumns)
    .from(invoiceClaims)
    .innerJoin(invoices, eq(invoices.id, invoiceClaims.invoiceId))
    .innerJoin(payers, eq(payers.id, invoices.payerId))
    .innerJoin(jobs, eq(jobs.id, invoiceClaims.jobId))
    .leftJoin(riders, eq(riders.id, jobs.riderId));
type ClaimRow = Awaited<ReturnType<typeof claimSelect>>[number];

function toClaim(r: ClaimRow): Claim {
  const needsFix = r.status === 'rejected' || r.status === 'denied';
  return {
    id: r.id,
    controlNumber: r.id.replaceAll('-', '').slice(0, 20),
    invoiceId: r.invoiceId,
    invoiceNumber: invoiceNumberLabel(r.invoiceNumber),
    payerId: r.payerId,
    payerName: r.payerName,
    jobId: r.jobId,
    riderId: r.riderId,
    authorizationId: r.authorizationId,
    riderName: r.riderName,
    serviceDate: r.serviceDate,
    status: r.status,
    total: formatAmount(r.totalCents),
    paid: formatAmount(r.paidCents),
    payerClaimNumber: r.payerClaimNumber,
    reasons: r.reasons.map(reasonResponse),
    fix: needsFix ? fixTargetsOf(r.reasons) : [],
    answeredAt: r.answeredAt?.toISOString() ?? null,
    correctedAt: r.correctedAt?.toISOString() ?? null,
    frequency: r.payerClaimNumber ? '7' : '1',
  };
}

/** Claims by status, newest answer first: `rejected,denied` is the denials worklist. Released claims only on void invoices. */
export async function listClaims(
  db: Reader,
  filter: { statuses?: ClaimStatus[]; cursor?: string; limit: number },
): Promise<Page<Claim>> {
  const rows = await claimSelect(db)
    .where(
      allOf(
        sql`(not ${invoiceClaims.released} or ${invoices.status} = 'void')`,
        filter.statuses && filter.statuses.length > 0 && inArray(claimStatusSql, filter.statuses),
        keyset(orderedAt, invoiceClaims.id, filter.cursor),
      ),
    )
    .orderBy(...keysetOrder(orderedAt, invoiceClaims.id))
    .limit(filter.limit + 1);
  return toPage(rows, filter.limit, toClaim);
}

export async function claimById(db: Reader, id: string): Promise<Claim> {
  const [row] = await claimSelect(db)
    .where(and(eq(invoiceClaims.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return toClaim(row);
}
