import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIn } from '../../../domain/dates';
import {
  invoiceNumberLabel,
  sentBeforePeriodEnd,
  type InvoiceStatus,
  type invoicePaymentInput,
} from '../../../domain/invoice';
import { centsOf, formatDollars, sumCents } from '../../../domain/money';
import type { Database } from '../../db/client';
import { invoiceClaims, invoicePayments, invoices, payers } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../errors';
import { queueMessages } from '../notifications/outbox';
import { invoiceById } from './read';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Adds whole days to an ISO day (the payer's terms), on the calendar, not the clock. */
export function addDays(isoDay: string, days: number): string {
  const at = new Date(`${isoDay}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The invoice's row locked until the transaction ends, so two clerks' actions on it happen one after the other. */
async function lockInvoice(tx: Tx, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

function mustBe(status: InvoiceStatus, allowed: readonly InvoiceStatus[], doing: string): void {
  if (!allowed.includes(status)) throw conflict(`A ${status.replace('_', ' ')} invoice cannot be ${doing}`);
}

/**
 * Takes a claim off a draft: its trip may be billed on a later invoice. The claim is deleted, not released: a draft
 * keeps no history, and a void invoice then shows exactly the claims it had when voided.
 */
export async function removeClaim(db: Database, invoiceId: string, claimId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    mustBe(invoice.status, ['draft'], 'changed');
    const [claim] = await tx
      .delete(invoiceClaims)
      .where(
        and(eq(invoiceClaims.id, claimId), eq(invoiceClaims.invoiceId, invoiceId), eq(invoiceClaims.released, false)),
      )
      .returning({ totalCents: invoiceClaims.totalCents });
    if (!claim) throw notFound();
    await tx
      .update(invoices)
      .set({ totalCents: invoice.totalCents - claim.totalCents, updatedAt: new Date() })
      .where(eq(invoices.id, invoiceId));
  });
}

/**
 * Sends a draft (docs/decisions/070-invoices.md): due on the sent day plus the payer's terms. A claim with a
 * problem goes out only when the clerk says they have seen the problems; the payer is emailed that it was sent.
 */
export async function sendInvoice(
  db: Database,
  id: string,
  input: { sentOn?: string; acknowledgeProblems?: boolean },
  timeZone: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    mustBe(invoice.status, ['draft'], 'sent');
    const view = await invoiceById(tx, id, timeZone);
    if (view.claims.length === 0)
      throw new HttpError(422, 'An invoice with no claims cannot be sent', undefined, undefined, ['nothing_to_bill']);
    const withProblems = view.claims.filter((c) => c.problems.length > 0).length;
    if (withProblems > 0 && !input.acknowledgeProblems) {
      throw new HttpError(
        422,
        `${withProblems} ${withProblems === 1 ? 'claim has' : 'claims have'} problems: review them, take the claims off, or send acknowledging them`,
        undefined,
        undefined,
        ['claim_checks'],
      );
    }
    const [payer] = await tx.select().from(payers).where(eq(payers.id, invoice.payerId));
    const today = todayIn(timeZone);
    const sentOn = input.sentOn ?? today;
    if (sentOn > today)
      throw new HttpError(422, 'Please correct the highlighted fields', {
        sentOn: 'Sent date cannot be in the future',
      });
    if (sentOn < invoice.periodTo)
      throw new HttpError(400, 'Please correct the highlighted fields', {
        sentOn: sentBeforePeriodEnd(invoice.periodTo),
      });
    const dueOn = addDays(sentOn, payer!.termsDays);
    await tx.update(invoices).set({ status: 'sent', sentOn, dueOn, updatedAt: new Date() }).where(eq(invoices.id, id));
    const number = invoiceNumberLabel(invoice.number);
    await queueMessages(tx, [
      {
        event: 'invoice_sent',
        channel: 'email',
        recipient: payer!.contactEmail,
        facts: { payerName: payer!.name, invoiceNumber: number, total: formatDollars(invoice.totalCents), dueOn },
        about: {},
        key: `invoice:${id}`,
      },
    ]);
  });
}

/**
 * Money received: partially paid until the payments reach the total, then paid. More than the balance, a day after
 * today, or the same check or remittance recorded twice is refused on its field. Runs in the caller's transaction,
 * which records its Idempotency-Key: a retried request records nothing twice.
 */
export async function recordPayment(
  tx: Tx,
  id: string,
  input: z.output<typeof invoicePaymentInput>,
  userId: string | null,
  timeZone: string,
): Promise<void> {
  const invoice = await lockInvoice(tx, id);
  mustBe(invoice.status, ['sent', 'partially_paid', 'denied'], 'paid');
  const amountCents = centsOf(input.amount);
  const balance = invoice.totalCents - invoice.paidCents;
  const refuse = (field: string, message: string) =>
    new HttpError(422, 'Please correct the highlighted fields', { [field]: message });
  if (amountCents > balance) throw refuse('amount', `The balance is ${formatDollars(balance)}`);
  if (input.receivedOn > todayIn(timeZone)) throw refuse('receivedOn', 'Received date cannot be in the future');
  if (input.reference) {
    const [same] = await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.invoiceId, id),
          eq(invoicePayments.method, input.method),
          sql`lower(${invoicePayments.reference}) = lower(${input.reference})`,
        ),
      )
      .limit(1);
    if (same) throw refuse('reference', 'A payment with this reference is already recorded on this invoice');
  }
  await tx.insert(invoicePayments).values({
    invoiceId: id,
    amountCents,
    receivedOn: input.receivedOn,
    method: input.method,
    reference: input.reference,
    recordedByUserId: userId,
  });
  const paidCents = sumCents([invoice.paidCents, amountCents]);
  await tx
    .update(invoices)
    .set({ paidCents, status: paidCents === invoice.totalCents ? 'paid' : 'partially_paid', updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

/** The payer refused it: kept with the reason, its trips stay billed (a corrected claim is a new conversation). */
export async function denyInvoice(db: Database, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    mustBe(invoice.status, ['sent', 'partially_paid'], 'denied');
    await tx
      .update(invoices)
      .set({ status: 'denied', deniedReason: reason, updatedAt: new Date() })
      .where(eq(invoices.id, id));
  });
}

/** Voids a draft, or a sent invoice nothing was paid on, and releases its trips to be billed again. */
export async function voidInvoice(db: Database, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    mustBe(invoice.status, ['draft', 'sent', 'denied'], 'voided');
    if (invoice.paidCents > 0) throw conflict('An invoice with payments cannot be voided');
    await tx
      .update(invoiceClaims)
      .set({ released: true })
      .where(and(eq(invoiceClaims.invoiceId, id), sql`not ${invoiceClaims.released}`));
    await tx
      .update(invoices)
      .set({ status: 'void', voidReason: reason, voidedAt: new Date(), updatedAt: new Date() })
      .where(eq(invoices.id, id));
  });
}
