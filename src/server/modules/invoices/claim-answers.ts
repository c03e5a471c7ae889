import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnsweredStatus, ClaimFileLineOutcome, StoredClaimReason } from '../../../domain/claim-answer-words';
import { invoiceNumberLabel, type InvoiceStatus } from '../../../domain/invoice';
import { formatDollars } from '../../../domain/money';
import type { Database } from '../../db/client';
import { invoiceClaims, invoicePayments, invoices, jobs, riders } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** CLM01 as the 837P writes it; answers echo it, sometimes in upper case. */
const controlNumberSql = sql<string>`left(replace(${invoiceClaims.id}::text, '-', ''), 20)`;
const normal = (controlNumber: string) => controlNumber.trim().toLowerCase();

/** A claim's verdict from a 277CA or its payment from an 835, named by CLM01. */
export interface ClaimAnswer {
  source: '277CA' | '835';
  controlNumber: string;
  outcome: Extract<
    ClaimFileLineOutcome,
    'accepted' | 'rejected' | 'pending' | 'paid' | 'partially_paid' | 'denied' | 'reversed'
  >;
  paidCents: number;
  payerClaimNumber: string | null;
  reasons: StoredClaimReason[];
  /** An 835's payment the money came in: the check or EFT number and its day. */
  payment: { method: 'eft' | 'check' | 'other'; reference: string; receivedOn: string } | null;
}

/** A 999's verdict on one 837P transaction set, named by the group control number (GS06) it acknowledges. */
export interface SetAnswer {
  groupControlNumber: string;
  accepted: boolean;
  reasons: StoredClaimReason[];
}

/** What an answer did: the claim or invoice it matched, whether it changed them, and why not in words. */
export interface AnswerResult {
  matched: boolean;
  posted: boolean;
  claimId: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  riderName: string | null;
  note: string | null;
}

const unmatched = (note: string): AnswerResult => ({
  matched: false,
  posted: false,
  claimId: null,
  invoiceId: null,
  invoiceNumber: null,
  riderName: null,
  note,
});

/** Invoices whose claims an answer may change: sent and not void. A draft's claims were never sent. */
const ANSWERABLE: readonly InvoiceStatus[] = ['sent', 'partially_paid', 'paid', 'denied'];
/** Statuses an 835 settles: a later 277CA or 999 does not set them back. */
const SETTLED = new Set(['paid', 'partially_paid', 'denied']);

async function claimsNamed(tx: Tx, where: ReturnType<typeof and>) {
  return tx
    .select({
      id: invoiceClaims.id,
      controlNumber: controlNumberSql,
      invoiceId: invoiceClaims.invoiceId,
      totalCents: invoiceClaims.totalCents,
      paidCents: invoiceClaims.paidCents,
      answerStatus: invoiceClaims.answerStatus,
      payerClaimNumber: invoiceClaims.payerClaimNumber,
      released: invoiceClaims.released,
      correctionInterchange: invoiceClaims.correctionInterchange,
      invoiceNumber: invoices.number,
      invoiceStatus: invoices.status,
      riderName: sql<string>`coalesce(${riders.fullName}, ${jobs.patientName})`,
    })
    .from(invoiceClaims)
    .innerJoin(invoices, eq(invoices.id, invoiceClaims.invoiceId))
    .innerJoin(jobs, eq(jobs.id, invoiceClaims.jobId))
    .leftJoin(riders, eq(riders.id, jobs.riderId))
    .where(where)
    .orderBy(asc(invoiceClaims.invoiceId), asc(invoiceClaims.position));
}
type NamedClaim = Awaited<ReturnType<typeof claimsNamed>>[number];

