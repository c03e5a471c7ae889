import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PayStatementStatus } from '../../../domain/pay-statement';
import type { Database } from '../../db/client';
import { allOf, cursorAt, keyset, keysetOrder } from '../../db/pagination';
import { drivers, jobs, payAdjustments, payStatementLines, payStatements } from '../../db/schema';

/** The pay statements' SQL: their lists, one statement with its lines and adjustments, and the writes. */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;
export type StatementRow = typeof payStatements.$inferSelect;
/** A change to the statement's own row. */
export type StatementPatch = Partial<typeof payStatements.$inferInsert>;
type NewStatement = typeof payStatements.$inferInsert;
type NewLine = typeof payStatementLines.$inferInsert;
type NewAdjustment = typeof payAdjustments.$inferInsert;
/** A page asked for: `limit` rows after `cursor` (pageQuery in src/server/db/pagination.ts). */
type PageRequest = { limit: number; cursor?: string | undefined };

/** A statement with its driver's name: what a summary is made of. */
const summaryColumns = {
  statement: payStatements,
  driverName: drivers.fullName,
};

/** A list's columns: the summary's, with the id and created_at text its keyset cursor is made of. */
const listColumns = { ...summaryColumns, id: payStatements.id, cursorAt: cursorAt(payStatements.createdAt) };

/**
 * One page of statements, newest created first, keyset-paged as every list is (docs/decisions/035-paginated-lists.md),
 * read off pay_statements_created_idx, or _driver_idx / _status_idx when filtered.
 */
export const statementListQuery = (db: Reader, where: SQL | undefined, page: PageRequest) =>
  db
    .select(listColumns)
    .from(payStatements)
    .innerJoin(drivers, eq(drivers.id, payStatements.driverId))
    .where(allOf(where, keyset(payStatements.createdAt, payStatements.id, page.cursor)))
    .orderBy(...keysetOrder(payStatements.createdAt, payStatements.id))
    .limit(page.limit + 1);

/** A page of every statement, or one driver's, or those of one status. */
export function statementPageRows(
  db: Reader,
  filter: { driverId?: string | undefined; status?: PayStatementStatus | undefined },
  page: PageRequest,
) {
  return statementListQuery(
    db,
    allOf(
      filter.driverId && eq(payStatements.driverId, filter.driverId),
      filter.status && eq(payStatements.status, filter.status),
    ),
    page,
  );
}

/** A page of the driver's statements in these statuses. */
export function driverStatementPageRows(
  db: Reader,
  driverId: string,
  statuses: readonly PayStatementStatus[],
  page: PageRequest,
) {
  return statementListQuery(
    db,
    and(eq(payStatements.driverId, driverId), inArray(payStatements.status, [...statuses])),
    page,
  );
}

/** These statements with their drivers' names. */
export function summaryRowsOf(db: Reader, ids: string[]) {
  return db
    .select(summaryColumns)
    .from(payStatements)
    .innerJoin(drivers, eq(drivers.id, payStatements.driverId))
    .where(inArray(payStatements.id, ids));
}

/** The statement with its driver's name, or undefined. */
export async function statementHead(db: Reader, id: string) {
  const [head] = await db
    .select(summaryColumns)
    .from(payStatements)
    .innerJoin(drivers, eq(drivers.id, payStatements.driverId))
    .where(eq(payStatements.id, id))
    .limit(1);
  return head;
}

/** The statement's lines in their order, each with its trip's rider, leg and pickup time. */
export function statementLineRows(db: Reader, id: string) {
  return db
    .select({ line: payStatementLines, riderName: jobs.patientName, leg: jobs.leg, pickupTime: jobs.pickupTime })
    .from(payStatementLines)
    .innerJoin(jobs, eq(jobs.id, payStatementLines.jobId))
    .where(eq(payStatementLines.statementId, id))
    .orderBy(asc(payStatementLines.position), asc(payStatementLines.id));
}

/** The statement's adjustments, oldest first. */
export function adjustmentRows(db: Reader, id: string) {
  return db
    .select()
    .from(payAdjustments)
    .where(eq(payAdjustments.statementId, id))
    .orderBy(asc(payAdjustments.createdAt), asc(payAdjustments.id));
}

/** The driver record of a signed-in user, or undefined. */
export async function driverIdOfUserRow(db: Reader, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, userId)).limit(1);
  return row?.id;
}

export async function driverExists(db: Reader, driverId: string): Promise<boolean> {
  const [driver] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).limit(1);
  return Boolean(driver);
}

export async function insertStatement(tx: Tx, values: NewStatement): Promise<string> {
  const [statement] = await tx.insert(payStatements).values(values).returning({ id: payStatements.id });
  return statement!.id;
}

/**
 * Inserts the lines with ON CONFLICT DO NOTHING on the live-job index (a trip on a statement not voided) and
 * answers the ones that went in.
 */
export function insertLinesNotTaken(tx: Tx, lines: NewLine[]) {
  return tx
    .insert(payStatementLines)
    .values(lines)
    .onConflictDoNothing({ target: payStatementLines.jobId, where: sql.raw('not released') })
    .returning({ amountCents: payStatementLines.amountCents, dueOn: payStatementLines.dueOn });
}

export async function setLinesDueOn(tx: Tx, statementId: string, dueOn: string): Promise<void> {
  await tx.update(payStatementLines).set({ dueOn }).where(eq(payStatementLines.statementId, statementId));
}

/** Frees the statement's trips for another statement. */
export async function releaseLines(tx: Tx, statementId: string): Promise<void> {
  await tx.update(payStatementLines).set({ released: true }).where(eq(payStatementLines.statementId, statementId));
}

export async function writeStatement(tx: Tx, id: string, patch: StatementPatch): Promise<void> {
  await tx.update(payStatements).set(patch).where(eq(payStatements.id, id));
}

/** The statement, locked for the change, or undefined. */
export async function lockStatementRow(tx: Tx, id: string): Promise<StatementRow | undefined> {
  const [row] = await tx.select().from(payStatements).where(eq(payStatements.id, id)).for('update').limit(1);
  return row;
}

export async function insertAdjustment(tx: Tx, values: NewAdjustment): Promise<void> {
  await tx.insert(payAdjustments).values(values);
}

/** The sums of the statement's lines and of its adjustments, in cents as text, from the rows as they are now. */
export async function statementSums(tx: Tx, id: string): Promise<{ lines: string; adjustments: string }> {
  const [lines] = await tx
    .select({ cents: sql<string>`coalesce(sum(${payStatementLines.amountCents}), 0)::text` })
    .from(payStatementLines)
    .where(eq(payStatementLines.statementId, id));
  const [adjusted] = await tx
    .select({ cents: sql<string>`coalesce(sum(${payAdjustments.amountCents}), 0)::text` })
    .from(payAdjustments)
    .where(eq(payAdjustments.statementId, id));
  return { lines: lines!.cents, adjustments: adjusted!.cents };
}
