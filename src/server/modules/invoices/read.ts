import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  AGING_BUCKET_DAYS,
  agingBucketOf,
  invoiceNumberLabel,
  type Aging,
  type AgingBucket,
  type Invoice,
  type InvoiceStatus,
  type InvoiceSummary,
} from '../../../domain/invoice';
import { formatAmount, sumCents } from '../../../domain/money';
import type { Page } from '../../../domain/page';
import type { Database } from '../../db/client';
import { cursorAt, keyset, keysetOrder, toPage, allOf } from '../../db/pagination';
import { invoiceClaims, invoicePayments, invoices, payers } from '../../db/schema';
import { notFound } from '../../errors';
import { payerWithRates, priceOfJob } from '../jobs/price';
import { billableJobs } from './billable';
import { claimProblems } from './claim-checks';
import { claimRows, diagnosesOf, quantityText, subscriberAddressOf } from './claim-rows';
import { claimStatusOfInvoice, reasonResponse } from './claims';

type Reader = Pick<Database, 'select'>;

const claimCount = sql<number>`(select count(*)::int from ${invoiceClaims} where ${invoiceClaims.invoiceId} = ${invoices.id} and not ${invoiceClaims.released})`;

const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  payerId: invoices.payerId,
  payerName: payers.name,
  payerType: payers.type,
  termsDays: payers.termsDays,
  signatureRequired: payers.signatureRequired,
  defaultDiagnosisCode: payers.defaultDiagnosisCode,
  periodFrom: invoices.periodFrom,
  periodTo: invoices.periodTo,
  status: invoices.status,
  claimCount,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  sentOn: invoices.sentOn,
  dueOn: invoices.dueOn,
  deniedReason: invoices.deniedReason,
  voidReason: invoices.voidReason,
  createdAt: invoices.createdAt,
  cursorAt: cursorAt(invoices.createdAt),
};
/** The invoice's row with its payer's. */
const summaries = (db: Reader) =>
  db.select(summaryColumns).from(invoices).innerJoin(payers, eq(payers.id, invoices.payerId));
type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

function toSummary(r: SummaryRow): InvoiceSummary {
  return {
    id: r.id,
    number: invoiceNumberLabel(r.number),
    payerId: r.payerId,
    payerName: r.payerName,
    payerType: r.payerType,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    status: r.status,
    claimCount: r.claimCount,
    total: formatAmount(r.totalCents),
    paid: formatAmount(r.paidCents),
    balance: formatAmount(r.status === 'void' ? 0 : r.totalCents - r.paidCents),
    sentOn: r.sentOn,
    dueOn: r.dueOn,
    createdAt: r.createdAt.toISOString(),
  };
}

export interface InvoiceFilter {
  status?: InvoiceStatus;
  payerId?: string;
  /** An aging bucket on `asOf`: the invoices the aging counts in it, so the clerk can open them. */
  aging?: AgingBucket;
  asOf?: string;
  cursor?: string;
  limit: number;
}

/** Payments received by `asOf`, as the aging counts them. */
const paidBy = (asOf: string) =>
  sql<number>`coalesce((select sum(${invoicePayments.amountCents}) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id} and ${invoicePayments.receivedOn} <= ${asOf}), 0)::bigint`;

/** The invoices an aging bucket adds up on `asOf`: sent by then, not void, still owed then, sent that many days before. */
function inAgingBucket(bucket: AgingBucket, asOf: string) {
  const [first, last] = AGING_BUCKET_DAYS[bucket];
  const days = sql`(${asOf}::date - ${invoices.sentOn})`;
  return allOf(
    ne(invoices.status, 'void'),
    ne(invoices.status, 'draft'),
    sql`${invoices.sentOn} <= ${asOf}`,
    sql`${days} >= ${first}`,
    last === null ? undefined : sql`${days} <= ${last}`,
    sql`${invoices.totalCents} > ${paidBy(asOf)}`,
  );
}

/** Newest first, a page at a time, read off invoices_created_idx (or _status_idx, _payer_idx when filtered). */
export const invoiceListQuery = (db: Reader, filter: InvoiceFilter) =>
  summaries(db)
    .where(
      allOf(
        filter.status && eq(invoices.status, filter.status),
        filter.payerId && eq(invoices.payerId, filter.payerId),
        filter.aging && inAgingBucket(filter.aging, filter.asOf!),
        keyset(invoices.createdAt, invoices.id, filter.cursor),
      ),
    )
    .orderBy(...keysetOrder(invoices.createdAt, invoices.id))
    .limit(filter.limit + 1);

export async function listInvoices(db: Database, filter: InvoiceFilter): Promise<Page<InvoiceSummary>> {
  return toPage(await invoiceListQuery(db, filter), filter.limit, toSummary);
}