/** Locks the invoices in id order (two uploads touching the same invoices wait rather than deadlock). */
async function lockInvoices(tx: Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof invoices.$inferSelect>();
  const rows = await tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...new Set(ids)].sort()))
    .orderBy(asc(invoices.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

const resultOf = (claim: NamedClaim, posted: boolean, note: string | null): AnswerResult => ({
  matched: true,
  posted,
  claimId: claim.id,
  invoiceId: claim.invoiceId,
  invoiceNumber: invoiceNumberLabel(claim.invoiceNumber),
  riderName: claim.riderName,
  note,
});

/** The status a claim's payments give it: paid in full, partly, or nothing (denied). */
function paidStatus(totalCents: number, paidCents: number): AnsweredStatus {
  if (paidCents >= totalCents) return 'paid';
  return paidCents > 0 ? 'partially_paid' : 'denied';
}

/**
 * Posts a 277CA's or an 835's claims to the claims they name (docs/decisions/101-posting-claim-answers.md), in the
 * caller's transaction: statuses and reasons on the claim, an 835's money as a payment on the claim's invoice (one per
 * invoice and check or EFT number), and the invoice's paid amount and status after it. Every answer gets a result,
 * matched or not; nothing is dropped.
 */
export async function postClaimAnswers(tx: Tx, answers: ClaimAnswer[], userId: string | null): Promise<AnswerResult[]> {
  const numbers = [...new Set(answers.map((a) => normal(a.controlNumber)))];
  const found = numbers.length === 0 ? [] : await claimsNamed(tx, and(inArray(controlNumberSql, numbers)));
  // A claim taken off a draft or left on a void invoice is released; a live one wins when both carry the number.
  const byNumber = new Map<string, NamedClaim>();
  for (const claim of found) {
    const had = byNumber.get(claim.controlNumber);
    if (!had || (had.released && !claim.released)) byNumber.set(claim.controlNumber, claim);
  }
  const locked = await lockInvoices(
    tx,
    [...byNumber.values()].map((c) => c.invoiceId),
  );
  const now = new Date();
  const money = new Map<string, { invoiceId: string; cents: number; payment: NonNullable<ClaimAnswer['payment']> }>();
  const touched = new Set<string>();
  const answered = new Map<string, { claim: NamedClaim; reasons: StoredClaimReason[] }>();
  const results: AnswerResult[] = [];

  for (const answer of answers) {
    const claim = byNumber.get(normal(answer.controlNumber));
    if (!claim) {
      results.push(unmatched('No claim with this number was sent'));
      continue;
    }
    const invoice = locked.get(claim.invoiceId)!;
    if (claim.released || !ANSWERABLE.includes(invoice.status)) {
      results.push(resultOf(claim, false, `Its invoice is ${invoice.status}: nothing was posted`));
      continue;
    }
    const payerClaimNumber = answer.payerClaimNumber ?? claim.payerClaimNumber;
    let status: AnsweredStatus | null = null;
    let paidCents = claim.paidCents;
    let note: string | null = null;

    if (answer.source === '277CA') {
      if (answer.outcome === 'pending') note = 'Pending at the payer: the claim keeps its status';
      else if (claim.answerStatus && SETTLED.has(claim.answerStatus))
        note = 'The claim is already settled by a remittance';
      else status = answer.outcome === 'rejected' ? 'rejected' : 'accepted';
    } else if (answer.outcome === 'reversed') {
      note = 'A reversal of an earlier payment: review it with the payer; nothing was changed';
    } else {
      const balance = claim.totalCents - claim.paidCents;
      if (answer.paidCents > balance) {
        note = `Pays ${formatDollars(answer.paidCents)}, more than the claim's balance of ${formatDollars(balance)}: nothing was posted`;
      } else {
        paidCents = claim.paidCents + answer.paidCents;
        status = answer.outcome === 'denied' && paidCents === 0 ? 'denied' : paidStatus(claim.totalCents, paidCents);
        if (answer.paidCents > 0 && answer.payment) {
          const key = `${claim.invoiceId}|${answer.payment.method}|${answer.payment.reference.toLowerCase()}`;
          const entry = money.get(key) ?? { invoiceId: claim.invoiceId, cents: 0, payment: answer.payment };
          entry.cents += answer.paidCents;
          money.set(key, entry);
        }
      }
    }

    if (status === null) {
      results.push(resultOf(claim, false, note));
      continue;
    }
    claim.answerStatus = status;
    claim.paidCents = paidCents;
    claim.payerClaimNumber = payerClaimNumber;
    // A claim named twice in a file (a reversal, then the payment again) is written once, as it ends.
    answered.set(claim.id, { claim, reasons: answer.reasons });
    touched.add(claim.invoiceId);
    results.push(resultOf(claim, true, null));
  }

  await writeAnswers(tx, [...answered.values()], now);
  for (const entry of money.values()) await recordRemittance(tx, locked.get(entry.invoiceId)!, entry, userId);
  for (const invoiceId of touched) await settleInvoiceStatus(tx, invoiceId);
  return results;
}

/**
 * The claims' new statuses, paid amounts, payer's numbers and reasons, a few hundred to a statement: an 835 of two
 * thousand claims is a handful of round trips, not two thousand (docs/performance.md, "Posting a remittance").
 */
async function writeAnswers(tx: Tx, answers: { claim: NamedClaim; reasons: StoredClaimReason[] }[], at: Date) {
  for (let i = 0; i < answers.length; i += 500) {
    const rows = sql.join(
      answers
        .slice(i, i + 500)
        .map(
          ({ claim, reasons }) =>
            sql`(${claim.id}::uuid, ${claim.answerStatus}::text, ${claim.paidCents}::int, ${claim.payerClaimNumber}::text, ${JSON.stringify(reasons)}::jsonb)`,
        ),
      sql`, `,
    );
    await tx.execute(
      sql`update ${invoiceClaims} set answer_status = v.status, paid_cents = v.paid, payer_claim_number = v.payer_claim_number, answer_reasons = v.reasons, answered_at = ${at.toISOString()}::timestamptz from (values ${rows}) as v(id, status, paid, payer_claim_number, reasons) where ${invoiceClaims.id} = v.id`,
    );
  }
}

/**
 * An 835's money on one invoice: a payment with its check or EFT number. A payment the clerk already typed in with
 * that number is not counted again.
 */
async function recordRemittance(
  tx: Tx,
  invoice: typeof invoices.$inferSelect,
  entry: { cents: number; payment: NonNullable<ClaimAnswer['payment']> },
  userId: string | null,
) {
  const [same] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.invoiceId, invoice.id),
        sql`lower(${invoicePayments.reference}) = lower(${entry.payment.reference})`,
      ),
    )
    .limit(1);
  if (same) return;
  await tx.insert(invoicePayments).values({
    invoiceId: invoice.id,
    amountCents: entry.cents,
    receivedOn: entry.payment.receivedOn,
    method: entry.payment.method,
    reference: entry.payment.reference,
    recordedByUserId: userId,
  });
  await tx
    .update(invoices)
    .set({ paidCents: sql`${invoices.paidCents} + ${entry.cents}`, updatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
}

/**
 * The invoice's status from its money and its claims: paid when the payments reach the total, partly paid when any
 * came, denied when every claim on it was denied or rejected and nothing came, sent again once a claim of a denied
 * invoice is no longer refused; otherwise as it was.
 */
async function settleInvoiceStatus(tx: Tx, invoiceId: string) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || !ANSWERABLE.includes(invoice.status)) return;
  const claims = await tx
    .select({ status: invoiceClaims.answerStatus, reasons: invoiceClaims.answerReasons })
    .from(invoiceClaims)
    .where(and(eq(invoiceClaims.invoiceId, invoiceId), eq(invoiceClaims.released, false)));
  let status: InvoiceStatus = invoice.status;
  let deniedReason = invoice.deniedReason;
  if (invoice.paidCents >= invoice.totalCents && invoice.totalCents > 0) status = 'paid';
  else if (invoice.paidCents > 0) status = 'partially_paid';
  else if (claims.length > 0 && claims.every((c) => c.status === 'denied' || c.status === 'rejected')) {
    status = 'denied';
    deniedReason = claims[0]!.reasons[0]?.text ?? 'Every claim was denied or rejected';
  } else if (invoice.status === 'denied') {
    // A claim of a denied invoice is no longer refused (a corrected one came back accepted): the invoice is out again.
    status = 'sent';
    deniedReason = null;
  }
  if (status === invoice.status && deniedReason === invoice.deniedReason) return;
  await tx.update(invoices).set({ status, deniedReason, updatedAt: new Date() }).where(eq(invoices.id, invoiceId));
}

