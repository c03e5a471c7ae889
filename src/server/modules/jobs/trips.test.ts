import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, referrals } from '../../db/schema';
import { makeJob, makeReferral } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { jobBody } from '../../test/bodies';

/** Legs and returns, will-call, cancellations and no-shows (docs/decisions/047-legs-returns-cancellations.md). */
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
let partner: SignedIn;
let otherPartner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
  partner = await signedIn(t.app, t.database.db, 'referral_partner');
  otherPartner = await signedIn(t.app, t.database.db, 'referral_partner');
});
afterAll(() => t.close());

const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: who.cookie ? { cookie: who.cookie } : {} });

const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms);
const pickupIn = (ms: number) => {
  const pickup = fromNow(ms);
  return { pickupTime: pickup.toISOString(), dropoffTime: new Date(pickup.getTime() + 45 * 60_000).toISOString() };
};
const rowOf = async (id: string) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const cancel = { reason: 'rider', requestedBy: 'rider' } as const;

describe('a round trip', () => {
  it('makes the return leg with the job: swapped places, same rider and rate, at a set time taking as long as the way there', async () => {
    const body = jobBody({
      ...pickupIn(48 * HOUR),
      returnTrip: 'at_time',
      returnPickupTime: fromNow(52 * HOUR).toISOString(),
      appointmentTime: fromNow(49 * HOUR).toISOString(),
    });
    const res = await as(admin, 'POST', '/api/jobs', body);
    expect(res.statusCode).toBe(201);
    const outbound = res.json();
    expect(outbound).toMatchObject({ leg: 'outbound', willCall: false, appointmentTime: body.appointmentTime });
    expect(outbound.returnJobId).toEqual(expect.any(String));
    const back = (await as(admin, 'GET', `/api/jobs/${outbound.returnJobId}`)).json();
    expect(back).toMatchObject({
      leg: 'return',
      returnOfJobId: outbound.id,
      willCall: false,
      pickupAddress: outbound.dropoffAddress,
      dropoffAddress: outbound.pickupAddress,
      jobRate: outbound.jobRate,
      assignedDriverId: null,
    });
    expect(Date.parse(back.pickupTime)).toBe(Date.parse(body.returnPickupTime));
    expect(Date.parse(back.dropoffTime) - Date.parse(back.pickupTime)).toBe(45 * 60_000);
  });

  it('refuses a return at a time before the dropoff, and makes nothing', async () => {
    const before = (await t.database.db.select({ id: jobs.id }).from(jobs)).length;
    const res = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({ ...pickupIn(48 * HOUR), returnTrip: 'at_time', returnPickupTime: fromNow(47 * HOUR).toISOString() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ returnPickupTime: 'Return pickup must be after the dropoff' });
    expect((await t.database.db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
  });

  it('waits for a will-call rider, then "Rider ready" picks them up 20 minutes from now', async () => {
    // The way there is done: "Rider ready" waits for it (src/server/modules/jobs/rider-ready.test.ts).
    const outbound = (
      await as(
        admin,
        'POST',
        '/api/jobs',
        jobBody({ ...pickupIn(-2 * HOUR), status: 'completed', returnTrip: 'will_call' }),
      )
    ).json();
    const waiting = (await as(admin, 'GET', `/api/jobs/${outbound.returnJobId}`)).json();
    expect(waiting).toMatchObject({
      leg: 'return',
      willCall: true,
      pickupTime: null,
      dropoffTime: null,
      riderReadyAt: null,
    });

    const before = Date.now();
    const ready = await as(admin, 'POST', `/api/jobs/${waiting.id}/rider-ready`);
    expect(ready.statusCode).toBe(200);
    const pickup = Date.parse(ready.json().pickupTime);
    expect(pickup).toBeGreaterThanOrEqual(before + 20 * 60_000);
    expect(pickup).toBeLessThan(Date.now() + 20 * 60_000 + 1000);
    expect(Date.parse(ready.json().dropoffTime) - pickup).toBe(45 * 60_000);
    expect((await as(admin, 'POST', `/api/jobs/${waiting.id}/rider-ready`)).statusCode).toBe(409);
    expect((await as(admin, 'POST', `/api/jobs/${outbound.id}/rider-ready`)).statusCode).toBe(409);
  });
});

describe('cancelling a trip', () => {
  it('flags 23 hours before pickup as late, and 25 hours as not', async () => {
    const soon = (await as(admin, 'POST', '/api/jobs', jobBody(pickupIn(23 * HOUR)))).json();
    const res = await as(admin, 'POST', `/api/jobs/${soon.id}/cancel`, {
      ...cancel,
      note: 'Rescheduled by the clinic',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'rider',
      cancelRequestedBy: 'rider',
      cancelNote: 'Rescheduled by the clinic',
      lateCancellation: true,
    });
    expect(res.json().cancelledAt).toEqual(expect.any(String));

    const later = (await as(admin, 'POST', '/api/jobs', jobBody(pickupIn(25 * HOUR)))).json();
    expect((await as(admin, 'POST', `/api/jobs/${later.id}/cancel`, cancel)).json()).toMatchObject({
      status: 'cancelled',
      lateCancellation: false,
      sameDayCancellation: false,
    });
  });

  it('flags a cancellation on the trip’s own day as same-day', async () => {
    const job = await makeJob(t.database.db, { pickupTime: fromNow(60_000) });
    expect((await as(admin, 'POST', `/api/jobs/${job.id}/cancel`, cancel)).json()).toMatchObject({
      lateCancellation: true,
      sameDayCancellation: true,
    });
  });

  it('cancels the return too when asked, and a cancelled trip is final', async () => {
    const outbound = (
      await as(admin, 'POST', '/api/jobs', jobBody({ ...pickupIn(30 * HOUR), returnTrip: 'will_call' }))
    ).json();
    const res = await as(admin, 'POST', `/api/jobs/${outbound.id}/cancel`, { ...cancel, cancelReturn: true });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(outbound.returnJobId)).status).toBe('cancelled');

    expect((await as(admin, 'PUT', `/api/jobs/${outbound.id}`, jobBody(pickupIn(30 * HOUR)))).statusCode).toBe(409);
    expect((await as(admin, 'POST', `/api/jobs/${outbound.id}/cancel`, cancel)).statusCode).toBe(409);
    const refused = await as(admin, 'POST', '/api/jobs', jobBody({ status: 'cancelled' }));
    expect(refused.json().fieldErrors.status).toBe('Cancel a trip or record a no-show with its own action');
  });

  it('refuses a completed trip, and bad input with field errors', async () => {
    const done = await makeJob(t.database.db, { status: 'completed' });
    expect((await as(admin, 'POST', `/api/jobs/${done.id}/cancel`, cancel)).statusCode).toBe(409);
    const open = await makeJob(t.database.db);
    const bad = await as(admin, 'POST', `/api/jobs/${open.id}/cancel`, { reason: 'bored' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ reason: 'Choose a reason', requestedBy: 'Choose who asked' });
    expect((await rowOf(open.id)).status).toBe('pending');
  });

  it("lets a partner cancel their own referral's leg before pickup, never another partner's (404)", async () => {
    const referral = await makeReferral(t.database.db, { submittedByUserId: partner.userId! });
    const job = await makeJob(t.database.db, { referralId: referral.id, pickupTime: fromNow(3 * HOUR) });

    const stranger = await as(otherPartner, 'POST', `/api/jobs/${job.id}/cancel`, { reason: 'rider' });
    expect(stranger.statusCode).toBe(404);
    expect((await rowOf(job.id)).status).toBe('pending');

    const own = await as(partner, 'POST', `/api/jobs/${job.id}/cancel`, {
      reason: 'facility',
      note: 'Appointment moved',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'cancelled', cancelRequestedBy: 'partner', lateCancellation: true });
    // The referral's only leg is cancelled, so the referral is too.
    expect((await t.database.db.select().from(referrals).where(eq(referrals.id, referral.id)))[0]!.status).toBe(
      'cancelled',
    );

    const past = await makeJob(t.database.db, {
      referralId: (await makeReferral(t.database.db, { submittedByUserId: partner.userId! })).id,
      pickupTime: fromNow(-HOUR),
    });
    expect((await as(partner, 'POST', `/api/jobs/${past.id}/cancel`, { reason: 'rider' })).statusCode).toBe(409);
  });

  it("shows a partner their referral's legs, the way there first, with which they may still cancel", async () => {
    const referral = await makeReferral(t.database.db, { submittedByUserId: partner.userId! });
    const outbound = (
      await as(
        admin,
        'POST',
        '/api/jobs',
        jobBody({ ...pickupIn(5 * HOUR), referralId: referral.id, returnTrip: 'will_call' }),
      )
    ).json();
    const started = await makeJob(t.database.db, {
      referralId: referral.id,
      status: 'in_progress',
      pickupTime: fromNow(-HOUR),
      startedAt: new Date(),
    });

    const res = await as(partner, 'GET', `/api/referrals/${referral.id}/legs`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: started.id,
        leg: 'outbound',
        status: 'in_progress',
        pickupTime: expect.any(String),
        willCall: false,
        cancellable: false,
        stage: 'on_the_way',
        driverFirstName: null,
      },
      {
        id: outbound.id,
        leg: 'outbound',
        status: 'pending',
        pickupTime: outbound.pickupTime,
        willCall: false,
        cancellable: true,
        stage: 'scheduling',
        driverFirstName: null,
      },
      {
        id: outbound.returnJobId,
        leg: 'return',
        status: 'pending',
        pickupTime: null,
        willCall: true,
        cancellable: true,
        stage: 'waiting_for_call',
        driverFirstName: null,
      },
    ]);
    expect((await as(otherPartner, 'GET', `/api/referrals/${referral.id}/legs`)).statusCode).toBe(404);
  });
});

