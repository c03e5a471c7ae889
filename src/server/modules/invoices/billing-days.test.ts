import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../domain/dates';
import type { Invoice, InvoiceSummary, TripMoney, UnbilledPeriod } from '../../../domain/invoice';
import { centsOf, formatAmount } from '../../../domain/money';
import type { Page } from '../../../domain/page';
import type { Payer } from '../../../domain/payer';
import { makeJob } from '../../demo/factories';
import { payerBody, rateBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The clerk's days (docs/decisions/070-invoices.md): the period the build starts on, the aging's buckets opened as
 * lists of invoices, a sent date never before the period ends, and a trip's billed amount against driver pay.
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
const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin.cookie!) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const at = (isoDay: string) => new Date(`${isoDay}T14:00:00-05:00`);

/** A payer of its own with an ambulatory rate, so no test bills or counts another's trips. */
async function newPayer(): Promise<Payer> {
  const payer = (
    await call('POST', '/api/payers', payerBody({ type: 'facility', signatureRequired: false, termsDays: 30 }))
  ).json<Payer>();
  const rate = await t.app.inject({
    method: 'PUT',
    url: `/api/payers/${payer.id}/rates/ambulatory`,
    headers: { cookie: admin.cookie! },
    payload: rateBody({ afterHoursWindow: null, afterHours: '0.00' }),
  });
  expect(rate.statusCode, rate.body).toBe(200);
  return payer;
}
const trip = (payerId: string, day: string, jobRate = '30.00') =>
  makeJob(t.database.db, { payerId, status: 'completed', jobRate, pickupTime: at(day) });
