import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/invoice';
import { documentNumbers } from '../../db/schema';
import { INVOICE_PERIOD, payerWithTrips } from '../../test/invoice';
import { payerBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOTHING_TO_BILL } from './build';

/**
 * Invoice numbers without gaps (docs/decisions/070-invoices.md): a number is taken in the transaction that
 * writes the invoice, so a build that is refused leaves no number behind, and two clerks never share one.
 * This file's database is its own, so numbering starts at INV-000001.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const build = (payerId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invoices',
    payload: { payerId, ...INVOICE_PERIOD },
    headers: { cookie: admin.cookie! },
  });
/** A payer with nothing to bill: building its invoice fails only once the invoice has been started. */
const payerWithoutTrips = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/payers',
      payload: payerBody({ type: 'facility' }),
      headers: { cookie: admin.cookie! },
    })
  ).json<{ id: string }>().id;
const numberOf = (res: Awaited<ReturnType<typeof build>>) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invoice>().number;
};

describe('invoice numbers', () => {
  it('are not used up by a build that is refused', async () => {
    const refused = await build(await payerWithoutTrips());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(NOTHING_TO_BILL);
    expect(numberOf(await build(await payerWithTrips(t.app, t.database.db, admin.cookie!)))).toBe('INV-000001');

    expect((await build(await payerWithoutTrips())).statusCode).toBe(422);
    expect((await build(await payerWithoutTrips())).statusCode).toBe(422);
    expect(numberOf(await build(await payerWithTrips(t.app, t.database.db, admin.cookie!)))).toBe('INV-000002');
  });

  it('are distinct and follow on when clerks build at the same moment, some of them refused', async () => {
    const withTrips = [];
    for (let i = 0; i < 3; i++) withTrips.push(await payerWithTrips(t.app, t.database.db, admin.cookie!));
    const empty = [await payerWithoutTrips(), await payerWithoutTrips()];
    const [refusedA, first, refusedB, ...rest] = await Promise.all(
      [empty[0]!, withTrips[0]!, empty[1]!, ...withTrips.slice(1)].map(build),
    );
    expect([refusedA!.statusCode, refusedB!.statusCode]).toEqual([422, 422]);
    expect([first!, ...rest].map(numberOf).sort()).toEqual(['INV-000003', 'INV-000004', 'INV-000005']);
    expect(numberOf(await build(await payerWithTrips(t.app, t.database.db, admin.cookie!)))).toBe('INV-000006');
  });

  it('go on from the highest number given before the counter existed', async () => {
    // As a database migrated from the identity column finds itself: invoices numbered up to 6, no counter yet.
    await t.database.db.delete(documentNumbers);
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0026_invoice_numbers_without_gaps.sql'),
      'utf8',
    );
    const carryOver = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "document_numbers"'))!;
    await t.database.db.execute(sql.raw(carryOver));
    expect(numberOf(await build(await payerWithTrips(t.app, t.database.db, admin.cookie!)))).toBe('INV-000007');
  });
});
