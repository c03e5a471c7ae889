import { and, asc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '../../../domain/auth';
import { contractorPayDueDate } from '../../../domain/business-days';
import { todayIn } from '../../../domain/dates';
import { LEVEL_OF_SERVICE_LABELS } from '../../../domain/level-of-service';
import { centsOf, formatAmount, parseCents, sumCents } from '../../../domain/money';
import {
  NOTHING_TO_PAY,
  payStatementNumberLabel,
  type PayStatement,
  type PayStatementStatus,
  type PayStatementSummary,
  type payAdjustmentInput,
  type payStatementBuildInput,
  type payStatementListQuery,
} from '../../../domain/pay-statement';
import type { Page } from '../../../domain/page';
import type { Database } from '../../db/client';
import { allOf, cursorAt, keyset, keysetOrder, toPage } from '../../db/pagination';
import { drivers, jobs, payAdjustments, payStatementLines, payStatements } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;
type StatementRow = typeof payStatements.$inferSelect;
/** A page asked for: `limit` rows after `cursor` (pageQuery in src/server/db/pagination.ts). */
type PageRequest = { limit: number; cursor?: string | undefined };

const summaryColumns = {
  statement: payStatements,
  driverName: drivers.fullName,
};

const toSummary = ({
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

async function statementPage(
  db: Reader,
  where: SQL | undefined,
  page: PageRequest,
): Promise<Page<PayStatementSummary>> {
  return toPage(await statementListQuery(db, where, page), page.limit, toSummary);
}

/** GET /api/pay-statements: every statement, or one driver's, or those of one status, a page at a time. */
export async function listStatements(
  db: Reader,
  filters: z.output<typeof payStatementListQuery> & PageRequest,
): Promise<Page<PayStatementSummary>> {
  return statementPage(
    db,
    allOf(
      filters.driverId && eq(payStatements.driverId, filters.driverId),
      filters.status && eq(payStatements.status, filters.status),
    ),
    filters,
  );
}

/** Whom a driver's own statements are shown to: issued or paid, never a draft or a void one. */
const SHOWN_TO_DRIVER: readonly PayStatementStatus[] = ['issued', 'paid'];

async function driverIdOfUser(db: Reader, userId: string): Promise<string> {
  const [row] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, userId)).limit(1);
  if (!row) throw notFound('No driver application has been submitted for this account');
  return row.id;
}

/** GET /api/drivers/me/pay-statements: the signed-in driver's issued and paid statements, a page at a time. */
export async function myStatements(
  db: Reader,
  user: SessionUser,
  page: PageRequest,
): Promise<Page<PayStatementSummary>> {
  const driverId = await driverIdOfUser(db, user.id);
  return statementPage(
    db,
    and(eq(payStatements.driverId, driverId), inArray(payStatements.status, [...SHOWN_TO_DRIVER])),
    page,
  );
}

/** One statement with its lines and adjustments, read in the caller's transaction or outside one. */
export async function statementById(db: Reader, id: string): Promise<PayStatement> {
  const [head] = await db
    .select(summaryColumns)
    .from(payStatements)
    .innerJoin(drivers, eq(drivers.id, payStatements.driverId))
    .where(eq(payStatements.id, id))
    .limit(1);
  if (!head) throw notFound();
  const lines = await db
    .select()
    .from(payStatementLines)
    .where(eq(payStatementLines.statementId, id))
    .orderBy(asc(payStatementLines.position), asc(payStatementLines.id));
  const adjustments = await db
    .select()
    .from(payAdjustments)
    .where(eq(payAdjustments.statementId, id))
    .orderBy(asc(payAdjustments.createdAt), asc(payAdjustments.id));
  return {
    ...toSummary(head),
    linesTotal: formatAmount(sumCents(lines.map((l) => l.amountCents))),
    adjustmentsTotal: formatAmount(sumCents(adjustments.map((a) => a.amountCents))),
    lines: lines.map((l) => ({
      id: l.id,
      jobId: l.jobId,
      description: l.description,
      serviceDate: l.serviceDate,
      completedOn: l.completedOn,
      dueOn: l.dueOn,
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

/** A statement for an administrator, or for its own driver once issued; anything else is "not found". */
export async function statementFor(db: Reader, user: SessionUser, id: string): Promise<PayStatement> {
  const statement = await statementById(db, id);
  if (user.role === 'driver') {
    const driverId = await driverIdOfUser(db, user.id);
    if (statement.driverId !== driverId || !SHOWN_TO_DRIVER.includes(statement.status)) throw notFound();
  }
  return statement;
}

/**
 * The company day a paid trip counts on: a completed trip's completion, a no-show's recorded time (its pickup time
 * when the no-show was set by hand without one). docs/decisions/071-contractor-pay.md.
 */
const tripDay = (timeZone: string): SQL<string> =>
  sql<string>`to_char((case when ${jobs.status} = 'completed' then ${jobs.completedAt} else coalesce(${jobs.noShowAt}, ${jobs.pickupTime}) end) at time zone ${timeZone}, 'YYYY-MM-DD')`;

/**
 * POST /api/pay-statements: a draft of the driver's completed and no-show trips of the period that are on no live
 * statement. Lines go in with ON CONFLICT DO NOTHING on the live-job index, and only those that went in are
 * totalled: a build running at the same moment for the same trips takes the others, never the same ones.
 */
export async function buildStatement(
  db: Database,
  input: z.output<typeof payStatementBuildInput>,
  userId: string,
  timeZone: string,
): Promise<PayStatement> {
  return db.transaction(async (tx) => {
    const [driver] = await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, input.driverId)).limit(1);
    if (!driver) throw new HttpError(422, 'Please correct the highlighted fields', { driverId: 'No such driver' });
    const day = tripDay(timeZone);
    const candidates = await tx
      .select({
        id: jobs.id,
        status: jobs.status,
        jobRate: jobs.jobRate,
        day,
        pickupDay: sql<string | null>`to_char(${jobs.pickupTime} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        serviceDate: jobs.serviceDate,
        levelOfService: jobs.levelOfService,
        pickupAddress: jobs.pickupAddress,
        dropoffAddress: jobs.dropoffAddress,
      })
      .from(jobs)
      .where(
        and(
          eq(jobs.assignedDriverId, input.driverId),
          or(and(eq(jobs.status, 'completed'), sql`${jobs.completedAt} is not null`), eq(jobs.status, 'no_show')),
          sql`${day} between ${input.periodFrom} and ${input.periodTo}`,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(payStatementLines)
              .where(and(eq(payStatementLines.jobId, jobs.id), eq(payStatementLines.released, false))),
          ),
        ),
      )
      .orderBy(asc(day), asc(jobs.pickupTime), asc(jobs.id));
    if (candidates.length === 0) throw nothingToPay();

    const [statement] = await tx
      .insert(payStatements)
      .values({
        driverId: input.driverId,
        periodFrom: input.periodFrom,
        periodTo: input.periodTo,
        createdByUserId: userId,
      })
      .returning({ id: payStatements.id });
    const inserted = await tx
      .insert(payStatementLines)
      .values(
        candidates.map((job, i) => ({
          statementId: statement!.id,
          jobId: job.id,
          position: i + 1,
          description: `${job.status === 'no_show' ? 'No-show' : 'Trip'} · ${LEVEL_OF_SERVICE_LABELS[job.levelOfService]} · ${job.pickupAddress} to ${job.dropoffAddress}`,
          serviceDate: job.serviceDate ?? job.pickupDay ?? job.day,
          completedOn: job.day,
          dueOn: contractorPayDueDate(job.day),
          // numeric(10,2) read as text, so the rate never passes through a float.
          amountCents: centsOf(job.jobRate),
        })),
      )
      .onConflictDoNothing({ target: payStatementLines.jobId, where: sql.raw('not released') })
      .returning({ amountCents: payStatementLines.amountCents, dueOn: payStatementLines.dueOn });
    // Another build took every trip first: this one rolls back whole.
    if (inserted.length === 0) throw nothingToPay();
    const dueOn = inserted.map((l) => l.dueOn).sort()[0]!;
    await tx
      .update(payStatements)
      .set({ totalCents: sumCents(inserted.map((l) => l.amountCents)), dueOn, updatedAt: new Date() })
      .where(eq(payStatements.id, statement!.id));
    return statementById(tx, statement!.id);
  });
}

const nothingToPay = () => new HttpError(422, NOTHING_TO_PAY, undefined, undefined, ['nothing_to_pay']);

/** The statement, locked for the change, or "not found". */
async function lockStatement(tx: Tx, id: string): Promise<StatementRow> {
  const [row] = await tx.select().from(payStatements).where(eq(payStatements.id, id)).for('update').limit(1);
  if (!row) throw notFound();
  return row;
}

/** Lines plus adjustments, from the rows as they are now in this transaction. */
async function recomputeTotal(tx: Tx, id: string): Promise<number> {
  const [lines] = await tx
    .select({ cents: sql<string>`coalesce(sum(${payStatementLines.amountCents}), 0)::text` })
    .from(payStatementLines)
    .where(eq(payStatementLines.statementId, id));
  const [adjusted] = await tx
    .select({ cents: sql<string>`coalesce(sum(${payAdjustments.amountCents}), 0)::text` })
    .from(payAdjustments)
    .where(eq(payAdjustments.statementId, id));
  return sumCents([Number(lines!.cents), Number(adjusted!.cents)]);
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
  await tx
    .insert(payAdjustments)
    .values({ statementId: id, description: input.description, amountCents, recordedByUserId: userId });
  const totalCents = await recomputeTotal(tx, id);
  if (totalCents < 0)
    throw new HttpError(422, 'Please correct the highlighted fields', {
      amount: 'This deduction would take the total below zero',
    });
  await tx.update(payStatements).set({ totalCents, updatedAt: new Date() }).where(eq(payStatements.id, id));
  return statementById(tx, id);
}

/** draft → issued. */
export async function issueStatement(db: Database, id: string): Promise<PayStatement> {
  return db.transaction(async (tx) => {
    const statement = await lockStatement(tx, id);
    if (statement.status !== 'draft') throw conflict('Only a draft can be issued');
    const now = new Date();
    await tx
      .update(payStatements)
      .set({ status: 'issued', issuedAt: now, updatedAt: now })
      .where(eq(payStatements.id, id));
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
    await tx
      .update(payStatements)
      .set({ status: 'paid', paidOn, updatedAt: new Date() })
      .where(eq(payStatements.id, id));
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
    await tx.update(payStatementLines).set({ released: true }).where(eq(payStatementLines.statementId, id));
    await tx
      .update(payStatements)
      .set({ status: 'void', voidedAt: now, updatedAt: now })
      .where(eq(payStatements.id, id));
    return statementById(tx, id);
  });
}
