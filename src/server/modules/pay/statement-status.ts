import { todayIn } from '../../../domain/dates';
import type { PayStatement } from '../../../domain/pay-statement';
import type { Database } from '../../db/client';
import { conflict, HttpError, notFound } from '../../errors';
import { lockStatementRow, releaseLines, writeStatement, type StatementRow } from './repository';
import { statementById } from './statement-view';

/** A statement's way from draft to issued and paid, or to void. */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The statement, locked for the change, or "not found". */
export async function lockStatement(tx: Tx, id: string): Promise<StatementRow> {
  const row = await lockStatementRow(tx, id);
  if (!row) throw notFound();
  return row;
}

/** draft → issued. */
export async function issueStatement(db: Database, id: string): Promise<PayStatement> {
  return db.transaction(async (tx) => {
    const statement = await lockStatement(tx, id);
    if (statement.status !== 'draft') throw conflict('Only a draft can be issued');
    const now = new Date();
    await writeStatement(tx, id, { status: 'issued', issuedAt: now, updatedAt: now });
    return statementById(tx, id);
  });
}

/** issued → paid, on the day the money went out (not a day still to come on the company calendar). */
export async function markPaid(db: Database, id: string, paidOn: string, timeZone: string): Promise<PayStatement> {
  return db.transaction(async (tx) => {
    const statement = await lockStatement(tx, id);
    if (statement.status !== 'issued') throw conflict('Only an issued statement can be marked paid');
    if (paidOn > todayIn(timeZone))
      throw new HttpError(422, 'Please correct the highlighted fields', {
        paidOn: 'Paid date cannot be in the future',
      });
    await writeStatement(tx, id, { status: 'paid', paidOn, updatedAt: new Date() });
    return statementById(tx, id);
  });
}

/** draft or issued → void; its trips are released so a new statement can take them. */
export async function voidStatement(db: Database, id: string): Promise<PayStatement> {
  return db.transaction(async (tx) => {
    const statement = await lockStatement(tx, id);
    if (statement.status !== 'draft' && statement.status !== 'issued')
      throw conflict(`A ${statement.status} statement cannot be voided`);
    const now = new Date();
    await releaseLines(tx, id);
    await writeStatement(tx, id, { status: 'void', voidedAt: now, updatedAt: now });
    return statementById(tx, id);
  });
}