describe("the driver's arrival, pickup and no-show", () => {
  const startedJob = (pickupTime: Date) =>
    makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'in_progress',
      pickupTime,
      startedAt: new Date(),
    });

  it('refuses a no-show before the wait has passed (409, naming when) and accepts it after', async () => {
    const job = await startedJob(fromNow(-15 * 60_000));
    expect((await as(driver, 'POST', `/api/jobs/${job.id}/no-show`)).statusCode).toBe(409);

    const arrived = await as(driver, 'POST', `/api/jobs/${job.id}/arrival`, {
      lat: 39.95,
      lng: -75.16,
      accuracyMeters: 12,
    });
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json().arrivalLocation).toEqual({ lat: 39.95, lng: -75.16, accuracyMeters: 12 });
    const early = await as(driver, 'POST', `/api/jobs/${job.id}/no-show`);
    expect(early.statusCode).toBe(409);
    const allowedAt = Date.parse(early.json().noShowAllowedAt);
    // Ten minutes from the arrival as the server received it (docs/decisions/078-server-clock-judges-gates.md).
    expect(allowedAt - Date.parse(arrived.json().arrivedAt)).toBeGreaterThanOrEqual(10 * 60_000);
    expect(allowedAt - Date.parse(arrived.json().arrivedAt)).toBeLessThan(10 * 60_000 + 5_000);
    expect((await rowOf(job.id)).status).toBe('in_progress');

    // A minute past that, by the server's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(allowedAt + 60_000);
      const late = await as(driver, 'POST', `/api/jobs/${job.id}/no-show`);
      expect(late.statusCode).toBe(200);
      expect(late.json()).toMatchObject({ status: 'no_show', noShowAt: expect.any(String) });
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits from the scheduled pickup when the driver came early', async () => {
    const job = await startedJob(fromNow(5 * 60_000));
    await t.database.db
      .update(jobs)
      .set({ arrivedAt: fromNow(-30 * 60_000) })
      .where(eq(jobs.id, job.id));
    const early = await as(driver, 'POST', `/api/jobs/${job.id}/no-show`);
    expect(early.statusCode).toBe(409);
    expect(Date.parse(early.json().noShowAllowedAt)).toBe((await rowOf(job.id)).pickupTime!.getTime() + 10 * 60_000);
  });

  it('records the pickup only after arrival, once; another driver’s job is not found', async () => {
    const job = await startedJob(fromNow(-60_000));
    expect((await as(driver, 'POST', `/api/jobs/${job.id}/pickup`)).statusCode).toBe(409);
    const bare = await as(driver, 'POST', `/api/jobs/${job.id}/arrival`);
    expect(bare.statusCode).toBe(200);
    const picked = await as(driver, 'POST', `/api/jobs/${job.id}/pickup`);
    expect(picked.statusCode).toBe(200);
    expect(picked.json().pickedUpAt).toEqual(expect.any(String));
    expect((await as(driver, 'POST', `/api/jobs/${job.id}/pickup`)).statusCode).toBe(409);
    await t.database.db
      .update(jobs)
      .set({ arrivedAt: fromNow(-20 * 60_000) })
      .where(eq(jobs.id, job.id));
    expect((await as(driver, 'POST', `/api/jobs/${job.id}/no-show`)).statusCode).toBe(409);

    const other = await signedIn(t.app, t.database.db, 'driver');
    expect((await as(other, 'POST', `/api/jobs/${job.id}/arrival`)).statusCode).toBe(404);
    const notStarted = await makeJob(t.database.db, { assignedDriverId: driver.driverId! });
    expect((await as(driver, 'POST', `/api/jobs/${notStarted.id}/arrival`)).statusCode).toBe(409);
  });
});

