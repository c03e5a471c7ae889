import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Payer, RateResponse } from '../../../domain/payer';
import { payerRates, payers } from '../../db/schema';
import { payerBody, rateBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Payers and their rates (docs/decisions/067-payers-and-rates.md), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie! }, ...(payload && { payload }) });

describe('payers', () => {
  it('adds, reads, lists and changes a payer with its terms', async () => {
    const body = payerBody();
    const created = await call('POST', '/api/payers', body);
    expect(created.statusCode, created.body).toBe(201);
    const payer = created.json<Payer>();
    expect(payer).toMatchObject({
      name: body.name,
      type: 'workers_comp',
      termsDays: 45,
      billingAddress: { city: 'Harrisburg', unit: 'Suite 400' },
    });
    expect((await call('GET', `/api/payers/${payer.id}`)).json()).toEqual(payer);
    expect((await call('GET', '/api/payers')).json<Payer[]>().map((p) => p.id)).toContain(payer.id);
    const changed = await call('PUT', `/api/payers/${payer.id}`, { ...body, termsDays: 30, payerCode: '' });
    expect(changed.json()).toMatchObject({ termsDays: 30, payerCode: null });
  });

  it('refuses a second payer of the same name (any case) and bad fields, writing nothing', async () => {
    const body = payerBody();
    await call('POST', '/api/payers', body);
    const before = await t.database.db.$count(payers);
    const twice = await call('POST', '/api/payers', { ...body, name: body.name.toUpperCase() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ fieldErrors: { name: 'A payer with this name already exists' } });
    const bad = await call(
      'POST',
      '/api/payers',
      payerBody({
        type: 'lottery' as never,
        contactEmail: 'nope',
        termsDays: 400,
        billingAddress: { street: '', unit: null, city: 'X', state: 'Penn', zip: '1' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(
      expect.arrayContaining([
        'type',
        'contactEmail',
        'termsDays',
        'billingAddress.street',
        'billingAddress.state',
        'billingAddress.zip',
      ]),
    );
    expect(await t.database.db.$count(payers)).toBe(before);
    expect((await call('GET', '/api/payers/6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11')).statusCode).toBe(404);
  });
});

describe("a payer's claim settings", () => {
  it('starts in test mode with no default diagnosis nor trip number, and keeps what it is given', async () => {
    // Sent without any claim setting, as a client from before them would.
    const { defaultDiagnosisCode: _omitted, ...unset } = payerBody();
    const created = await call('POST', '/api/payers', unset);
    expect(created.statusCode, created.body).toBe(201);
    const payer = created.json<Payer>();
    expect(payer).toMatchObject({ defaultDiagnosisCode: null, claimsLive: false, tripNumberOn: null });
    const body = payerBody({
      name: payer.name,
      type: 'medicaid_broker',
      defaultDiagnosisCode: ' z992 ',
      claimsLive: true,
      tripNumberOn: '9F',
    });
    const changed = await call('PUT', `/api/payers/${payer.id}`, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ defaultDiagnosisCode: 'Z99.2', claimsLive: true, tripNumberOn: '9F' });
    expect((await call('GET', `/api/payers/${payer.id}`)).json()).toMatchObject({
      defaultDiagnosisCode: 'Z99.2',
      claimsLive: true,
      tripNumberOn: '9F',
    });
    const [row] = await t.database.db.select().from(payers).where(eq(payers.id, payer.id));
    expect(row).toMatchObject({ defaultDiagnosisCode: 'Z99.2', claimsLive: true, tripNumberOn: '9F' });

    const added = await call('POST', '/api/payers', payerBody({ defaultDiagnosisCode: 'N18.6', tripNumberOn: 'NTE' }));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ defaultDiagnosisCode: 'N18.6', claimsLive: false, tripNumberOn: 'NTE' });
    // Blank is no default, as the form sends an empty box.
    const cleared = await call('PUT', `/api/payers/${payer.id}`, {
      ...body,
      defaultDiagnosisCode: '',
      tripNumberOn: null,
    });
    expect(cleared.json()).toMatchObject({ defaultDiagnosisCode: null, tripNumberOn: null, claimsLive: true });
  });

  it('refuses a default diagnosis that is not an ICD-10-CM code and an unknown placement, writing nothing', async () => {
    const before = await t.database.db.$count(payers);
    const bad = await call('POST', '/api/payers', payerBody({ defaultDiagnosisCode: 'dialysis' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      defaultDiagnosisCode: '"dialysis" is not an ICD-10-CM code, such as Z99.2',
    });
    const placement = await call('POST', '/api/payers', payerBody({ tripNumberOn: 'REF' as never }));
    expect(placement.statusCode).toBe(400);
    expect(placement.json().fieldErrors).toEqual({ tripNumberOn: 'Choose where the trip number goes' });
    expect(await t.database.db.$count(payers)).toBe(before);

    const payer = (await call('POST', '/api/payers', payerBody({ defaultDiagnosisCode: 'Z99.2' }))).json<Payer>();
    const edit = await call(
      'PUT',
      `/api/payers/${payer.id}`,
      payerBody({ name: payer.name, defaultDiagnosisCode: 'Z9' }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors).toHaveProperty('defaultDiagnosisCode');
    expect((await call('GET', `/api/payers/${payer.id}`)).json()).toMatchObject({ defaultDiagnosisCode: 'Z99.2' });
  });
});

describe('rates', () => {
  it('keeps each amount in exact cents and answers it as entered', async () => {
    const payer = (await call('POST', '/api/payers', payerBody())).json<Payer>();
    const set = await call(
      'PUT',
      `/api/payers/${payer.id}/rates/wheelchair`,
      rateBody({ perMile: '3.3', base: '1,055.07' }),
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<RateResponse>()).toMatchObject({
      levelOfService: 'wheelchair',
      base: '1055.07',
      perMile: '3.30',
      milesIncluded: '5',
      afterHoursWindow: { start: '18:00', end: '06:00' },
    });
    const [row] = await t.database.db.select().from(payerRates).where(eq(payerRates.payerId, payer.id));
    expect(row).toMatchObject({ baseCents: 105_507, perMileCents: 330, waitPer15Cents: 1200 });
    // Setting it again replaces it: one rate per payer and level.
    await call('PUT', `/api/payers/${payer.id}/rates/wheelchair`, rateBody({ base: '60', afterHoursWindow: null }));
    const rates = (await call('GET', `/api/payers/${payer.id}/rates`)).json<RateResponse[]>();
    expect(rates).toHaveLength(1);
    expect(rates[0]).toMatchObject({ base: '60.00', afterHoursWindow: null });
  });

  it('refuses amounts that are not dollars and cents, and rates for a payer that does not exist', async () => {
    const payer = (await call('POST', '/api/payers', payerBody())).json<Payer>();
    const bad = await call(
      'PUT',
      `/api/payers/${payer.id}/rates/stretcher`,
      rateBody({ base: '55.005', perMile: 'three', milesIncluded: '-1' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      base: 'Enter the base per trip in dollars, such as 65.00',
      perMile: 'Enter the price per loaded mile in dollars, such as 65.00',
      milesIncluded: 'Enter miles such as 5 or 2.5',
    });
    expect(await t.database.db.$count(payerRates, eq(payerRates.payerId, payer.id))).toBe(0);
    expect(
      (await call('PUT', '/api/payers/6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11/rates/stretcher', rateBody())).statusCode,
    ).toBe(404);
    const helicopter = await call('PUT', `/api/payers/${payer.id}/rates/helicopter`, rateBody());
    expect(helicopter.statusCode).toBe(400);
    expect(helicopter.json()).toMatchObject({ fieldErrors: { level: 'Not found' } });
  });
});
