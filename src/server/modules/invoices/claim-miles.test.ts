import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../domain/dates';
import type { Invoice } from '../../../domain/invoice';
import type { JobPriceAnswer } from '../../../domain/job-price';
import type { Payer } from '../../../domain/payer';
import { estimateTravel } from '../../../domain/travel';
import { makeJob } from '../../demo/factories';
import { zipCentroid } from '../../geo';
import { payerBody, rateBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { STEP_BODIES } from '../../test/trip';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The loaded miles a claim bills (docs/decisions/068-job-price.md, docs/decisions/070-invoices.md): the odometer's
 * difference when the driver read it at pickup and at drop-off, else the travel estimate between the places (ZIP
 * centres when no geocoder is configured), said to be estimated; with neither, the claim lists the miles as missing.
 * On PGlite and PostgreSQL.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const TZ = 'America/New_York';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin.cookie!) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** A payer of its own for each test whose wheelchair rate includes no miles, so every loaded mile is a line. */
async function wheelchairPayer(): Promise<Payer> {
  const payer = (
    await call('POST', '/api/payers', payerBody({ type: 'facility', signatureRequired: false }))
  ).json<Payer>();
  const rate = await call(
    'PUT',
    `/api/payers/${payer.id}/rates/wheelchair`,
    rateBody({ milesIncluded: '0', afterHoursWindow: null, afterHours: '0.00' }),
  );
  expect(rate.statusCode, rate.body).toBe(200);
  return payer;
}

async function invoiceFor(payerId: string, from: string, to = from): Promise<Invoice> {
  const res = await call('POST', '/api/invoices', { payerId, periodFrom: from, periodTo: to });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invoice>();
}

const lines = (claim: Invoice['claims'][number]) =>
  claim.lines.map((l) => [l.kind, `${l.code}-${l.modifier}`, l.quantity, l.unit, l.amount]);