describe('a referral with two legs', () => {
  it('is completed only when both legs are, and cancelled only when both are', async () => {
    const made = async () => {
      const referral = await makeReferral(t.database.db);
      const outbound = (
        await as(
          admin,
          'POST',
          '/api/jobs',
          jobBody({ ...pickupIn(30 * HOUR), referralId: referral.id, returnTrip: 'will_call' }),
        )
      ).json();
      return { referral, outbound, returnId: outbound.returnJobId as string };
    };
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(referrals).where(eq(referrals.id, id)))[0]!.status;

    const done = await made();
    await as(
      admin,
      'PUT',
      `/api/jobs/${done.outbound.id}`,
      jobBody({ ...pickupIn(30 * HOUR), status: 'completed', referralId: done.referral.id }),
    );
    expect(await statusOf(done.referral.id)).toBe('pending');
    await t.database.db
      .update(jobs)
      .set({ pickupTime: fromNow(31 * HOUR), dropoffTime: fromNow(32 * HOUR), willCall: false })
      .where(eq(jobs.id, done.returnId));
    await as(
      admin,
      'PUT',
      `/api/jobs/${done.returnId}`,
      jobBody({
        pickupTime: fromNow(31 * HOUR).toISOString(),
        dropoffTime: fromNow(32 * HOUR).toISOString(),
        status: 'completed',
        referralId: done.referral.id,
      }),
    );
    expect(await statusOf(done.referral.id)).toBe('completed');

    const off = await made();
    await as(admin, 'POST', `/api/jobs/${off.outbound.id}/cancel`, cancel);
    expect(await statusOf(off.referral.id)).toBe('pending');
    await as(admin, 'POST', `/api/jobs/${off.returnId}/cancel`, cancel);
    expect(await statusOf(off.referral.id)).toBe('cancelled');
  });
});
