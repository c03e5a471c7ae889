import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { referrals, riders } from '../../db/schema';
import { makeJob, makeReferral } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn } from '../../test/sign-in';
import { daysFromToday } from '../../../domain/dates';
import { referralBody } from '../../test/bodies';
import { workersCompBody } from '../../test/authorization';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { referralsPerHour: 1000 } });
});
afterAll(() => t.close());

const submit = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/referrals', payload: payload as object, headers });
const referralsNamed = async (patientName: string) =>
  Number(
    (await t.database.db.select({ n: count() }).from(referrals).where(eq(referrals.patientName, patientName)))[0]!.n,
  );

describe('POST /api/referrals', () => {
  it('takes a referral from a visitor and stores every field as pending', async () => {
    const { levelOfService: _implied, ...body } = referralBody();
    const res = await submit(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...body, status: 'pending', assignedDriverId: null });
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.id, res.json().id));
    expect(row).toMatchObject({ patientName: body.patientName, transportType: 'wheelchair', submittedByUserId: null });
  });

  it("answers decision 030's messages under each field and stores nothing", async () => {
    const res = await submit({ notes: 'only notes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      referrerName: 'Your Name is required',
      referrerCompany: 'Organization is required',
      patientName: 'Patient Name is required',
      transportType: 'Transport Type is required',
      appointmentDate: 'Appointment Date is required',
    });
    const bad = await submit(
      referralBody({
        referrerPhone: '555-0199',
        referrerEmail: 'dana@',
        patientDob: daysFromToday(1),
        appointmentDate: daysFromToday(-1),
        transportType: 'helicopter',
      }),
    );
    expect(bad.json().fieldErrors).toEqual({
      referrerPhone: 'Valid phone number is required',
      referrerEmail: 'Valid email is required',
      patientDob: 'Date of birth must be in the past',
      appointmentDate: 'Appointment date cannot be in the past',
      transportType: 'Transport Type is required',
    });
    const impossible = await submit(referralBody({ appointmentDate: '2031-02-30', appointmentTime: '25:00' }));
    expect(impossible.json().fieldErrors).toEqual({
      appointmentDate: 'Appointment Date must be a valid date',
      appointmentTime: 'Appointment Time must be a valid time',
    });
  });

  it('accepts an appointment today on the company calendar', async () => {
    expect((await submit(referralBody({ appointmentDate: daysFromToday(0) }))).statusCode).toBe(201);
  });

  it('ignores status, driver and ids sent in the body (mass assignment)', async () => {
    const res = await submit(
      referralBody({
        status: 'completed',
        assignedDriverId: '00000000-0000-4000-8000-000000000000',
        id: 'x',
        submittedByUserId: 'y',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', assignedDriverId: null });
  });

  it('records a signed-in partner as the submitter', async () => {
    const partner = await signedIn(t.app, t.database.db, 'referral_partner');
    const res = await submit(referralBody(), { cookie: partner.cookie! });
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.id, res.json().id));
    expect(row!.submittedByUserId).toBe(partner.userId);
  });
});

describe('the way back on a referral (docs/decisions/047-legs-returns-cancellations.md)', () => {
  it('keeps a return at a set time or will-call, and none when not asked', async () => {
    const atTime = await submit(referralBody({ returnTrip: 'at_time', returnTime: '13:15' }));
    expect(atTime.statusCode, atTime.body).toBe(201);
    expect(atTime.json()).toMatchObject({ returnTrip: 'at_time', returnTime: '13:15' });
    const willCall = await submit(referralBody({ returnTrip: 'will_call', returnTime: '13:15' }));
    expect(willCall.json()).toMatchObject({ returnTrip: 'will_call', returnTime: null });
    const { returnTrip: _r, returnTime: _t, ...older } = referralBody();
    expect((await submit(older)).json()).toMatchObject({ returnTrip: 'none', returnTime: null });
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.id, atTime.json().id));
    expect(row).toMatchObject({ returnTrip: 'at_time', returnTime: '13:15:00' });
  });

  it('asks for the return time, after the appointment, and stores nothing until then', async () => {
    const name = `Return Time ${Date.now()}`;
    const missing = await submit(referralBody({ patientName: name, returnTrip: 'at_time', returnTime: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      returnTime: 'Return Pickup Time is required for a return at a set time',
    });
    const early = await submit(
      referralBody({ patientName: name, appointmentTime: '09:30', returnTrip: 'at_time', returnTime: '09:00' }),
    );
    expect(early.json().fieldErrors).toEqual({ returnTime: 'Return Pickup Time must be after the appointment' });
    const bad = await submit(referralBody({ patientName: name, returnTrip: 'sometime' }));
    expect(bad.json().fieldErrors).toEqual({ returnTrip: 'Return Trip is required' });
    expect(await referralsNamed(name)).toBe(0);
  });
});

