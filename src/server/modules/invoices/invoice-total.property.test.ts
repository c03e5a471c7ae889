import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../domain/invoice';
import type { JobPriceAnswer } from '../../../domain/job-price';
import { LEVELS_OF_SERVICE } from '../../../domain/level-of-service';
import { centsOf, formatAmount } from '../../../domain/money';
import type { Payer } from '../../../domain/payer';
import { makeJob } from '../../demo/factories';
import { payerBody, rateBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An invoice's total is the sum of its lines and of its trips' prices, whatever the rates and the trips
 * (docs/decisions/070-invoices.md): random rates in cents and random trips, through the real API and database.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie! }, ...(payload && { payload }) });
const dollars = fc.integer({ min: 0, max: 50_000 }).map(formatAmount);
const rate = fc.record({
  base: dollars,
  milesIncluded: fc.constantFrom('0', '2.5', '5', '10'),
  perMile: dollars,
  freeWaitMinutes: fc.integer({ min: 0, max: 60 }),
  waitPer15Minutes: dollars,
  noShow: dollars,
  lateCancellation: dollars,
  escort: dollars,
  afterHours: dollars,
  afterHoursWindow: fc.constantFrom(null, { start: '18:00', end: '06:00' }, { start: '00:00', end: '07:00' }),
});
const trip = fc.record({
  level: fc.constantFrom(...LEVELS_OF_SERVICE),
  escorts: fc.integer({ min: 0, max: 3 }),
  outcome: fc.constantFrom('completed', 'no_show', 'late_cancel'),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
});

describe('an invoice total', () => {
  it('equals the sum of its lines and of the jobs’ prices for random rates and trips', async () => {
    await fc.assert(
      fc.asyncProperty(rate, fc.array(trip, { minLength: 1, maxLength: 6 }), async (r, trips) => {
        const payer = (
          await call('POST', '/api/payers', payerBody({ type: 'facility', signatureRequired: false }))
        ).json<Payer>();
        for (const level of LEVELS_OF_SERVICE)
          expect((await call('PUT', `/api/payers/${payer.id}/rates/${level}`, rateBody(r))).statusCode).toBe(200);
        const made = [];
        for (const x of trips) {
          const pickupTime = new Date(
            `2026-07-${String(x.day).padStart(2, '0')}T${String(x.hour).padStart(2, '0')}:30:00Z`,
          );
          made.push(
            await makeJob(t.database.db, {
              payerId: payer.id,
              levelOfService: x.level,
              escortCount: x.escorts,
              pickupTime,
              status: x.outcome === 'late_cancel' ? 'cancelled' : x.outcome,
              lateCancellation: x.outcome === 'late_cancel',
            }),
          );
        }
        const prices = new Map<string, JobPriceAnswer>();
        for (const job of made)
          prices.set(job.id, (await call('GET', `/api/jobs/${job.id}/price`)).json<JobPriceAnswer>());
        // The period spans the whole month on the company clock, whatever its time zone.
        const res = await call('POST', '/api/invoices', {
          payerId: payer.id,
          periodFrom: '2026-06-30',
          periodTo: '2026-08-01',
        });
        expect(res.statusCode, res.body).toBe(201);
        const invoice = res.json<Invoice>();
        expect(invoice.claims).toHaveLength(made.length);
        let fromLines = 0;
        let fromPrices = 0;
        for (const claim of invoice.claims) {
          const lines = claim.lines.reduce((s, l) => s + centsOf(l.amount), 0);
          expect(lines).toBe(centsOf(claim.total));
          fromLines += lines;
          fromPrices += centsOf(prices.get(claim.jobId)!.total!);
          expect(claim.lines).toEqual(prices.get(claim.jobId)!.lines);
        }
        expect(centsOf(invoice.total)).toBe(fromLines);
        expect(centsOf(invoice.total)).toBe(fromPrices);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 0) > 0 ? Math.min(Number(process.env.FUZZ_RUNS), 200) : 8 },
    );
  });
});
