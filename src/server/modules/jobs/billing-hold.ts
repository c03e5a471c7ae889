import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceClaims, payStatementLines } from '../../db/schema';
import { conflict } from '../../errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What an invoice or a pay statement says about a trip must stay true (docs/decisions/070-invoices.md): once a trip is
 * billed or on a driver's pay statement it is not edited (void the invoice or statement first), and a trip that ever
 * was on one is never deleted — the records point at it.
 */
export async function assertNotBilled(tx: Tx, jobId: string, doing: 'changed' | 'deleted'): Promise<void> {
  const live = doing === 'changed';
  const [claim] = await tx
    .select({ id: invoiceClaims.id })
    .from(invoiceClaims)
    .where(and(eq(invoiceClaims.jobId, jobId), live ? sql`not ${invoiceClaims.released}` : undefined))
    .limit(1);
  const [line] = await tx
    .select({ id: payStatementLines.id })
    .from(payStatementLines)
    .where(and(eq(payStatementLines.jobId, jobId), live ? sql`not ${payStatementLines.released}` : undefined))
    .limit(1);
  if (!claim && !line) return;
  const on = claim && line ? 'an invoice and a pay statement' : claim ? 'an invoice' : 'a pay statement';
  throw conflict(
    live
      ? `This trip is on ${on}, so it cannot be changed; void the ${claim ? 'invoice' : 'statement'} first`
      : `This trip has been on ${on}, so it cannot be deleted`,
  );
}
