import { formatAmount, sumCents } from '../../../domain/money';
import { payStatementNumberLabel, type PayStatement, type PayStatementSummary } from '../../../domain/pay-statement';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { adjustmentRows, statementHead, statementLineRows, summaryRowsOf, type StatementRow } from './repository';

/** A pay statement as the API answers it: a summary in the lists, or whole with its lines and adjustments. */

type Reader = Pick<Database, 'select'>;

export const toSummary = ({
  statement: s,
  driverName,
}: {
  statement: StatementRow;
  driverName: string;
}): PayStatementSummary => ({
  id: s.id,
  number: payStatementNumberLabel(s.number),
  driverId: s.driverId,
  driverName,
  periodFrom: s.periodFrom,
  periodTo: s.periodTo,
  status: s.status,
  total: formatAmount(s.totalCents),
  dueOn: s.dueOn,
  issuedAt: s.issuedAt?.toISOString() ?? null,
  paidOn: s.paidOn,
  voidedAt: s.voidedAt?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
});

/** These statements as a list shows them (the ones a build for every driver made). */
export async function statementSummaries(db: Reader, ids: string[]): Promise<PayStatementSummary[]> {
  return (await summaryRowsOf(db, ids)).map(toSummary);
}

/** One statement with its lines and adjustments, read in the caller's transaction or outside one. */
export async function statementById(db: Reader, id: string): Promise<PayStatement> {
  const head = await statementHead(db, id);
  if (!head) throw notFound();
  const lines = await statementLineRows(db, id);
  const adjustments = await adjustmentRows(db, id);
  return {
    ...toSummary(head),
    linesTotal: formatAmount(sumCents(lines.map((l) => l.line.amountCents))),
    adjustmentsTotal: formatAmount(sumCents(adjustments.map((a) => a.amountCents))),
    lines: lines.map(({ line: l, riderName, leg, pickupTime }) => ({
      id: l.id,
      jobId: l.jobId,
      riderName,
      leg,
      pickupTime: pickupTime?.toISOString() ?? null,
      description: l.description,
      serviceDate: l.serviceDate,
      completedOn: l.completedOn,
      // Paying the statement on its due date pays every trip on it: one date, not one a line
      // (docs/decisions/071-contractor-pay.md), also for statements built before lines took it.
      dueOn: head.statement.dueOn ?? l.dueOn,
      amount: formatAmount(l.amountCents),
    })),
    adjustments: adjustments.map((a) => ({
      id: a.id,
      description: a.description,
      amount: formatAmount(a.amountCents),
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
