import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceBuildInput } from '../../../domain/invoice';
import { sumCents } from '../../../domain/money';
import type { Database } from '../../db/client';
import { documentNumbers, invoiceClaims, invoiceLines, invoices, payers } from '../../db/schema';
import { HttpError } from '../../errors';
import { payerWithRates, priceOfJob } from '../jobs/price';
import { billableJobs } from './billable';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const NOTHING_TO_BILL = 'No trips to bill for this payer and period';

/**
 * Builds a draft invoice for a payer and a period (docs/decisions/070-invoices.md), in one transaction: each
 * billable trip is claimed with `ON CONFLICT … DO NOTHING` against the index that allows one live claim per job,
 * so when two clerks build at the same moment the second waits on the first's rows and skips what it took —
 * every trip is billed once. Each claim's lines are the trip's price now; the invoice keeps them as they are.
 */
export async function buildInvoice(
  db: Database,
  input: z.output<typeof invoiceBuildInput>,
  userId: string | null,
  timeZone: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [payer] = await tx.select({ id: payers.id }).from(payers).where(eq(payers.id, input.payerId)).limit(1);
    if (!payer) throw new HttpError(400, 'Choose a payer', { payerId: 'No such payer' });
    const [invoice] = await tx
      .insert(invoices)
      .values({
        number: await nextInvoiceNumber(tx),
        payerId: input.payerId,
        periodFrom: input.periodFrom,
        periodTo: input.periodTo,
        createdByUserId: userId,
      })
      .returning({ id: invoices.id });
    const candidates = await billableJobs(tx, input.payerId, input.periodFrom, input.periodTo, timeZone);
    // Claimed in id order (see billableJobs), listed in the order they were driven.
    const driven = [...candidates].sort(
      (a, b) =>
        a.serviceDate.localeCompare(b.serviceDate) ||
        (a.job.pickupTime?.getTime() ?? 0) - (b.job.pickupTime?.getTime() ?? 0) ||
        a.job.id.localeCompare(b.job.id),
    );
    const positionOf = new Map(driven.map((c, i) => [c.job.id, i + 1]));
    const rates = await payerWithRates(tx, input.payerId);
    const totals: number[] = [];
    for (const { job, serviceDate } of candidates) {
      const { price } = await priceOfJob(tx, job, timeZone, rates);
      if (!price) continue; // no rate for this level: left for when the payer has one
      const [claim] = await tx
        .insert(invoiceClaims)
        .values({
          invoiceId: invoice!.id,
          jobId: job.id,
          position: positionOf.get(job.id)!,
          serviceDate,
          totalCents: price.totalCents,
        })
        .onConflictDoNothing({ target: invoiceClaims.jobId, where: sql`not ${invoiceClaims.released}` })
        .returning({ id: invoiceClaims.id });
      if (!claim) continue; // another clerk's invoice took it a moment ago
      await tx.insert(invoiceLines).values(
        price.lines.map((l, i) => ({
          claimId: claim.id,
          position: i + 1,
          kind: l.kind,
          code: l.code,
          modifier: l.modifier,
          description: l.description,
          quantity: l.quantity,
          unitCents: l.unitCents,
          amountCents: l.amountCents,
        })),
      );
      totals.push(price.totalCents);
    }
    if (totals.length === 0) throw new HttpError(422, NOTHING_TO_BILL, undefined, undefined, ['nothing_to_bill']);
    await tx
      .update(invoices)
      .set({ totalCents: sumCents(totals) })
      .where(eq(invoices.id, invoice!.id));
    return invoice!.id;
  });
}

/**
 * The next invoice number, taken by updating its counter row in the build's transaction: a build that is refused
 * rolls the counter back with it, so no number goes missing; the row stays locked until the build commits, so a
 * clerk building at the same moment waits and gets the number after (schema.ts, documentNumbers).
 */
async function nextInvoiceNumber(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(documentNumbers)
    .values({ kind: 'invoice', last: 1 })
    .onConflictDoUpdate({ target: documentNumbers.kind, set: { last: sql`${documentNumbers.last} + 1` } })
    .returning({ last: documentNumbers.last });
  return row!.last;
}
