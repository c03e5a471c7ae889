import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../../domain/company';
import type { Page } from '../../../domain/page';
import type { PayStatement, PayStatementSummary, Unpaid } from '../../../domain/pay-statement';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { makeJob } from '../../demo/factories';
import { readBackPdf } from '../../test/pdf-text';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Pay for every driver of a period at once, previewed first (docs/decisions/071-contractor-pay.md), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const at = (local: string) => new Date(zonedLocalToIso(local, DEFAULT_COMPANY.timeZone));
const call = (method: 'GET' | 'POST', url: string, payload?: object, who: SignedIn = admin) =>
  t.app.inject({ method, url, headers: who.cookie ? { cookie: who.cookie } : {}, ...(payload && { payload }) });
const completed = (driverId: string, local: string, rate: string) =>
  makeJob(t.database.db, {
    assignedDriverId: driverId,
    status: 'completed',
    jobRate: rate,
    pickupTime: at(local),
    dropoffTime: new Date(at(local).getTime() + 30 * 60_000),
    completedAt: new Date(at(local).getTime() + 30 * 60_000),
  });
const PERIOD = { periodFrom: '2025-03-03', periodTo: '2025-03-16' };

describe('pay for every driver of a period', () => {
  it('previews the drivers, trips and amount, then builds one draft each for exactly those, and nothing is left to pay', async () => {
    const ana = await signedIn(t.app, t.database.db, 'driver');
    const ben = await signedIn(t.app, t.database.db, 'driver');
    await completed(ana.driverId!, '2025-03-04T09:00', '42.50');
    await completed(ana.driverId!, '2025-03-05T09:00', '30.00');
    await completed(ben.driverId!, '2025-03-10T14:00', '61.25');
    await completed(ben.driverId!, '2025-03-20T14:00', '99.00'); // after the period

    const preview = await call(
      'GET',
      `/api/pay-statements/unpaid?periodFrom=${PERIOD.periodFrom}&periodTo=${PERIOD.periodTo}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const unpaid = preview.json<Unpaid>();
    expect(unpaid.tripCount).toBe(3);
    expect(unpaid.total).toBe('133.75');
    expect(unpaid.drivers.map((d) => [d.driverId, d.tripCount, d.total]).sort()).toEqual(
      [
        [ana.driverId, 2, '72.50'],
        [ben.driverId, 1, '61.25'],
      ].sort(),
    );

    const built = await call('POST', '/api/pay-statements/all', PERIOD);
    expect(built.statusCode, built.body).toBe(201);
    const statements = built.json<{ statements: PayStatementSummary[] }>().statements;
    expect(statements.map((s) => [s.driverId, s.total, s.status, s.periodFrom, s.periodTo]).sort()).toEqual(
      [
        [ana.driverId, '72.50', 'draft', PERIOD.periodFrom, PERIOD.periodTo],
        [ben.driverId, '61.25', 'draft', PERIOD.periodFrom, PERIOD.periodTo],
      ].sort(),
    );
    expect(statements.map((s) => s.driverName)).toEqual(
      [...statements.map((s) => s.driverName)].sort((a, b) => a.localeCompare(b)),
    );

    const after = (
      await call('GET', `/api/pay-statements/unpaid?periodFrom=${PERIOD.periodFrom}&periodTo=${PERIOD.periodTo}`)
    ).json<Unpaid>();
    expect(after).toEqual({ drivers: [], tripCount: 0, total: '0.00' });
    const again = await call('POST', '/api/pay-statements/all', PERIOD);
    expect(again.statusCode).toBe(422);
    expect(again.json().reasons).toEqual(['nothing_to_pay']);
    const listed = (await call('GET', '/api/pay-statements?limit=100'))
      .json<Page<PayStatementSummary>>()
      .items.filter((s) => s.periodFrom === PERIOD.periodFrom);
    expect(listed).toHaveLength(2);
  });

  it('refuses a period out of order with its field, and is for administrators only', async () => {
    const bad = await call('POST', '/api/pay-statements/all', { periodFrom: '2025-03-16', periodTo: '2025-03-03' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ periodTo: 'Period end must be on or after its start' });
    expect((await call('GET', '/api/pay-statements/unpaid?periodFrom=2025-03-01')).statusCode).toBe(400);
    const driver = await signedIn(t.app, t.database.db, 'driver');
    expect(
      (
        await call(
          'GET',
          `/api/pay-statements/unpaid?periodFrom=${PERIOD.periodFrom}&periodTo=${PERIOD.periodTo}`,
          undefined,
          driver,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/pay-statements/all', PERIOD, driver)).statusCode).toBe(403);
  });

  it('prints one date form and the rider on the PDF', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const trip = await completed(driver.driverId!, '2025-04-07T10:00', '40.00');
    const s = (
      await call('POST', '/api/pay-statements', {
        driverId: driver.driverId,
        periodFrom: '2025-04-07',
        periodTo: '2025-04-07',
      })
    ).json<PayStatement>();
    const pdf = await call('GET', `/api/pay-statements/${s.id}/statement.pdf`);
    const { text } = readBackPdf(pdf.rawPayload);
    expect(text).toContain('Apr 7, 2025');
    expect(text).toContain(trip.patientName);
    expect(text).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });
});
