import type { z } from 'zod';
import { contractorPayDueDate } from '../../../domain/business-days';
import { LEVEL_OF_SERVICE_LABELS } from '../../../domain/level-of-service';
import { centsOf, sumCents } from '../../../domain/money';
import { NOTHING_TO_PAY, type PayStatement, type payStatementBuildInput } from '../../../domain/pay-statement';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { driverExists, insertLinesNotTaken, insertStatement, setLinesDueOn, writeStatement } from './repository';
import { statementById } from './statement-view';
import { unpaidTrips } from './unpaid-repository';

/** The pay statement of one driver for a period: a draft of the trips still to pay. */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const nothingToPay = () => new HttpError(422, NOTHING_TO_PAY, undefined, undefined, ['nothing_to_pay']);

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
    if (!(await driverExists(tx, input.driverId)))
      throw new HttpError(422, 'Please correct the highlighted fields', { driverId: 'No such driver' });
    return statementById(tx, await buildStatementIn(tx, input, userId, timeZone));
  });
}

/** The build itself, in the caller's transaction (one driver's, or every driver's of a period at once); answers its id. */
export async function buildStatementIn(
  tx: Tx,
  input: z.output<typeof payStatementBuildInput>,
  userId: string,
  timeZone: string,
): Promise<string> {
  const candidates = await unpaidTrips(tx, input, timeZone);
  if (candidates.length === 0) throw nothingToPay();

  const statementId = await insertStatement(tx, {
    driverId: input.driverId,
    periodFrom: input.periodFrom,
    periodTo: input.periodTo,
    createdByUserId: userId,
  });
  const inserted = await insertLinesNotTaken(
    tx,
    candidates.map((job, i) => ({
      statementId,
      jobId: job.id,
      position: i + 1,
      description: `${job.status === 'no_show' ? 'No-show' : 'Trip'} · ${LEVEL_OF_SERVICE_LABELS[job.levelOfService]} · ${job.pickupAddress} to ${job.dropoffAddress}`,
      serviceDate: job.serviceDate ?? job.pickupDay ?? job.day,
      completedOn: job.day,
      dueOn: contractorPayDueDate(job.day),
      // numeric(10,2) read as text, so the rate never passes through a float.
      amountCents: centsOf(job.jobRate),
    })),
  );
  // Another build took every trip first: this one rolls back whole.
  if (inserted.length === 0) throw nothingToPay();
  // Due on the earliest line's term, so paying the statement on time pays every trip within its own; each line
  // then says that same day (docs/decisions/071-contractor-pay.md).
  const dueOn = inserted.map((l) => l.dueOn).sort()[0]!;
  await setLinesDueOn(tx, statementId, dueOn);
  await writeStatement(tx, statementId, {
    totalCents: sumCents(inserted.map((l) => l.amountCents)),
    dueOn,
    updatedAt: new Date(),
  });
  return statementId;
}
