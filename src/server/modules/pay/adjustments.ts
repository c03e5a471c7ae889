import type { z } from 'zod';
import { parseCents, sumCents } from '../../../domain/money';
import type { PayStatement, payAdjustmentInput } from '../../../domain/pay-statement';
import type { Database } from '../../db/client';
import { conflict, HttpError } from '../../errors';
import { insertAdjustment, statementSums, writeStatement } from './repository';
import { lockStatement } from './statement-status';
import { statementById } from './statement-view';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Lines plus adjustments, from the rows as they are now in this transaction. */
async function recomputeTotal(tx: Tx, id: string): Promise<number> {
  const sums = await statementSums(tx, id);
  return sumCents([Number(sums.lines), Number(sums.adjustments)]);
}

/**
 * POST /api/pay-statements/{id}/adjustments: while draft, or issued and not yet paid; never below zero in total. Runs in
 * the caller's transaction, which records its Idempotency-Key: a retried request adds nothing twice.
 */
export async function addAdjustment(
  tx: Tx,
  id: string,
  input: z.output<typeof payAdjustmentInput>,
  userId: string,
): Promise<PayStatement> {
  const statement = await lockStatement(tx, id);
  if (statement.status !== 'draft' && statement.status !== 'issued')
    throw conflict(`A ${statement.status} statement cannot be adjusted`);
  const amountCents = parseCents(input.amount, { allowNegative: true })!;
  await insertAdjustment(tx, {
    statementId: id,
    description: input.description,
    amountCents,
    recordedByUserId: userId,
  });
  const totalCents = await recomputeTotal(tx, id);
  if (totalCents < 0)
    throw new HttpError(422, 'Please correct the highlighted fields', {
      amount: 'This deduction would take the total below zero',
    });
  await writeStatement(tx, id, { totalCents, updatedAt: new Date() });
  return statementById(tx, id);
}