const build = async (payerId: string, periodFrom: string, periodTo: string) => {
  const res = await call('POST', '/api/invoices', { payerId, periodFrom, periodTo });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invoice>();
};
const period = async (payerId?: string) => {
  const res = await call('GET', `/api/invoices/unbilled-period${payerId ? `?payerId=${payerId}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UnbilledPeriod>();
};

describe('the period a new invoice starts on', () => {
  it('is the month of the latest trip not yet billed, then the one before once that month is billed, and none when all are', async () => {
    const payer = await newPayer();
    expect(await period(payer.id)).toEqual({ period: null, latestTripOn: null });
    await trip(payer.id, '2026-06-12');
    await trip(payer.id, '2026-08-03');
    await trip(payer.id, '2026-08-21');
    expect(await period(payer.id)).toEqual({
      period: { periodFrom: '2026-08-01', periodTo: '2026-08-31' },
      latestTripOn: '2026-08-21',
    });

    await build(payer.id, '2026-08-01', '2026-08-31');
    expect((await period(payer.id)).period).toEqual({ periodFrom: '2026-06-01', periodTo: '2026-06-30' });
    await build(payer.id, '2026-06-01', '2026-06-30');
    expect((await period(payer.id)).period).toBeNull();
  });

  it("ends today when the latest trip is this month's, so the invoice can be sent today", async () => {
    const payer = await newPayer();
    const today = todayIn(TZ);
    await makeJob(t.database.db, {
      payerId: payer.id,
      status: 'completed',
      pickupTime: new Date(Date.now() - 3 * 3_600_000),
    });
    const answer = await period(payer.id);
    expect(answer.period?.periodFrom).toBe(`${today.slice(0, 8)}01`);
    expect(answer.period!.periodTo <= today).toBe(true);
    expect(answer.latestTripOn! <= answer.period!.periodTo).toBe(true);
    // Asked without a payer: the latest trip of any payer, so today's month.
    expect((await period()).period?.periodFrom).toBe(`${today.slice(0, 8)}01`);
  });
});

describe('the aging, opened', () => {
  it('lists the invoices each bucket counts: sent that many days before, still owed on the day', async () => {
    const payer = await newPayer();
    const sent: Record<string, string> = {};
    for (const [month, sentOn] of [
      ['06', '2026-07-01'],
      ['08', '2026-09-01'],
      ['09', '2026-10-01'],
    ] as const) {
      await trip(payer.id, `2026-${month}-10`);
      const invoice = await build(payer.id, `2026-${month}-01`, `2026-${month}-28`);
      const res = await call('POST', `/api/invoices/${invoice.id}/send`, { sentOn, acknowledgeProblems: true });
      expect(res.statusCode, res.body).toBe(200);
      sent[sentOn] = invoice.id;
    }
    const listed = async (bucket: string) =>
      (await call('GET', `/api/invoices?payerId=${payer.id}&aging=${bucket}&asOf=2026-10-15`))
        .json<Page<InvoiceSummary>>()
        .items.map((i) => i.id);
    expect(await listed('days0to30')).toEqual([sent['2026-10-01']]);
    expect(await listed('days31to60')).toEqual([sent['2026-09-01']]);
    expect(await listed('days61to90')).toEqual([]);
    expect(await listed('over90')).toEqual([sent['2026-07-01']]);

    // Paid in full by the day: no longer owed, so no longer in its bucket (as the aging's sums say).
    const owed = (await call('GET', `/api/invoices/${sent['2026-10-01']}`)).json<Invoice>();
    await call('POST', `/api/invoices/${owed.id}/payments`, {
      amount: owed.balance,
      receivedOn: '2026-10-10',
      method: 'check',
    });
    expect(await listed('days0to30')).toEqual([]);
    const aging = (await call('GET', '/api/invoices/aging?asOf=2026-10-15')).json<{
      payers: { payerId: string; invoiceCount: number }[];
    }>();
    expect(aging.payers.find((p) => p.payerId === payer.id)?.invoiceCount).toBe(2);

    expect((await call('GET', '/api/invoices?aging=days1to5')).statusCode).toBe(400);
  });
});

describe('the sent date', () => {
  it('is refused before the period ends, on the sent date, and the invoice stays a draft', async () => {
    const payer = await newPayer();
    await trip(payer.id, '2026-09-10');
    const invoice = await build(payer.id, '2026-09-01', '2026-09-30');
    const res = await call('POST', `/api/invoices/${invoice.id}/send`, {
      sentOn: '2026-09-29',
      acknowledgeProblems: true,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toEqual({ sentOn: 'Sent date cannot be before the period ends (Sep 30, 2026)' });
    expect((await call('GET', `/api/invoices/${invoice.id}`)).json<Invoice>()).toMatchObject({
      status: 'draft',
      sentOn: null,
    });
    expect(
      (await call('POST', `/api/invoices/${invoice.id}/send`, { sentOn: '2026-09-30', acknowledgeProblems: true }))
        .statusCode,
    ).toBe(200);
  });
});

describe("a trip's money", () => {
  it('shows driver pay, the price billed (the claim once invoiced) and the margin between them', async () => {
    const payer = await newPayer();
    const job = await trip(payer.id, '2026-05-12', '30.00');
    const before = await call('GET', `/api/jobs/${job.id}/billing`);
    expect(before.statusCode, before.body).toBe(200);
    const priced = before.json<TripMoney>();
    expect(priced).toMatchObject({ driverPay: '30.00', billedFrom: 'price', invoiceId: null });
    expect(priced.margin).toBe(formatAmount(centsOf(priced.billed!) - 3000));

    const invoice = await build(payer.id, '2026-05-01', '2026-05-31');
    expect((await call('GET', `/api/jobs/${job.id}/billing`)).json<TripMoney>()).toEqual({
      driverPay: '30.00',
      billed: invoice.claims[0]!.total,
      billedFrom: 'invoice',
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      margin: formatAmount(centsOf(invoice.claims[0]!.total) - 3000),
    });
  });

  it('has no billed amount or margin without a payer, a negative margin when pay is more, and is for administrators only', async () => {
    const unpaid = await makeJob(t.database.db, {
      status: 'completed',
      jobRate: '45.00',
      pickupTime: at('2026-05-12'),
    });
    expect((await call('GET', `/api/jobs/${unpaid.id}/billing`)).json<TripMoney>()).toEqual({
      driverPay: '45.00',
      billed: null,
      billedFrom: null,
      invoiceId: null,
      invoiceNumber: null,
      margin: null,
    });
    const payer = await newPayer();
    const costly = await trip(payer.id, '2026-05-13', '900.00');
    expect((await call('GET', `/api/jobs/${costly.id}/billing`)).json<TripMoney>().margin).toMatch(/^-\d+\.\d{2}$/);
    expect((await call('GET', '/api/jobs/00000000-0000-4000-8000-000000000000/billing')).statusCode).toBe(404);
    const driver = await signedIn(t.app, t.database.db, 'driver');
    expect((await call('GET', `/api/jobs/${costly.id}/billing`, undefined, driver.cookie!)).statusCode).toBe(403);
  });
});