/** The invoice with its live claims, their lines and problems (worked out while it is a draft), and its payments. */
export async function invoiceById(
  db: Reader,
  id: string,
  timeZone: string,
  options: { problems?: boolean } = {},
): Promise<Invoice> {
  const [summary] = await summaries(db).where(eq(invoices.id, id)).limit(1);
  if (!summary) throw notFound();
  // A void invoice shows the claims it had; any other shows only those still on it.
  const { claims, linesOf } = await claimRows(db, id, summary.status);
  const problems =
    summary.status === 'draft' || options.problems
      ? await claimProblems(
          db as Parameters<typeof claimProblems>[0],
          claims.map((c) => ({
            claimId: c.claim.id,
            job: c.job,
            serviceDate: c.claim.serviceDate,
            lines: linesOf(c.claim.id),
            diagnoses: diagnosesOf(c, summary.defaultDiagnosisCode),
            subscriberAddress: subscriberAddressOf(c) !== null,
          })),
          { type: summary.payerType, signatureRequired: summary.signatureRequired },
          timeZone,
        )
      : new Map();
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, id))
    .orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.createdAt));
  return {
    ...toSummary(summary),
    termsDays: summary.termsDays,
    deniedReason: summary.deniedReason,
    voidReason: summary.voidReason,
    claims: claims.map((c) => ({
      id: c.claim.id,
      jobId: c.job.id,
      serviceDate: c.claim.serviceDate,
      riderName: c.rider?.fullName ?? c.job.patientName,
      memberId: c.rider?.memberId ?? null,
      claimNumber: c.auth?.claimNumber ?? null,
      authorizationNumber: c.auth?.number ?? null,
      levelOfService: c.job.levelOfService,
      pickupAddress: c.job.pickupAddress,
      dropoffAddress: c.job.dropoffAddress,
      driverName: c.driverName,
      total: formatAmount(c.claim.totalCents),
      lines: linesOf(c.claim.id).map((l) => ({
        kind: l.kind,
        code: l.code,
        modifier: l.modifier,
        description: l.description,
        quantity: quantityText(l.quantity),
        unit: formatAmount(l.unitCents),
        amount: formatAmount(l.amountCents),
      })),
      problems: problems.get(c.claim.id) ?? [],
      status: c.claim.answerStatus ?? claimStatusOfInvoice(summary.status),
      paid: formatAmount(c.claim.paidCents),
      payerClaimNumber: c.claim.payerClaimNumber,
      reasons: c.claim.answerReasons.map(reasonResponse),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amount: formatAmount(p.amountCents),
      receivedOn: p.receivedOn,
      method: p.method as Invoice['payments'][number]['method'],
      reference: p.reference,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** What a build would bill now: the trips and their total, for the clerk's preview. */
export async function unbilled(
  db: Database,
  payerId: string,
  periodFrom: string,
  periodTo: string,
  timeZone: string,
): Promise<{ claimCount: number; total: string }> {
  const candidates = await billableJobs(db, payerId, periodFrom, periodTo, timeZone);
  const rates = await payerWithRates(db, payerId);
  const totals: number[] = [];
  for (const { job } of candidates) {
    const { price } = await priceOfJob(db, job, timeZone, rates);
    if (price) totals.push(price.totalCents);
  }
  return { claimCount: totals.length, total: formatAmount(sumCents(totals)) };
}

/**
 * What each payer still owed on `asOf`, by days since sending (docs/decisions/070-invoices.md): invoices sent by
 * then and not void, less the payments received by then — so a past day reads as it stood that day. A denied
 * invoice is still owed until it is paid or voided.
 */
export async function aging(db: Database, asOf: string): Promise<Aging> {
  const paidByThen = paidBy(asOf);
  const owing = await db
    .select({
      payerId: invoices.payerId,
      payerName: payers.name,
      sentOn: invoices.sentOn,
      totalCents: invoices.totalCents,
      paidCents: paidByThen.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(payers, eq(payers.id, invoices.payerId))
    .where(and(ne(invoices.status, 'void'), ne(invoices.status, 'draft'), sql`${invoices.sentOn} <= ${asOf}`))
    .orderBy(asc(payers.name), desc(invoices.sentOn));
  const rows = owing.filter((r) => r.totalCents > r.paidCents);
  type Amounts = Record<AgingBucket | 'total', number[]>;
  const empty = (): Amounts => ({ days0to30: [], days31to60: [], days61to90: [], over90: [], total: [] });
  const byPayer = new Map<string, { payerName: string; count: number; amounts: Amounts }>();
  const totals = empty();
  for (const r of rows) {
    const entry = byPayer.get(r.payerId) ?? { payerName: r.payerName, count: 0, amounts: empty() };
    const owed = r.totalCents - r.paidCents;
    const bucket = agingBucketOf(r.sentOn!, asOf);
    entry.count += 1;
    for (const target of [entry.amounts, totals]) {
      target[bucket].push(owed);
      target.total.push(owed);
    }
    byPayer.set(r.payerId, entry);
  }
  const money = (a: Amounts) => ({
    days0to30: formatAmount(sumCents(a.days0to30)),
    days31to60: formatAmount(sumCents(a.days31to60)),
    days61to90: formatAmount(sumCents(a.days61to90)),
    over90: formatAmount(sumCents(a.over90)),
    total: formatAmount(sumCents(a.total)),
  });
  return {
    asOf,
    payers: [...byPayer.entries()].map(([payerId, e]) => ({
      payerId,
      payerName: e.payerName,
      invoiceCount: e.count,
      ...money(e.amounts),
    })),
    totals: money(totals),
  };
}