/**
 * A 999's verdicts on 837P transaction sets. A set acknowledges one file: an invoice's (GS06 is its number) or a
 * corrected claim's (its own interchange number). A rejected set rejects every claim in it still waiting for an answer.
 */
export async function postSetAnswers(tx: Tx, answers: SetAnswer[]): Promise<AnswerResult[]> {
  const results: AnswerResult[] = [];
  const now = new Date();
  for (const answer of answers) {
    const control = Number(answer.groupControlNumber);
    if (!Number.isSafeInteger(control) || control <= 0) {
      results.push(unmatched('No file with this group control number was sent'));
      continue;
    }
    const claims = await claimsNamed(
      tx,
      and(
        eq(invoiceClaims.released, false),
        sql`(${invoiceClaims.correctionInterchange} = ${control} or (${invoices.number} = ${control} and ${invoiceClaims.correctionInterchange} is null))`,
      ),
    );
    if (claims.length === 0) {
      results.push(unmatched('No file with this group control number was sent'));
      continue;
    }
    const locked = await lockInvoices(
      tx,
      claims.map((c) => c.invoiceId),
    );
    const first = claims[0]!;
    const invoice = locked.get(first.invoiceId)!;
    const base = {
      matched: true,
      claimId: claims.length === 1 && first.correctionInterchange === control ? first.id : null,
      invoiceId: first.invoiceId,
      invoiceNumber: invoiceNumberLabel(first.invoiceNumber),
      riderName: claims.length === 1 ? first.riderName : null,
    };
    if (!ANSWERABLE.includes(invoice.status)) {
      results.push({ ...base, posted: false, note: `Its invoice is ${invoice.status}: nothing was posted` });
      continue;
    }
    if (answer.accepted) {
      results.push({ ...base, posted: false, note: 'The file was accepted: its claims wait for the 277CA' });
      continue;
    }
    const waiting = claims.filter(
      (c) => !c.answerStatus || c.answerStatus === 'corrected' || c.answerStatus === 'accepted',
    );
    if (waiting.length > 0)
      await tx
        .update(invoiceClaims)
        .set({ answerStatus: 'rejected', answerReasons: answer.reasons, answeredAt: now })
        .where(
          inArray(
            invoiceClaims.id,
            waiting.map((c) => c.id),
          ),
        );
    for (const invoiceId of new Set(claims.map((c) => c.invoiceId))) await settleInvoiceStatus(tx, invoiceId);
    results.push({
      ...base,
      posted: waiting.length > 0,
      note: waiting.length > 0 ? null : 'Its claims are already answered',
    });
  }
  return results;
}

/** A PLB reference that names one of ours: an invoice (INV-000042) or a claim (CLM01). */
export async function invoiceNamed(tx: Tx, reference: string): Promise<AnswerResult | null> {
  const invoiceNumber = /^INV-?0*(\d{1,9})$/i.exec(reference.trim());
  if (invoiceNumber) {
    const [row] = await tx
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.number, Number(invoiceNumber[1])));
    if (row)
      return {
        matched: true,
        posted: false,
        claimId: null,
        invoiceId: row.id,
        invoiceNumber: invoiceNumberLabel(row.number),
        riderName: null,
        note: null,
      };
  }
  const [claim] = await claimsNamed(tx, and(eq(controlNumberSql, normal(reference))));
  return claim ? resultOf(claim, false, null) : null;
}