describe('Idempotency-Key on POST /api/referrals', () => {
  it('makes one referral from a retried or double-clicked submission and answers the same', async () => {
    const body = referralBody();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const [a, b] = await Promise.all([submit(body, headers), submit(body, headers)]);
    const c = await submit(body, headers);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    expect(await referralsNamed(body.patientName)).toBe(1);
  });

  it('answers 422 when the key comes back with another body, and stores nothing new', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = referralBody();
    expect((await submit(first, headers)).statusCode).toBe(201);
    const other = referralBody();
    const res = await submit(other, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Idempotency-Key/);
    expect(await referralsNamed(other.patientName)).toBe(0);
  });

  it('lets an invalid first try be corrected under the same key', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    expect((await submit(referralBody({ referrerEmail: 'nope' }), headers)).statusCode).toBe(400);
    expect((await submit(referralBody(), headers)).statusCode).toBe(201);
  });

  it('refuses a malformed key', async () => {
    expect((await submit(referralBody(), { 'idempotency-key': 'x'.repeat(201) })).statusCode).toBe(400);
  });
});

describe('GET /api/referrals (decisions 021 and 035)', () => {
  it('is 401 for a visitor and 403 for a driver', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/referrals' })).statusCode).toBe(401);
    const driver = await signedIn(t.app, t.database.db, 'driver');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/referrals', headers: { cookie: driver.cookie! } })).statusCode,
    ).toBe(403);
  });

  it('shows a partner only their own referrals', async () => {
    const mine = await signedIn(t.app, t.database.db, 'referral_partner');
    const theirs = await signedIn(t.app, t.database.db, 'referral_partner');
    await makeReferral(t.database.db, { submittedByUserId: mine.userId!, patientName: 'Mine One' });
    await makeReferral(t.database.db, { submittedByUserId: theirs.userId!, patientName: 'Not Mine' });
    const res = await t.app.inject({ method: 'GET', url: '/api/referrals', headers: { cookie: mine.cookie! } });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((r: { patientName: string }) => r.patientName)).toEqual(['Mine One']);
  });

  it('pages an admin through every referral newest first, filtered by status', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    // Distinct times: PGlite's clock may give two quick inserts the same created_at, and ties fall back to id order.
    for (let i = 0; i < 5; i++)
      await makeReferral(t.database.db, {
        status: 'cancelled',
        patientName: `Paged ${i}`,
        createdAt: new Date(Date.now() - (5 - i) * 1000),
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/referrals?status=cancelled&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie! } })).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(
        ...page.items.map(
          (r: { patientName: string; status: string }) => (expect(r.status).toBe('cancelled'), r.patientName),
        ),
      );
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Paged 4', 'Paged 3', 'Paged 2', 'Paged 1', 'Paged 0']);
  });

  it('refuses a bad status, limit or cursor with 400', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    for (const query of ['status=lost', 'limit=0', 'limit=101', 'cursor=bm9wZQ']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/referrals?${query}`,
        headers: { cookie: admin.cookie! },
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/referrals/referrer-defaults', () => {
  it("pre-fills a partner's details from their latest referral, or their profile", async () => {
    const partner = await signedIn(t.app, t.database.db, 'referral_partner');
    const fresh = (
      await t.app.inject({
        method: 'GET',
        url: '/api/referrals/referrer-defaults',
        headers: { cookie: partner.cookie! },
      })
    ).json();
    expect(fresh).toMatchObject({ referrerName: 'Dana Whitfield', referrerCompany: '', referrerPhone: '' });
    await submit(referralBody({ referrerCompany: 'Keystone Rehab' }), { cookie: partner.cookie! });
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/referrals/referrer-defaults',
        headers: { cookie: partner.cookie! },
      })
    ).json();
    expect(after).toEqual({
      referrerName: 'Dana Whitfield',
      referrerCompany: 'Keystone Rehab',
      referrerPhone: '(215) 555-0199',
      referrerEmail: 'dana@example.com',
    });
  });

  it('is only for partners', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/referrals/referrer-defaults' })).statusCode).toBe(401);
    const admin = await signedIn(t.app, t.database.db, 'admin');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/referrals/referrer-defaults',
          headers: { cookie: admin.cookie! },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("the patient's phone", () => {
  it('is required on a new referral and returned with it', async () => {
    const missing = await submit(referralBody({ patientPhone: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ patientPhone: 'Patient Phone is required' });
    expect((await submit(referralBody({ patientPhone: '555-01' }))).json().fieldErrors).toEqual({
      patientPhone: "Patient's phone number is required (at least 10 digits)",
    });
    const ok = await submit(referralBody({ patientPhone: '215-555-0173' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().patientPhone).toBe('215-555-0173');
  });
});

describe('PUT /api/referrals/:id follows the referral status machine', () => {
  const put = async (id: string, payload: object) => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    return t.app.inject({ method: 'PUT', url: `/api/referrals/${id}`, payload, headers: { cookie: admin.cookie! } });
  };

  it('refuses to reopen a cancelled referral, and leaves it cancelled', async () => {
    const referral = await makeReferral(t.database.db, { status: 'cancelled' });
    const res = await put(referral.id, { status: 'pending', notes: 'reopen' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A cancelled referral cannot be reopened; send a new referral instead');
    const [row] = await t.database.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(row).toMatchObject({ status: 'cancelled', notes: referral.notes });
  });

  it('refuses completed (or assigned) for a referral that has no job', async () => {
    const referral = await makeReferral(t.database.db);
    const res = await put(referral.id, { status: 'completed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'A referral can only be completed once a job has been created from it',
    });
    expect((await put(referral.id, { status: 'assigned' })).statusCode).toBe(409);
    expect((await put(referral.id, { status: 'cancelled' })).statusCode).toBe(200);
  });
});

describe('a referral with a job', () => {
  it('may be moved along by the administrator, but not cancelled once completed', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const referral = await makeReferral(t.database.db);
    await makeJob(t.database.db, { referralId: referral.id });
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/referrals/${referral.id}`,
        payload,
        headers: { cookie: admin.cookie! },
      });
    expect((await put({ status: 'in_progress' })).statusCode).toBe(200);
    expect((await put({ status: 'completed' })).statusCode).toBe(200);
    const cancel = await put({ status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('A completed referral cannot be cancelled');
  });
});

