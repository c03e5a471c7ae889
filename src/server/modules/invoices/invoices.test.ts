import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../domain/dates';
import type { Invoice, Aging } from '../../../domain/invoice';
import type { JobPriceAnswer } from '../../../domain/job-price';
import { centsOf } from '../../../domain/money';
import type { Payer, PayerInput } from '../../../domain/payer';
import { estimateTravel } from '../../../domain/travel';
import { authorizations, invoiceClaims, invoicePayments, invoices, jobs, messages } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { authorizedRider } from '../../test/invoice';
import { jobBody } from '../../test/bodies';
import { payerBody, rateBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { STEP_BODIES } from '../../test/trip';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addDays } from './actions';

/** Invoices and claims (docs/decisions/070-invoices.md), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, cookie = admin.cookie!) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const TZ = 'America/New_York';
const day = (iso: string) => todayIn(TZ, new Date(iso));

/** A payer of its own for each test, with a rate for every level, so tests never bill each other's trips. */
async function newPayer(overrides: Partial<PayerInput> = {}): Promise<Payer> {
  const payer = (
    await call('POST', '/api/payers', payerBody({ signatureRequired: false, termsDays: 30, ...overrides }))
  ).json<Payer>();
  for (const level of ['ambulatory', 'wheelchair', 'stretcher']) {
    const res = await call(
      'PUT',
      `/api/payers/${payer.id}/rates/${level}`,
      rateBody({ afterHoursWindow: null, afterHours: '0.00' }),
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  return payer;
}

const at = (isoDay: string, clock = '14:00') => new Date(`${isoDay}T${clock}:00-05:00`);
const build = (payerId: string, periodFrom: string, periodTo: string) =>
  call('POST', '/api/invoices', { payerId, periodFrom, periodTo });
const read = async (id: string) => (await call('GET', `/api/invoices/${id}`)).json<Invoice>();
const cents = (dollars: string) => centsOf(dollars);

describe('building an invoice', () => {
  it("bills a payer's completed, no-show and late-cancelled trips of the period, once, the total the sum of the lines and of the trips' prices", async () => {
    const payer = await newPayer();
    const other = await newPayer();
    const [completed, noShow, lateCancel] = await Promise.all([
      makeJob(t.database.db, {
        payerId: payer.id,
        status: 'completed',
        levelOfService: 'wheelchair',
        escortCount: 1,
        pickupTime: at('2026-10-05'),
      }),
      makeJob(t.database.db, {
        payerId: payer.id,
        status: 'no_show',
        levelOfService: 'ambulatory',
        pickupTime: at('2026-10-06'),
      }),
      makeJob(t.database.db, {
        payerId: payer.id,
        status: 'cancelled',
        lateCancellation: true,
        pickupTime: at('2026-10-07'),
      }),
    ]);
    // Not billed: cancelled in time, not yet driven, outside the period, another payer's.
    await makeJob(t.database.db, {
      payerId: payer.id,
      status: 'cancelled',
      lateCancellation: false,
      pickupTime: at('2026-10-08'),
    });
    await makeJob(t.database.db, { payerId: payer.id, status: 'accepted', pickupTime: at('2026-10-09') });
    await makeJob(t.database.db, { payerId: payer.id, status: 'completed', pickupTime: at('2026-11-01') });
    await makeJob(t.database.db, { payerId: other.id, status: 'completed', pickupTime: at('2026-10-05') });

    const preview = (
      await call('GET', `/api/invoices/unbilled?payerId=${payer.id}&periodFrom=2026-10-01&periodTo=2026-10-31`)
    ).json();
    const res = await build(payer.id, '2026-10-01', '2026-10-31');
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json<Invoice>();
    expect(invoice).toMatchObject({
      status: 'draft',
      payerId: payer.id,
      payerName: payer.name,
      claimCount: 3,
      paid: '0.00',
      sentOn: null,
      dueOn: null,
    });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.claims.map((c) => c.jobId).sort()).toEqual([completed.id, noShow.id, lateCancel.id].sort());
    expect(preview).toEqual({ claimCount: 3, total: invoice.total });

    const prices = await Promise.all(
      invoice.claims.map(async (c) => (await call('GET', `/api/jobs/${c.jobId}/price`)).json<JobPriceAnswer>()),
    );
    for (const [i, claim] of invoice.claims.entries()) {
      expect(claim.lines).toEqual(prices[i]!.lines);
      expect(claim.total).toBe(prices[i]!.total);
      expect(claim.lines.reduce((s, l) => s + cents(l.amount), 0)).toBe(cents(claim.total));
    }
    expect(invoice.claims.reduce((s, c) => s + cents(c.total), 0)).toBe(cents(invoice.total));
    expect(invoice.claims.find((c) => c.jobId === noShow.id)!.lines.map((l) => l.kind)).toEqual(['no_show']);
    expect(invoice.claims.find((c) => c.jobId === completed.id)!.lines.map((l) => [l.code, l.modifier])).toEqual(
      expect.arrayContaining([
        ['A0130', 'RJ'],
        ['T2001', 'RJ'],
      ]),
    );

    const again = await build(payer.id, '2026-10-01', '2026-10-31');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'No trips to bill for this payer and period',
      reasons: ['nothing_to_bill'],
    });

    const list = (await call('GET', `/api/invoices?payerId=${payer.id}`)).json<{ items: { id: string }[] }>();
    expect(list.items.map((i) => i.id)).toEqual([invoice.id]);
  });

  it('bills each trip once when two clerks build invoices for the same payer and period at the same moment', async () => {
    const payer = await newPayer();
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        makeJob(t.database.db, {
          payerId: payer.id,
          status: 'completed',
          pickupTime: at(`2026-09-${String(i + 10).padStart(2, '0')}`),
        }),
      ),
    );
    const [a, b] = await Promise.all([
      build(payer.id, '2026-09-01', '2026-09-30'),
      build(payer.id, '2026-09-01', '2026-09-30'),
    ]);
    const built = [a, b].filter((r) => r.statusCode === 201).map((r) => r.json<Invoice>());
    for (const r of [a, b]) expect([201, 422], r.body).toContain(r.statusCode);
    const billed = built.flatMap((i) => i.claims.map((c) => c.jobId));
    expect(billed.sort()).toEqual(made.map((j) => j.id).sort());
    expect(new Set(billed).size).toBe(billed.length);
    const live = await t.database.db
      .select({ jobId: invoiceClaims.jobId })
      .from(invoiceClaims)
      .innerJoin(invoices, eq(invoices.id, invoiceClaims.invoiceId))
      .where(eq(invoices.payerId, payer.id));
    expect(live).toHaveLength(12);
  });

  it('refuses a period that ends before it starts, a payer that does not exist, and writes nothing', async () => {
    const payer = await newPayer();
    const before = await t.database.db.$count(invoices);
    const backwards = await build(payer.id, '2026-10-31', '2026-10-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ periodTo: 'Period end must be on or after its start' });
    const nobody = await build('6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11', '2026-10-01', '2026-10-31');
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fieldErrors).toEqual({ payerId: 'No such payer' });
    const empty = await call('POST', '/api/invoices', {});
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(['payerId', 'periodFrom', 'periodTo']);
    expect(await t.database.db.$count(invoices)).toBe(before);
    expect((await call('GET', '/api/invoices/6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11')).statusCode).toBe(404);
    expect((await call('GET', '/api/invoices/not-an-id')).statusCode).toBe(400);
  });
});

