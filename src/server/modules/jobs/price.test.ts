import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPriceAnswer } from '../../../domain/job-price';
import { centsOf } from '../../../domain/money';
import type { Payer } from '../../../domain/payer';
import { jobs } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { jobBody } from '../../test/bodies';
import { payerBody, rateBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { STEP_BODIES } from '../../test/trip';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A job's price for its payer (docs/decisions/068-job-price.md), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
let payer: Payer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  payer = (await call('POST', '/api/payers', payerBody({ type: 'health_insurance' }))).json<Payer>();
  // Wheelchair: $55 covers 5 miles, $3.25 a mile beyond, 15 minutes free then $12 per 15, $10 an escort, no after hours.
  await call(
    'PUT',
    `/api/payers/${payer.id}/rates/wheelchair`,
    rateBody({ afterHoursWindow: null, afterHours: '0.00' }),
  );
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin.cookie!) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
}
const priceOf = async (id: string) => (await call('GET', `/api/jobs/${id}/price`)).json<JobPriceAnswer>();
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const cents = centsOf;

describe("a job's price", () => {
  it('says what is missing: no payer, no rate for the level, or a cancellation in time', async () => {
    expect(await priceOf((await makeJob(t.database.db)).id)).toMatchObject({ gap: 'no_payer', lines: [], total: null });
    expect(
      await priceOf((await makeJob(t.database.db, { payerId: payer.id, levelOfService: 'stretcher' })).id),
    ).toMatchObject({ gap: 'no_rate', payerName: payer.name });
    const early = await makeJob(t.database.db, {
      payerId: payer.id,
      levelOfService: 'wheelchair',
      status: 'cancelled',
      lateCancellation: false,
    });
    expect(await priceOf(early.id)).toMatchObject({ gap: 'not_billable', payerName: payer.name });
  });

  it('prices a booked trip from the travel estimate, its lines adding up to the total', async () => {
    const created = await call(
      'POST',
      '/api/jobs',
      jobBody({ payerId: payer.id, levelOfService: 'wheelchair', escortCount: 1 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ payerId: payer.id });
    const price = await priceOf(created.json<{ id: string }>().id);
    expect(price).toMatchObject({ gap: null, outcome: 'completed', basis: { milesFrom: 'estimate', waitMinutes: 0 } });
    expect(price.lines.map((l) => [l.code, l.modifier])).toEqual(
      expect.arrayContaining([
        ['A0130', 'RJ'],
        ['T2001', 'RJ'],
      ]),
    );
    expect(price.lines.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(cents(price.total!));
  });

  it("uses the driver's odometer and the wait between arrival and pickup once the trip is worked", async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const leg = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'accepted',
      payerId: payer.id,
      levelOfService: 'wheelchair',
      escortCount: 0,
      pickupTime: new Date(minutesAgo(45)),
    });
    const step = (name: 'start' | 'arrival' | 'pickup' | 'dropoff', at: string, extra: object = {}) =>
      call('POST', `/api/jobs/${leg.id}/proof/${name}`, { ...STEP_BODIES[name], at, ...extra }, driver.cookie!);
    for (const [name, at, extra] of [
      ['start', minutesAgo(60), {}],
      ['arrival', minutesAgo(50), {}],
      ['pickup', minutesAgo(15), { odometer: 41_200.2 }],
      ['dropoff', minutesAgo(1), { odometer: 41_212.4 }],
    ] as const) {
      const res = await step(name, at, extra);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    const price = await priceOf(leg.id);
    expect(price.basis).toMatchObject({ loadedMiles: '12.2', milesFrom: 'odometer', waitMinutes: 35 });
    // $55 + 7.2 miles × $3.25 = $23.40 + 20 minutes beyond the free 15, charged per started quarter hour: 2 × $12.
    expect(price.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['trip', '55.00'],
      ['mileage', '23.40'],
      ['wait', '24.00'],
    ]);
    expect(price.total).toBe('102.40');
  });

  it('prices each level of service with its own codes for the trip, the miles, the wait and an escort', async () => {
    const each = (await call('POST', '/api/payers', payerBody({ type: 'facility' }))).json<Payer>();
    // No miles included, so every loaded mile is charged; 15 free minutes, then $12 per started quarter hour.
    for (const level of ['ambulatory', 'wheelchair', 'stretcher'])
      await call(
        'PUT',
        `/api/payers/${each.id}/rates/${level}`,
        rateBody({ milesIncluded: '0', afterHoursWindow: null, afterHours: '0.00' }),
      );
    const expected = {
      ambulatory: ['A0100', 'S0215'],
      wheelchair: ['A0130', 'S0209'],
      stretcher: ['T2005', 'T2049'],
    } as const;
    for (const [level, [trip, mile]] of Object.entries(expected)) {
      // Both times from one reading of the clock, so the wait is exactly 40 minutes.
      const pickedUpAt = new Date(minutesAgo(30));
      const arrivedAt = new Date(pickedUpAt.getTime() - 40 * 60_000);
      const job = await makeJob(t.database.db, {
        payerId: each.id,
        levelOfService: level as keyof typeof expected,
        escortCount: 1,
        status: 'completed',
        arrivedAt,
        pickedUpAt,
        pickupTime: pickedUpAt,
      });
      const price = await priceOf(job.id);
      expect(price.basis).toMatchObject({ milesFrom: 'estimate', waitMinutes: 40 });
      // 40 minutes waited, 25 beyond the free 15: two started quarter hours, billed as T2007 per half hour.
      expect(price.lines.map((l) => [l.kind, l.code, l.modifier])).toEqual([
        ['trip', trip, 'RJ'],
        ['mileage', mile, 'RJ'],
        ['wait', 'T2007', 'RJ'],
        ['escort', 'T2001', 'RJ'],
      ]);
      expect(price.lines.find((l) => l.kind === 'mileage')!.quantity).toBe(price.basis!.loadedMiles);
      expect(price.lines.find((l) => l.kind === 'wait')!.amount).toBe('24.00');
      expect(price.lines.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(cents(price.total!));
    }
  });

  it('charges a no-show or a late cancellation its fee alone', async () => {
    const noShow = await makeJob(t.database.db, { payerId: payer.id, levelOfService: 'wheelchair', status: 'no_show' });
    expect((await priceOf(noShow.id)).lines.map((l) => [l.kind, l.amount])).toEqual([['no_show', '40.00']]);
    const late = await makeJob(t.database.db, {
      payerId: payer.id,
      levelOfService: 'wheelchair',
      status: 'cancelled',
      lateCancellation: true,
    });
    expect(await priceOf(late.id)).toMatchObject({ outcome: 'late_cancel', total: '35.00' });
  });

  it('refuses a job for a payer that does not exist, writing nothing', async () => {
    const before = await t.database.db.$count(jobs);
    const res = await call('POST', '/api/jobs', jobBody({ payerId: '6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ payerId: 'No such payer' });
    expect(await t.database.db.$count(jobs)).toBe(before);
  });
});
