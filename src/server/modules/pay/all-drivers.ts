import { centsOf, formatAmount, sumCents } from '../../../domain/money';
import type { PayStatementSummary, Unpaid } from '../../../domain/pay-statement';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { buildStatementIn, nothingToPay } from './build-statement';
import { statementSummaries } from './statement-view';
import { driverNames, unpaidTrips } from './unpaid-repository';

type Reader = Pick<Database, 'select'>;
type Period = { periodFrom: string; periodTo: string };

/** GET /api/pay-statements/unpaid: per driver, the trips a build for the period would pay, and the totals, before building. */
export async function unpaid(db: Reader, period: Period, timeZone: string): Promise<Unpaid> {
  const trips = await unpaidTrips(db, period, timeZone);
  const byDriver = new Map<string, number[]>();
  for (const trip of trips)
    byDriver.set(trip.driverId!, [...(byDriver.get(trip.driverId!) ?? []), centsOf(trip.jobRate)]);
  const names = byDriver.size ? await driverNames(db, [...byDriver.keys()]) : [];
  const rows = names
    .map((d) => ({
      driverId: d.id,
      driverName: d.name,
      tripCount: byDriver.get(d.id)!.length,
      total: formatAmount(sumCents(byDriver.get(d.id)!)),
    }))
    .sort((a, b) => a.driverName.localeCompare(b.driverName) || a.driverId.localeCompare(b.driverId));
  return {
    drivers: rows,
    tripCount: trips.length,
    total: formatAmount(sumCents(trips.map((t) => centsOf(t.jobRate)))),
  };
}

/**
 * POST /api/pay-statements/all: a draft for every driver with trips to pay in the period, in one transaction — all
 * are built or none. A driver whose trips another build took a moment ago is skipped (a savepoint each), never given
 * an empty statement; nothing to pay for anyone is refused as a single build is.
 */
export async function buildForAllDrivers(
  db: Database,
  period: Period,
  userId: string,
  timeZone: string,
): Promise<PayStatementSummary[]> {
  return db.transaction(async (tx) => {
    const driverIds = [...new Set((await unpaidTrips(tx, period, timeZone)).map((t) => t.driverId!))];
    const built: string[] = [];
    for (const driverId of driverIds) {
      try {
        built.push(await tx.transaction((one) => buildStatementIn(one, { driverId, ...period }, userId, timeZone)));
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 422)) throw error;
      }
    }
    if (built.length === 0) throw nothingToPay();
    const summaries = await statementSummaries(tx, built);
    return summaries.sort((a, b) => a.driverName.localeCompare(b.driverName));
  });
}