describe("a referral's status time", () => {
  it('moves when the administrator changes the status, and stays when only the notes change', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const put = (id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/referrals/${id}`, payload, headers: { cookie: admin.cookie! } });
    const long = new Date('2026-01-05T12:00:00Z');
    const referral = await makeReferral(t.database.db, { statusChangedAt: long });
    const changedAt = async () =>
      (await t.database.db.select().from(referrals).where(eq(referrals.id, referral.id)))[0]!.statusChangedAt;

    expect((await put(referral.id, { notes: 'Called the family', status: 'pending' })).statusCode).toBe(200);
    expect(await changedAt()).toEqual(long);
    // Assigned needs a job made from the referral.
    await makeJob(t.database.db, { referralId: referral.id });
    expect((await put(referral.id, { status: 'assigned' })).statusCode).toBe(200);
    expect((await changedAt()).getTime()).toBeGreaterThan(long.getTime());
  });
});

describe('levels of service, escorts, places and the rider (docs/decisions/045-levels-and-places-on-forms.md)', () => {
  it('takes the level from a wheelchair, stretcher or ambulatory transport type, whatever else is sent', async () => {
    const res = await submit(referralBody({ transportType: 'wheelchair', levelOfService: 'ambulatory' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ levelOfService: 'wheelchair', escortCount: 1 });
    const stretcher = await submit(referralBody({ transportType: 'stretcher', escortCount: undefined }));
    expect(stretcher.json()).toMatchObject({ levelOfService: 'stretcher', escortCount: 0 });
  });

  it("asks a workers' compensation referral for its level (400 on levelOfService) and stores the one chosen", async () => {
    const missing = await submit(
      referralBody({ transportType: 'workers_compensation', levelOfService: null, workersComp: workersCompBody() }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ levelOfService: 'Level of Service is required' });
    const chosen = await submit(
      referralBody({
        transportType: 'workers_compensation',
        levelOfService: 'stretcher',
        workersComp: workersCompBody(),
      }),
    );
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ transportType: 'workers_compensation', levelOfService: 'stretcher' });
  });

  it('stores both places structured and on one line, and refuses a bad ZIP or state under the place', async () => {
    const res = await submit(referralBody());
    expect(res.json()).toMatchObject({
      pickupLocation: '1200 Spruce St, Apt 4B, Philadelphia, PA 19107',
      dropoffLocation: '51 N 39th St, Philadelphia, PA 19104',
      pickupPlace: {
        street: '1200 Spruce St',
        unit: 'Apt 4B',
        zip: '19107',
        placeType: 'residence',
        lat: expect.closeTo(39.95, 1),
        lng: expect.closeTo(-75.16, 1),
        needsReview: false,
      },
      dropoffPlace: { placeType: 'dialysis_center' },
    });
    const bad = await submit(
      referralBody({
        pickupPlace: { ...referralBody().pickupPlace, zip: '1910' },
        dropoffPlace: { ...referralBody().dropoffPlace, state: 'Penn' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'pickupPlace.zip': 'ZIP code must be 5 digits',
      'dropoffPlace.state': 'Dropoff state must be at most 2 characters',
    });
    const none = await submit(referralBody({ pickupPlace: undefined, escortCount: 4 }));
    expect(none.json().fieldErrors).toEqual({
      pickupPlace: 'Pickup address is required',
      escortCount: 'At most 3 escorts',
    });
  });

  it('links a second referral for the same name and date of birth to the same rider, whatever the spacing and case', async () => {
    const first = await submit(referralBody({ patientName: 'Evelyn  Marsh', patientDob: '1948-07-02' }));
    const second = await submit(referralBody({ patientName: ' evelyn marsh ', patientDob: '1948-07-02' }));
    const otherDob = await submit(referralBody({ patientName: 'Evelyn Marsh', patientDob: '1948-07-03' }));
    expect(first.json().riderId).toEqual(expect.any(String));
    expect(second.json().riderId).toBe(first.json().riderId);
    expect(otherDob.json().riderId).not.toBe(first.json().riderId);
    const [rider] = await t.database.db.select().from(riders).where(eq(riders.id, first.json().riderId));
    expect(rider).toMatchObject({ fullName: 'Evelyn Marsh', dateOfBirth: '1948-07-02', phone: '(215) 555-0173' });
  });
});

describe('diagnosis codes on a referral (docs/decisions/099-claims-a-clearinghouse-accepts.md)', () => {
  const codesOf = async (id: string) =>
    (await t.database.db.select().from(referrals).where(eq(referrals.id, id)))[0]!.diagnosisCodes;
  const riderCodesOf = async (id: string) =>
    (await t.database.db.select().from(riders).where(eq(riders.id, id)))[0]!.diagnosisCodes;

  it('stores the codes read as typed and normalized, and gives them to a new rider but not to one on record', async () => {
    const patient = { patientName: `Nadia Brandt ${crypto.randomUUID().slice(0, 6)}`, patientDob: '1957-09-14' };
    const res = await submit(referralBody({ ...patient, diagnosisCodes: 'z992, n18.6 Z99.2' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().diagnosisCodes).toEqual(['Z99.2', 'N18.6']);
    expect(await codesOf(res.json().id)).toEqual(['Z99.2', 'N18.6']);
    expect(await riderCodesOf(res.json().riderId)).toEqual(['Z99.2', 'N18.6']);

    // The next referral's codes are its own; the rider keeps what their record has.
    const next = await submit(referralBody({ ...patient, diagnosisCodes: ['E11.9'] }));
    expect(next.json()).toMatchObject({ riderId: res.json().riderId, diagnosisCodes: ['E11.9'] });
    expect(await riderCodesOf(res.json().riderId)).toEqual(['Z99.2', 'N18.6']);
  });

  it('takes a referral without codes, and its new rider has none', async () => {
    const { diagnosisCodes: _none, ...body } = referralBody();
    const res = await submit(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().diagnosisCodes).toEqual([]);
    expect(await riderCodesOf(res.json().riderId)).toEqual([]);
  });

  it('refuses a code that is not one under diagnosisCodes, and stores nothing', async () => {
    const body = referralBody({
      patientName: `Otto Lind ${crypto.randomUUID().slice(0, 6)}`,
      diagnosisCodes: 'Z99.2, dialysis',
    });
    const res = await submit(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ diagnosisCodes: '"dialysis" is not an ICD-10-CM code, such as Z99.2' });
    expect(await referralsNamed(body.patientName)).toBe(0);
  });

  it('lets the administrator change them, leaves them when not sent, and refuses a bad one', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const put = (id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/referrals/${id}`, payload, headers: { cookie: admin.cookie! } });
    const referral = await makeReferral(t.database.db, { diagnosisCodes: ['Z99.2'] });

    const changed = await put(referral.id, { status: 'pending', diagnosisCodes: 'n186 z992' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().diagnosisCodes).toEqual(['N18.6', 'Z99.2']);
    expect((await put(referral.id, { notes: 'Called the clinic' })).json().diagnosisCodes).toEqual(['N18.6', 'Z99.2']);

    const bad = await put(referral.id, { diagnosisCodes: ['N18.6', 'Q'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ diagnosisCodes: '"Q" is not an ICD-10-CM code, such as Z99.2' });
    expect(await codesOf(referral.id)).toEqual(['N18.6', 'Z99.2']);

    expect((await put(referral.id, { diagnosisCodes: [] })).json().diagnosisCodes).toEqual([]);
  });
});
