import type { z } from 'zod';
import type { SessionUser } from '../../../domain/auth';
import type {
  PayStatement,
  PayStatementStatus,
  PayStatementSummary,
  payStatementListQuery,
} from '../../../domain/pay-statement';
import type { Page } from '../../../domain/page';
import type { Database } from '../../db/client';
import { toPage } from '../../db/pagination';
import { notFound } from '../../errors';
import { driverIdOfUserRow, driverStatementPageRows, statementPageRows } from './repository';
import { statementById, toSummary } from './statement-view';

/** The statements each reader is shown: the administrators' lists, a driver's own, and one statement for either. */

type Reader = Pick<Database, 'select'>;
/** A page asked for: `limit` rows after `cursor` (pageQuery in src/server/db/pagination.ts). */
type PageRequest = { limit: number; cursor?: string | undefined };

/** GET /api/pay-statements: every statement, or one driver's, or those of one status, a page at a time. */
export async function listStatements(
  db: Reader,
  filters: z.output<typeof payStatementListQuery> & PageRequest,
): Promise<Page<PayStatementSummary>> {
  return toPage(await statementPageRows(db, filters, filters), filters.limit, toSummary);
}

/** Whom a driver's own statements are shown to: issued or paid, never a draft or a void one. */
const SHOWN_TO_DRIVER: readonly PayStatementStatus[] = ['issued', 'paid'];

async function driverIdOfUser(db: Reader, userId: string): Promise<string> {
  const id = await driverIdOfUserRow(db, userId);
  if (!id) throw notFound('No driver application has been submitted for this account');
  return id;
}

/** GET /api/drivers/me/pay-statements: the signed-in driver's issued and paid statements, a page at a time. */
export async function myStatements(
  db: Reader,
  user: SessionUser,
  page: PageRequest,
): Promise<Page<PayStatementSummary>> {
  const driverId = await driverIdOfUser(db, user.id);
  return toPage(await driverStatementPageRows(db, driverId, SHOWN_TO_DRIVER, page), page.limit, toSummary);
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
