import { and, eq } from 'drizzle-orm';
import { invoiceNumberLabel, type TripMoney } from '../../../domain/invoice';
import { centsOf, formatAmount } from '../../../domain/money';
import type { Database } from '../../db/client';
import { invoiceClaims, invoices, jobs } from '../../db/schema';
import { notFound } from '../../errors';
import { priceOfJob } from '../jobs/price';

type Reader = Pick<Database, 'select'>;

/**
 * What a trip earns (docs/decisions/068-job-price.md, 071-contractor-pay.md): billed is the claim's total once the
 * trip is on a live invoice (what the payer was asked for, kept as it was billed), else its price for the payer
 * now; driver pay is the job's rate; the margin is the difference, negative when the trip costs more than it earns.
 */
export async function tripMoney(db: Reader, jobId: string, timeZone: string): Promise<TripMoney> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) throw notFound();
  const driverPayCents = centsOf(job.jobRate);
  const [claim] = await db
    .select({ totalCents: invoiceClaims.totalCents, invoiceId: invoices.id, number: invoices.number })
    .from(invoiceClaims)
    .innerJoin(invoices, eq(invoices.id, invoiceClaims.invoiceId))
    .where(and(eq(invoiceClaims.jobId, jobId), eq(invoiceClaims.released, false)))
    .limit(1);
  const billedCents = claim ? claim.totalCents : ((await priceOfJob(db, job, timeZone)).price?.totalCents ?? null);
  return {
    driverPay: formatAmount(driverPayCents),
    billed: billedCents === null ? null : formatAmount(billedCents),
    billedFrom: claim ? 'invoice' : billedCents === null ? null : 'price',
    invoiceId: claim?.invoiceId ?? null,
    invoiceNumber: claim ? invoiceNumberLabel(claim.number) : null,
    margin: billedCents === null ? null : formatAmount(billedCents - driverPayCents),
  };
}
