import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTHORIZATION_PROBLEM_LABELS, type Authorization } from '../../../domain/authorization';
import { daysFromToday } from '../../../domain/dates';
import type { Job } from '../../../domain/job';
import type { Referral } from '../../../domain/referral';
import { authorizations, jobs, referrals } from '../../db/schema';
import { workersCompBody } from '../../test/authorization';
import { jobBody, referralBody } from '../../test/bodies';
import { payerBody } from '../../test/payer';
import { riderInput } from '../../demo/samples';
import { makeDriver } from '../../demo/factories';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Workers' compensation claims and authorizations (docs/decisions/069-authorizations.md), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { referralsPerHour: 10_000 } });
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie! }, ...(payload && { payload }) });

const newRider = async () => (await call('POST', '/api/riders', riderInput())).json<{ id: string }>().id;
const authorize = async (riderId: string, overrides = {}) => {
  const res = await call('POST', `/api/riders/${riderId}/authorizations`, workersCompBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Authorization>();
};
/** A leg for the rider, picked up `days` from today at 10:00 UTC, counted against the authorization. */
const book = (riderId: string, authorizationId: string, days = 1, extra: object = {}) =>
  call(
    'POST',
    '/api/jobs',
    jobBody({
      riderId,
      authorizationId,
      pickupTime: `${daysFromToday(days)}T15:00:00.000Z`,
      dropoffTime: `${daysFromToday(days)}T15:45:00.000Z`,
      ...extra,
    }),
  );
const used = async (riderId: string, id: string) =>
  (await call('GET', `/api/riders/${riderId}/authorizations`)).json<Authorization[]>().find((a) => a.id === id)!
    .tripsUsed;

const wcReferral = (workersComp: object | null = workersCompBody()) =>
  referralBody({ transportType: 'workers_compensation', levelOfService: 'wheelchair', workersComp } as never);

describe("a workers' compensation referral", () => {
  it('keeps the claim and authorization and answers them', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/referrals', payload: wcReferral() });
    expect(res.statusCode, res.body).toBe(201);
    const referral = res.json<Referral>();
    expect(referral.workersComp).toEqual({ ...workersCompBody(), authorizedTrips: 4 });
    expect((await call('GET', `/api/referrals/${referral.id}`)).json<Referral>().workersComp).toMatchObject({
      claimNumber: 'WC-2026-004417',
      adjusterName: 'Alex Adjuster',
    });
  });

  it('names each missing field under workersComp and writes nothing', async () => {
    const before = (await t.database.db.select({ id: referrals.id }).from(referrals)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: wcReferral({ claimNumber: '  ', authorizedTrips: 0, adjusterEmail: 'not-an-email' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      'workersComp.claimNumber': 'Claim Number is required',
      'workersComp.authorizedTrips': 'Authorized Trips must be at least 1',
      'workersComp.adjusterEmail': 'Adjuster Email must be a valid email',
    });
    const none = await t.app.inject({ method: 'POST', url: '/api/referrals', payload: wcReferral(null) });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toMatchObject({
      'workersComp.claimNumber': 'Claim Number is required',
      'workersComp.authorizedTo': 'Authorized To is required',
    });
    expect((await t.database.db.select({ id: referrals.id }).from(referrals)).length).toBe(before);
  });

  it('ignores the details for any other transport type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: referralBody({ workersComp: { claimNumber: '' } } as never),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select({ workersComp: referrals.workersComp })
      .from(referrals)
      .where(eq(referrals.id, res.json().id));
    expect(row!.workersComp).toBeNull();
    expect(res.json().workersComp).toBeNull();
  });

  it("becomes the rider's authorization when a job is made from it, once, with both legs counted", async () => {
    const referral = (
      await t.app.inject({ method: 'POST', url: '/api/referrals', payload: wcReferral() })
    ).json<Referral>();
    const created = await call(
      'POST',
      '/api/jobs',
      jobBody({ referralId: referral.id, riderId: referral.riderId, returnTrip: 'will_call' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<Job>();
    const list = (await call('GET', `/api/riders/${referral.riderId}/authorizations`)).json<Authorization[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      referralId: referral.id,
      authorizationNumber: 'AUTH-88120',
      claimNumber: 'WC-2026-004417',
      tripsUsed: 2,
    });
    expect(job.authorizationId).toBe(list[0]!.id);
    const back = (await call('GET', `/api/jobs/${job.returnJobId}`)).json<Job>();
    expect(back.authorizationId).toBe(list[0]!.id);

    // Another job of the same referral reuses it.
    await call('DELETE', `/api/jobs/${job.returnJobId}`);
    const again = await call('POST', '/api/jobs', jobBody({ referralId: referral.id, riderId: referral.riderId }));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Job>().authorizationId).toBe(list[0]!.id);
    expect(
      await t.database.db
        .select({ id: authorizations.id })
        .from(authorizations)
        .where(eq(authorizations.referralId, referral.id)),
    ).toHaveLength(1);
  });
});

describe("a rider's authorizations", () => {
  it("adds, lists and changes one, with a workers' compensation carrier", async () => {
    const riderId = await newRider();
    const payer = (await call('POST', '/api/payers', payerBody())).json<{ id: string }>().id;
    const auth = await authorize(riderId, { payerId: payer } as never);
    expect(auth).toMatchObject({
      riderId,
      payerId: payer,
      referralId: null,
      authorizedTrips: 4,
      tripsUsed: 0,
      authorizedFrom: daysFromToday(0),
    });
    const changed = await call(
      'PUT',
      `/api/authorizations/${auth.id}`,
      workersCompBody({ authorizedTrips: 6, employer: 'Penn Freight' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: auth.id, authorizedTrips: 6, employer: 'Penn Freight', payerId: null });
    expect(
      (await call('GET', `/api/riders/${riderId}/authorizations`)).json<Authorization[]>().map((a) => a.id),
    ).toEqual([auth.id]);
  });

  it("keeps the injury's diagnosis codes, normalized, and refuses one that is not a code", async () => {
    const riderId = await newRider();
    const auth = await authorize(riderId);
    expect(auth.diagnosisCodes).toEqual([]);
    const changed = await call('PUT', `/api/authorizations/${auth.id}`, {
      ...workersCompBody(),
      diagnosisCodes: 's72001a, M25.561 ,s72.001a',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Authorization>().diagnosisCodes).toEqual(['S72.001A', 'M25.561']);
    const [row] = await t.database.db.select().from(authorizations).where(eq(authorizations.id, auth.id));
    expect(row!.diagnosisCodes).toEqual(['S72.001A', 'M25.561']);
    const listed = (await call('GET', `/api/riders/${riderId}/authorizations`)).json<Authorization[]>();
    expect(listed[0]!.diagnosisCodes).toEqual(['S72.001A', 'M25.561']);
    const added = await authorize(riderId, { diagnosisCodes: ['S83.511A'] } as never);
    expect(added.diagnosisCodes).toEqual(['S83.511A']);

    const bad = await call('POST', `/api/riders/${riderId}/authorizations`, {
      ...workersCompBody(),
      diagnosisCodes: ['S72.001A', 'knee'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ diagnosisCodes: '"knee" is not an ICD-10-CM code, such as Z99.2' });
    const badEdit = await call('PUT', `/api/authorizations/${auth.id}`, { ...workersCompBody(), diagnosisCodes: 'X' });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().fieldErrors).toHaveProperty('diagnosisCodes');
    const after = (await call('GET', `/api/riders/${riderId}/authorizations`)).json<Authorization[]>();
    expect(after.map((a) => a.diagnosisCodes).sort()).toEqual([['S72.001A', 'M25.561'], ['S83.511A']].sort());
  });

  it('refuses bad input by field, and unknown riders, authorizations and payers', async () => {
    const riderId = await newRider();
    const bad = await call(
      'POST',
      `/api/riders/${riderId}/authorizations`,
      workersCompBody({ authorizedFrom: daysFromToday(5), authorizedTo: daysFromToday(1), adjusterPhone: '12' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ adjusterPhone: expect.stringContaining('Adjuster Phone') });
    const dates = await call(
      'POST',
      `/api/riders/${riderId}/authorizations`,
      workersCompBody({ authorizedFrom: daysFromToday(5), authorizedTo: daysFromToday(1) }),
    );
    expect(dates.json().fieldErrors).toEqual({ authorizedTo: 'Authorized To must be on or after Authorized From' });
    const broker = (await call('POST', '/api/payers', payerBody({ type: 'medicaid_broker' }))).json<{ id: string }>();
    const notWc = await call('POST', `/api/riders/${riderId}/authorizations`, {
      ...workersCompBody(),
      payerId: broker.id,
    });
    expect(notWc.json().fieldErrors).toEqual({ payerId: "Choose a workers' compensation payer" });
    expect((await call('GET', `/api/riders/${riderId}/authorizations`)).json()).toEqual([]);
    const nobody = crypto.randomUUID();
    expect((await call('POST', `/api/riders/${nobody}/authorizations`, workersCompBody())).statusCode).toBe(404);
    expect((await call('GET', `/api/riders/${nobody}/authorizations`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/authorizations/${nobody}`, workersCompBody())).statusCode).toBe(404);
  });
});

describe('a trip must fit its authorization', () => {
  it('books inside it, refuses when the trips are used up, and a trip cancelled in time frees its place', async () => {
    const riderId = await newRider();
    const auth = await authorize(riderId, { authorizedTrips: 2 });
    const first = await book(riderId, auth.id, 1);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Job>().authorizationId).toBe(auth.id);
    expect((await book(riderId, auth.id, 2)).statusCode).toBe(201);
    const third = await book(riderId, auth.id, 3);
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({
      message: AUTHORIZATION_PROBLEM_LABELS.trips_used_up,
      reasons: ['authorization'],
      fieldErrors: { authorizationId: AUTHORIZATION_PROBLEM_LABELS.trips_used_up },
    });
    expect(await used(riderId, auth.id)).toBe(2);

    await t.database.db
      .update(jobs)
      .set({ status: 'cancelled', lateCancellation: false })
      .where(eq(jobs.id, first.json<Job>().id));
    expect(await used(riderId, auth.id)).toBe(1);
    expect((await book(riderId, auth.id, 3)).statusCode).toBe(201);
  });

  it('counts a late cancellation', async () => {
    const riderId = await newRider();
    const auth = await authorize(riderId, { authorizedTrips: 1 });
    const first = (await book(riderId, auth.id, 1)).json<Job>();
    await t.database.db.update(jobs).set({ status: 'cancelled', lateCancellation: true }).where(eq(jobs.id, first.id));
    expect((await book(riderId, auth.id, 2)).json().reasons).toEqual(['authorization']);
  });

  it("refuses a trip outside the dates, of another rider, or a workers' compensation payer without one; nothing written", async () => {
    const riderId = await newRider();
    const auth = await authorize(riderId, { authorizedFrom: daysFromToday(2), authorizedTo: daysFromToday(5) });
    const before = (await t.database.db.select({ id: jobs.id }).from(jobs)).length;
    expect((await book(riderId, auth.id, 1)).json().fieldErrors).toEqual({
      authorizationId: AUTHORIZATION_PROBLEM_LABELS.before_start,
    });
    expect((await book(riderId, auth.id, 6)).json().message).toBe(AUTHORIZATION_PROBLEM_LABELS.after_end);
    expect((await book(await newRider(), auth.id, 3)).json().message).toBe(AUTHORIZATION_PROBLEM_LABELS.other_rider);
    const payer = (await call('POST', '/api/payers', payerBody())).json<{ id: string }>().id;
    const missing = await call('POST', '/api/jobs', jobBody({ riderId, payerId: payer }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(AUTHORIZATION_PROBLEM_LABELS.missing);
    expect((await t.database.db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
    expect(
      (await call('POST', '/api/jobs', jobBody({ riderId, authorizationId: crypto.randomUUID() }))).json().fieldErrors,
    ).toEqual({ authorizationId: 'No such authorization' });
  });

  it('judges an edit: moving the trip outside the dates is refused', async () => {
    const riderId = await newRider();
    const auth = await authorize(riderId, { authorizedTo: daysFromToday(3) });
    const job = (await book(riderId, auth.id, 1)).json<Job>();
    const moved = await call(
      'PUT',
      `/api/jobs/${job.id}`,
      jobBody({
        riderId,
        authorizationId: auth.id,
        pickupTime: `${daysFromToday(9)}T15:00:00.000Z`,
        dropoffTime: `${daysFromToday(9)}T15:45:00.000Z`,
      }),
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().reasons).toEqual(['authorization']);
    const kept = await call(
      'PUT',
      `/api/jobs/${job.id}`,
      jobBody({
        riderId,
        authorizationId: auth.id,
        pickupTime: `${daysFromToday(2)}T15:00:00.000Z`,
        dropoffTime: `${daysFromToday(2)}T15:45:00.000Z`,
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await used(riderId, auth.id)).toBe(1);
    // Left out, the job keeps its authorization; null takes it off.
    const { authorizationId: _left, ...withoutAuthorization } = jobBody({ riderId, authorizationId: auth.id });
    expect((await call('PUT', `/api/jobs/${job.id}`, withoutAuthorization)).json<Job>().authorizationId).toBe(auth.id);
    expect(
      (await call('PUT', `/api/jobs/${job.id}`, jobBody({ riderId, authorizationId: null }))).json<Job>()
        .authorizationId,
    ).toBeNull();
    expect(await used(riderId, auth.id)).toBe(0);
  });

  it("judges the board's assignment too: a trip the authorization no longer covers is not given a driver", async () => {
    const riderId = await newRider();
    const auth = await authorize(riderId);
    const job = (await book(riderId, auth.id, 3)).json<Job>();
    // The adjuster shortened the authorization after the trip was booked.
    expect(
      (await call('PUT', `/api/authorizations/${auth.id}`, workersCompBody({ authorizedTo: daysFromToday(2) })))
        .statusCode,
    ).toBe(200);
    const driver = await makeDriver(t.database.db, { status: 'approved' });
    const moved = await call('PUT', `/api/jobs/${job.id}/driver`, { driverId: driver.id, expectedDriverId: null });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ reasons: ['authorization'], message: AUTHORIZATION_PROBLEM_LABELS.after_end });
    expect(
      (await t.database.db.select({ driver: jobs.assignedDriverId }).from(jobs).where(eq(jobs.id, job.id)))[0]!.driver,
    ).toBeNull();
  });

  it('lets exactly one of two bookings at the same moment take the last trip', async () => {
    const riderId = await newRider();
    const auth = await authorize(riderId, { authorizedTrips: 1 });
    const answers = await Promise.all([book(riderId, auth.id, 1), book(riderId, auth.id, 2)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await used(riderId, auth.id)).toBe(1);
  });
});
