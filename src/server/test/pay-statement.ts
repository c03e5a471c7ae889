import type { FastifyInstance } from 'fastify';
import { daysFromToday } from '../../domain/dates';
import type { Database } from '../db/client';
import { makeDriver, makeJob } from '../demo/factories';

/** A period around today on the company calendar, holding a trip completed now. */
export const payPeriod = () => ({ periodFrom: daysFromToday(-1), periodTo: daysFromToday(1) });

/** A trip the driver completed just now, at $42.50, not yet on any pay statement. */
export async function completedTrip(db: Database, driverId: string) {
  const now = new Date();
  return makeJob(db, {
    assignedDriverId: driverId,
    status: 'completed',
    jobRate: '42.50',
    pickupTime: new Date(now.getTime() - 3_600_000),
    dropoffTime: new Date(now.getTime() - 60_000),
    completedAt: now,
  });
}

/** An approved driver with one completed trip to pay. */
export async function payableDriver(db: Database): Promise<string> {
  const driver = await makeDriver(db, { status: 'approved' });
  await completedTrip(db, driver.id);
  return driver.id;
}

/**
 * A pay statement for the driver of a trip completed now (docs/decisions/071-contractor-pay.md), built through the
 * API and taken as far as `status`; answers its id.
 */
export async function payStatementOf(
  app: FastifyInstance,
  db: Database,
  adminCookie: string,
  driverId: string,
  status: 'draft' | 'issued' = 'draft',
): Promise<string> {
  await completedTrip(db, driverId);
  const headers = { cookie: adminCookie };
  const built = await app.inject({
    method: 'POST',
    url: '/api/pay-statements',
    headers,
    payload: { driverId, ...payPeriod() },
  });
  if (built.statusCode !== 201) throw new Error(`pay statement: ${built.statusCode} ${built.body}`);
  const id = built.json<{ id: string }>().id;
  if (status === 'issued') await app.inject({ method: 'POST', url: `/api/pay-statements/${id}/issue`, headers });
  return id;
}
