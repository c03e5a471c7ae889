import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { auditListQuery } from '../modules/audit/repository';
import { assignableDriversQuery, driverListQuery } from '../modules/drivers/repository';
import { driverJobListQuery, jobListQuery } from '../modules/jobs/repository';
import { referralListQuery } from '../modules/referrals/repository';
import { invoiceListQuery } from '../modules/invoices/read';
import { statementListQuery } from '../modules/pay/repository';
import { payStatements } from './schema';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';
import { encodeCursor } from './pagination';

/**
 * Decision 035 and docs/architecture.md: every list page is read straight off an index in the list's order. With sequential
 * scans priced out, a query whose ORDER BY the index cannot give shows a Sort node over the whole filtered
 * table — the plan that made page 1 of 100,000 jobs cost 26 ms instead of 0.1 ms. Only Incremental Sort
 * (ordering ties of the index's leading time column by id) is allowed. The one list not here, jobs on one day
 * (`date`), reads that day's pickups by index and sorts them: a day's jobs, never the table.
 */
let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

async function planOf(query: { getSQL(): SQL }): Promise<string> {
  const db: Database = database.db;
  return db.transaction(async (tx) => {
    // Bitmap scans never return rows in index order, so pricing them out too leaves the question: can an index give this order?
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const cursor = encodeCursor({ at: '2026-11-22 10:00:00.123456+00', id: randomUUID() });
const page = { limit: 50 };
const fullSort = /(?<!Incremental )Sort\b/;
const cursorCases = new Set([
  'invoices',
  'invoices by status',
  "a payer's invoices",
  'pay statements',
  "a driver's pay statements",
  'jobs by status',
  "one driver's jobs in the admin's list",
  'referrals',
  "a partner's referrals",
  'drivers',
  'audit trail',
  'an action in the audit trail',
]);

describe('list queries follow their indexes', () => {
  const cases: [string, () => { getSQL(): SQL }][] = [
    ['jobs, newest first', () => jobListQuery(database.db, { ...page, timeZone: 'UTC' })],
    ['jobs, next page', () => jobListQuery(database.db, { ...page, timeZone: 'UTC', cursor })],
    ['jobs by status', () => jobListQuery(database.db, { ...page, timeZone: 'UTC', status: 'pending', cursor })],
    [
      "one driver's jobs in the admin's list",
      () => jobListQuery(database.db, { ...page, timeZone: 'UTC', driverId: randomUUID(), cursor }),
    ],
    ["a driver's jobs", () => driverJobListQuery(database.db, randomUUID(), 50)],
    ["a driver's jobs, next page", () => driverJobListQuery(database.db, randomUUID(), 50, cursor)],
    ['referrals', () => referralListQuery(database.db, { ...page, cursor })],
    ['referrals by status', () => referralListQuery(database.db, { ...page, status: 'pending' })],
    ["a partner's referrals", () => referralListQuery(database.db, { ...page, submittedBy: randomUUID(), cursor })],
    ['drivers', () => driverListQuery(database.db, { ...page, cursor })],
    ['drivers by status', () => driverListQuery(database.db, { ...page, status: 'pending' })],
    ['drivers a job may be given, by name', () => assignableDriversQuery(database.db)],
    ['audit trail', () => auditListQuery(database.db, { ...page, cursor })],
    ["a user's audit trail", () => auditListQuery(database.db, { ...page, userId: randomUUID() })],
    ['an action in the audit trail', () => auditListQuery(database.db, { ...page, action: 'login.failure', cursor })],
    ['invoices', () => invoiceListQuery(database.db, { ...page, cursor })],
    ['invoices by status', () => invoiceListQuery(database.db, { ...page, status: 'sent', cursor })],
    ["a payer's invoices", () => invoiceListQuery(database.db, { ...page, payerId: randomUUID(), cursor })],
    ['pay statements', () => statementListQuery(database.db, undefined, { ...page, cursor })],
    [
      "a driver's pay statements",
      () => statementListQuery(database.db, eq(payStatements.driverId, randomUUID()), { ...page, cursor }),
    ],
    ["a record's audit trail", () => auditListQuery(database.db, { ...page, entity: 'job', entityId: randomUUID() })],
  ];

  it.each(cases)('%s', async (name, query) => {
    const plan = await planOf(query());
    expect(plan).toMatch(/Index (Only )?Scan/);
    expect(plan).not.toMatch(fullSort);
    // A next page seeks to the cursor in the index (a range in the Index Cond) rather than reading from the
    // start and filtering, which would make deep pages cost more.
    if (name.includes('next page') || cursorCases.has(name)) expect(plan).toMatch(/Index Cond: .*(<=|>) /);
  });
});
