import { and, eq, sql } from 'drizzle-orm';
import type { Claim } from '../../../domain/claim-answer';
import { CLAIM_PROBLEM_LABELS } from '../../../domain/invoice';
import type { Database } from '../../db/client';
import { documentNumbers, invoiceClaims, invoices } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../errors';
import { claimById } from './claims';
import type { InvoiceDocumentData } from './documents/claim-data';
import { invoiceById } from './read';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Corrected claims travel in their own interchange, numbered from here up: an invoice's file uses the invoice's
 * number, so the two never share an ISA13, and a 999 answering either finds its file by GS06.
 */
const FIRST_CORRECTION_INTERCHANGE = 900_000_001;

async function nextCorrectionInterchange(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(documentNumbers)
    .values({ kind: 'claim_interchange', last: FIRST_CORRECTION_INTERCHANGE })
    .onConflictDoUpdate({ target: documentNumbers.kind, set: { last: sql`${documentNumbers.last} + 1` } })
    .returning({ last: documentNumbers.last });
  return row!.last;
}

/**
 * Sends a rejected or denied claim again once the clerk has fixed what its reasons name
 * (docs/decisions/101-posting-claim-answers.md): a replacement (CLM05-3 7, REF*F8) when the payer gave the claim a
 * number, else a new original, in its own file. The claim checks run again first: a claim that would be refused for
 * a known reason goes only when the clerk acknowledges it.
 */
export async function correctClaim(
  db: Database,
  claimId: string,
  input: { acknowledgeProblems?: boolean },
  timeZone: string,
): Promise<Claim> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invoiceId: invoiceClaims.invoiceId })
      .from(invoiceClaims)
      .where(and(eq(invoiceClaims.id, claimId), eq(invoiceClaims.released, false)));
    if (!found) throw notFound();
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, found.invoiceId)).for('update');
    const [claim] = await tx.select().from(invoiceClaims).where(eq(invoiceClaims.id, claimId));
    if (invoice!.status === 'void' || invoice!.status === 'draft')
      throw conflict(`A claim on a ${invoice!.status} invoice cannot be sent corrected`);
    if (claim!.answerStatus !== 'rejected' && claim!.answerStatus !== 'denied')
      throw conflict('Only a rejected or denied claim can be sent corrected');
    const view = await invoiceById(tx, invoice!.id, timeZone, { problems: true });
    const problems = view.claims.find((c) => c.id === claimId)?.problems ?? [];
    if (problems.length > 0 && !input.acknowledgeProblems)
      throw new HttpError(
        422,
        `The claim still has problems: ${problems.map((p) => CLAIM_PROBLEM_LABELS[p]).join('; ')}`,
        undefined,
        undefined,
        ['claim_checks'],
      );
    const interchange = await nextCorrectionInterchange(tx);
    await tx
      .update(invoiceClaims)
      .set({ answerStatus: 'corrected', correctedAt: new Date(), correctionInterchange: interchange })
      .where(eq(invoiceClaims.id, claimId));
  });
  return claimById(db, claimId);
}

/** The correction a claim was sent with: its own interchange number and the payer's claim it replaces. */
export async function correctionOf(db: Pick<Database, 'select'>, claimId: string) {
  const [claim] = await db
    .select({ interchange: invoiceClaims.correctionInterchange, payerClaimNumber: invoiceClaims.payerClaimNumber })
    .from(invoiceClaims)
    .where(eq(invoiceClaims.id, claimId));
  if (!claim) throw notFound();
  if (claim.interchange === null) throw conflict('The claim has not been sent corrected');
  return { interchange: claim.interchange, payerClaimNumber: claim.payerClaimNumber };
}

/** The invoice's data cut to the one corrected claim, in its own interchange, replacing the payer's claim if named. */
export function correctedClaimData(
  data: InvoiceDocumentData,
  claimId: string,
  correction: { interchange: number; payerClaimNumber: string | null },
): InvoiceDocumentData {
  const claim = data.claims.find((c) => c.id === claimId);
  if (!claim) throw notFound();
  return {
    ...data,
    invoice: { ...data.invoice, sequence: correction.interchange },
    claims: [
      {
        ...claim,
        correction: correction.payerClaimNumber ? { payerClaimNumber: correction.payerClaimNumber } : null,
      },
    ],
  };
}