describe('an invoice after it is built', () => {
  async function draft(overrides: Partial<PayerInput> = {}, trips = 2) {
    const payer = await newPayer(overrides);
    const made = [];
    for (let i = 0; i < trips; i++)
      made.push(
        await makeJob(t.database.db, {
          payerId: payer.id,
          status: 'completed',
          pickupTime: at(`2026-08-${String(i + 3).padStart(2, '0')}`),
        }),
      );
    const res = await build(payer.id, '2026-08-01', '2026-08-31');
    expect(res.statusCode, res.body).toBe(201);
    return { payer, jobs: made, invoice: res.json<Invoice>() };
  }

  it('lists what a payer would query in each claim, and sends only when the clerk acknowledges them', async () => {
    const { invoice } = await draft({ signatureRequired: true, type: 'workers_comp' });
    const problems = invoice.claims[0]!.problems;
    // Made without proof of service, an authorization or a driver.
    expect(problems).toEqual(
      expect.arrayContaining([
        'signature_missing',
        'pickup_location_missing',
        'authorization_invalid',
        'driver_credentials',
        'rider_missing',
      ]),
    );
    const refused = await call('POST', `/api/invoices/${invoice.id}/send`, { sentOn: '2026-09-02' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      reasons: ['claim_checks'],
      message: expect.stringContaining('2 claims have problems'),
    });
    expect((await read(invoice.id)).status).toBe('draft');

    const sent = await call('POST', `/api/invoices/${invoice.id}/send`, {
      sentOn: '2026-09-02',
      acknowledgeProblems: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Invoice>()).toMatchObject({ status: 'sent', sentOn: '2026-09-02', dueOn: '2026-10-02' });
    expect((await call('POST', `/api/invoices/${invoice.id}/send`, { acknowledgeProblems: true })).statusCode).toBe(
      409,
    );
    const [email] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.event, 'invoice_sent'))
      .orderBy(messages.createdAt);
    expect(email).toBeDefined();
  });

  it("finds no problem in a trip worked on the driver's phone: authorized, signed, picked up at the address, miles near the estimate", async () => {
    const payer = await newPayer({ signatureRequired: true, type: 'workers_comp' });
    const driver = await signedIn(t.app, t.database.db, 'driver', { equip: true });
    const pickupTime = new Date(Date.now() - 45 * 60_000);
    const today = day(pickupTime.toISOString());
    const { rider, authorization } = await authorizedRider(
      t.database.db,
      payer.id,
      { validFrom: addDays(today, -30), validTo: addDays(today, 30) },
      { memberId: 'WC-88812' },
    );
    const trip = () =>
      makeJob(t.database.db, {
        payerId: payer.id,
        status: 'accepted',
        assignedDriverId: driver.driverId!,
        pickupTime,
        riderId: rider.id,
        authorizationId: authorization.id,
      });
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    /** Works the leg on the phone: at the pickup address, signed, the odometer showing `factor` × the estimated miles. */
    async function work(job: Awaited<ReturnType<typeof trip>>, factor: number) {
      const from = { lat: job.pickupPlace!.lat!, lng: job.pickupPlace!.lng! };
      const to = { lat: job.dropoffPlace!.lat!, lng: job.dropoffPlace!.lng! };
      const miles = estimateTravel(from, to, pickupTime, TZ).miles;
      for (const [step, when, extra] of [
        ['start', 60, {}],
        ['arrival', 50, { ...from }],
        ['pickup', 40, { ...from, odometer: 20_000 }],
        ['dropoff', 5, { ...to, odometer: Math.round((20_000 + miles * factor) * 10) / 10 }],
      ] as const) {
        const res = await call(
          'POST',
          `/api/jobs/${job.id}/proof/${step}`,
          { ...STEP_BODIES[step], ...extra, at: minutesAgo(when) },
          driver.cookie!,
        );
        expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      }
    }
    const good = await trip();
    await work(good, 1);
    const long = await trip();
    await work(long, 1.3);
    const res = await build(payer.id, today, today);
    expect(res.statusCode, res.body).toBe(201);
    const claimOf = (invoice: Invoice, id: string) => invoice.claims.find((c) => c.jobId === id)!;
    expect(claimOf(res.json<Invoice>(), good.id)).toMatchObject({
      problems: [],
      riderName: 'Dana Whitfield',
      memberId: 'WC-88812',
      claimNumber: 'CLM-2026-00417',
      authorizationNumber: 'AUTH-5521',
    });
    expect(claimOf(res.json<Invoice>(), long.id).problems).toEqual(['miles_off_estimate']);

    // Once the authorization starts after the trip, it is outside it.
    await t.database.db
      .update(authorizations)
      .set({ validFrom: addDays(today, 1), validTo: addDays(today, 30) })
      .where(eq(authorizations.id, authorization.id));
    expect(claimOf(await read(res.json<Invoice>().id), good.id).problems).toEqual(['authorization_invalid']);
  });

  it('records payments: partially paid, then paid; more than the balance is refused with nothing written', async () => {
    const { invoice, payer } = await draft();
    await call('POST', `/api/invoices/${invoice.id}/send`, { sentOn: '2026-09-02', acknowledgeProblems: true });
    const total = cents(invoice.total);
    const part = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      amount: '10.00',
      receivedOn: '2026-09-20',
      method: 'check',
      reference: 'CHK 1042',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json<Invoice>()).toMatchObject({
      status: 'partially_paid',
      paid: '10.00',
      payments: [{ amount: '10.00', method: 'check', reference: 'CHK 1042' }],
    });
    expect(cents(part.json<Invoice>().balance)).toBe(total - 1000);

    const aging = (await call('GET', '/api/invoices/aging?asOf=2026-10-20')).json<Aging>();
    const row = aging.payers.find((p) => p.payerId === payer.id)!;
    expect(row).toMatchObject({
      days0to30: '0.00',
      days31to60: part.json<Invoice>().balance,
      total: part.json<Invoice>().balance,
      invoiceCount: 1,
    });
    // As of the day before the payment, the whole total was owed.
    const earlier = (await call('GET', '/api/invoices/aging?asOf=2026-09-19')).json<Aging>();
    expect(earlier.payers.find((p) => p.payerId === payer.id)).toMatchObject({
      days0to30: invoice.total,
      total: invoice.total,
    });
    expect(
      (await call('GET', '/api/invoices/aging?asOf=2026-09-01'))
        .json<Aging>()
        .payers.find((p) => p.payerId === payer.id),
    ).toBeUndefined();

    const before = await t.database.db.$count(invoicePayments);
    const over = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      amount: '99999.00',
      receivedOn: '2026-09-21',
      method: 'eft',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().fieldErrors.amount).toMatch(/^The balance is \$/);
    const thirdDecimal = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      amount: '1.005',
      receivedOn: '2026-09-21',
      method: 'eft',
    });
    expect(thirdDecimal.statusCode).toBe(400);
    const sameCheck = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      amount: '10.00',
      receivedOn: '2026-09-22',
      method: 'check',
      reference: 'chk 1042',
    });
    expect(sameCheck.statusCode).toBe(422);
    expect(sameCheck.json().fieldErrors).toEqual({
      reference: 'A payment with this reference is already recorded on this invoice',
    });
    const later = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      amount: '1.00',
      receivedOn: addDays(todayIn(TZ), 1),
      method: 'eft',
    });
    expect(later.json().fieldErrors).toEqual({ receivedOn: 'Received date cannot be in the future' });
    expect(await t.database.db.$count(invoicePayments)).toBe(before);

    // The same request sent twice with one Idempotency-Key (a retry after a timeout) records the money once.
    const once = {
      method: 'POST' as const,
      url: `/api/invoices/${invoice.id}/payments`,
      headers: { cookie: admin.cookie!, 'idempotency-key': `pay-${invoice.id}` },
      payload: { amount: '5.00', receivedOn: '2026-09-24', method: 'eft', reference: 'EFT 77' },
    };
    expect((await t.app.inject(once)).statusCode).toBe(201);
    expect((await t.app.inject(once)).statusCode).toBe(201);
    expect((await read(invoice.id)).payments.map((p) => p.amount)).toEqual(['10.00', '5.00']);
    const rest = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      amount: (await read(invoice.id)).balance,
      receivedOn: '2026-09-25',
      method: 'eft',
    });
    expect(rest.json<Invoice>()).toMatchObject({ status: 'paid', balance: '0.00', paid: invoice.total });
    expect((await call('POST', `/api/invoices/${invoice.id}/void`, { reason: 'Billed in error' })).statusCode).toBe(
      409,
    );
  });

  it("releases a voided invoice's trips, and a claim taken off a draft, to be billed again", async () => {
    const { invoice, payer, jobs: made } = await draft({}, 3);
    const off = await call('POST', `/api/invoices/${invoice.id}/claims/${invoice.claims[0]!.id}/remove`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Invoice>()).toMatchObject({ claimCount: 2, total: expect.any(String) });
    expect(cents(off.json<Invoice>().total)).toBe(cents(invoice.total) - cents(invoice.claims[0]!.total));

    const voided = await call('POST', `/api/invoices/${invoice.id}/void`, { reason: 'Wrong period' });
    expect(voided.json<Invoice>()).toMatchObject({ status: 'void', voidReason: 'Wrong period', balance: '0.00' });
    const rebuilt = await build(payer.id, '2026-08-01', '2026-08-31');
    expect(rebuilt.statusCode, rebuilt.body).toBe(201);
    expect(
      rebuilt
        .json<Invoice>()
        .claims.map((c) => c.jobId)
        .sort(),
    ).toEqual(made.map((j) => j.id).sort());
    expect(
      (
        await call('POST', `/api/invoices/${invoice.id}/payments`, {
          amount: '1.00',
          receivedOn: '2026-09-21',
          method: 'eft',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/invoices/${invoice.id}/void`, { reason: 'x' })).json().fieldErrors).toEqual({
      reason: 'Give a reason of at least 3 characters',
    });

    // A billed trip stays as billed: no edit while on the live invoice, no deletion ever after.
    const billed = made[0]!.id;
    const edit = await call('PUT', `/api/jobs/${billed}`, jobBody());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This trip is on an invoice, so it cannot be changed; void the invoice first');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${billed}`,
      headers: { cookie: admin.cookie! },
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('This trip has been on an invoice, so it cannot be deleted');
  });

  it('is due on the sent day plus the payer terms, and a denied invoice keeps its reason', async () => {
    const { invoice } = await draft({ termsDays: 45 });
    const tomorrow = addDays(todayIn(TZ), 1);
    const future = await call('POST', `/api/invoices/${invoice.id}/send`, {
      sentOn: tomorrow,
      acknowledgeProblems: true,
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().fieldErrors).toEqual({ sentOn: 'Sent date cannot be in the future' });
    // On or after the period's end (August): an invoice is never sent before the days it bills.
    const sent = (
      await call('POST', `/api/invoices/${invoice.id}/send`, { sentOn: '2026-09-20', acknowledgeProblems: true })
    ).json<Invoice>();
    expect(sent.dueOn).toBe(addDays('2026-09-20', 45));
    expect(sent.dueOn).toBe('2026-11-04');
    const denied = await call('POST', `/api/invoices/${invoice.id}/deny`, {
      reason: 'Member not eligible on the service date',
    });
    expect(denied.json<Invoice>()).toMatchObject({
      status: 'denied',
      deniedReason: 'Member not eligible on the service date',
    });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, invoice.claims[0]!.jobId));
    expect(job).toBeDefined();
  });
});