describe('the miles a claim bills', () => {
  it('bills the odometer read at pickup and at drop-off through the proof steps, on a mileage line of the level', async () => {
    const payer = await wheelchairPayer();
    const driver = await signedIn(t.app, t.database.db, 'driver', { equip: true });
    const pickupTime = minutesAgo(45);
    const leg = await makeJob(t.database.db, {
      payerId: payer.id,
      levelOfService: 'wheelchair',
      status: 'accepted',
      assignedDriverId: driver.driverId!,
      escortCount: 0,
      pickupTime,
    });
    for (const [step, ago, extra] of [
      ['start', 60, {}],
      ['arrival', 50, {}],
      ['pickup', 40, { odometer: 41_200.2 }],
      ['dropoff', 5, { odometer: 41_212.4 }],
    ] as const) {
      const res = await call(
        'POST',
        `/api/jobs/${leg.id}/proof/${step}`,
        { ...STEP_BODIES[step], ...extra, at: minutesAgo(ago).toISOString() },
        driver.cookie!,
      );
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
    }
    const invoice = await invoiceFor(payer.id, todayIn(TZ, pickupTime));
    const claim = invoice.claims.find((c) => c.jobId === leg.id)!;
    // $55 the trip; 41,212.4 − 41,200.2 = 12.2 miles × $3.25 = $39.65. (The wait, 10 minutes, is within the free 15.)
    expect(lines(claim)).toEqual([
      ['trip', 'A0130-RJ', '1', '55.00', '55.00'],
      ['mileage', 'S0209-RJ', '12.2', '3.25', '39.65'],
    ]);
    expect(claim.lines[1]!.description).toBe('Wheelchair loaded miles beyond 0.00 included, read from the odometer');
    expect(claim.total).toBe('94.65');
    expect(claim.problems).not.toContain('miles_missing');
  });

  it('bills the travel estimate between ZIP-centre places when the odometer was not read at both ends, marked as estimated', async () => {
    const payer = await wheelchairPayer();
    const pickupTime = new Date('2026-10-05T14:00:00-04:00');
    // The sample places are 1200 Spruce St (19107) and 51 N 39th St (19104); without a geocoder each is its ZIP's centre.
    const job = await makeJob(t.database.db, {
      payerId: payer.id,
      levelOfService: 'wheelchair',
      status: 'completed',
      escortCount: 0,
      pickupTime,
    });
    expect([job.pickupPlace!.lat, job.pickupPlace!.lng]).toEqual([
      zipCentroid('19107', 'PA')!.lat,
      zipCentroid('19107', 'PA')!.lng,
    ]);
    expect([job.dropoffPlace!.lat, job.dropoffPlace!.lng]).toEqual([
      zipCentroid('19104', 'PA')!.lat,
      zipCentroid('19104', 'PA')!.lng,
    ]);
    const estimate = estimateTravel(zipCentroid('19107', 'PA')!, zipCentroid('19104', 'PA')!, pickupTime, TZ).miles;
    expect(estimate).toBeGreaterThan(0);

    const price = (await call('GET', `/api/jobs/${job.id}/price`)).json<JobPriceAnswer>();
    expect(price.basis).toMatchObject({ loadedMiles: estimate.toFixed(1), milesFrom: 'estimate' });
    const claim = (await invoiceFor(payer.id, '2026-10-05')).claims.find((c) => c.jobId === job.id)!;
    const mileage = claim.lines.find((l) => l.kind === 'mileage')!;
    expect(mileage).toMatchObject({
      code: 'S0209',
      modifier: 'RJ',
      description: 'Wheelchair loaded miles beyond 0.00 included, estimated from the places',
    });
    expect(Number(mileage.quantity)).toBe(Number(estimate.toFixed(1)));
    expect(claim.problems).not.toContain('miles_missing');
  });

  it('lists a completed trip with no reading and no estimate as missing its miles, before the invoice is sent', async () => {
    const payer = await wheelchairPayer();
    const pickupTime = new Date('2026-09-08T10:00:00-04:00');
    const made = await makeJob(t.database.db, {
      payerId: payer.id,
      levelOfService: 'wheelchair',
      status: 'completed',
      escortCount: 0,
      pickupTime,
    });
    // An address the geocoder could not place, and a trip within one ZIP code, whose two centres are the same point.
    const unplaced = await makeJob(t.database.db, {
      payerId: payer.id,
      levelOfService: 'wheelchair',
      status: 'completed',
      escortCount: 0,
      pickupTime,
      pickupPlace: { ...made.pickupPlace!, lat: null, lng: null },
    });
    const oneZip = await makeJob(t.database.db, {
      payerId: payer.id,
      levelOfService: 'wheelchair',
      status: 'completed',
      escortCount: 0,
      pickupTime,
      dropoffPlace: { ...made.dropoffPlace!, zip: '19107', lat: made.pickupPlace!.lat, lng: made.pickupPlace!.lng },
    });
    // A no-show carries nobody, so it needs no miles.
    const noShow = await makeJob(t.database.db, {
      payerId: payer.id,
      levelOfService: 'wheelchair',
      status: 'no_show',
      escortCount: 0,
      pickupTime,
    });

    for (const job of [unplaced, oneZip]) {
      expect((await call('GET', `/api/jobs/${job.id}/price`)).json<JobPriceAnswer>().basis).toMatchObject({
        loadedMiles: '0.0',
        milesFrom: 'none',
      });
    }
    const invoice = await invoiceFor(payer.id, '2026-09-08');
    const claimOf = (id: string) => invoice.claims.find((c) => c.jobId === id)!;
    for (const job of [unplaced, oneZip]) {
      expect(lines(claimOf(job.id))).toEqual([['trip', 'A0130-RJ', '1', '55.00', '55.00']]);
      expect(claimOf(job.id).problems).toContain('miles_missing');
    }
    expect(claimOf(made.id).problems).not.toContain('miles_missing');
    expect(claimOf(noShow.id).problems).not.toContain('miles_missing');
    const refused = await call('POST', `/api/invoices/${invoice.id}/send`, { sentOn: '2026-09-30' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reasons: ['claim_checks'] });
  });
});
