import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TRIP_POLICY, type TripPolicy } from '../../../domain/trip';
import { auditLog, users } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { riderInput, standingOrderInput } from '../../demo/samples';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { jobBody } from '../../test/bodies';

/** The company's trip policies (docs/decisions/049-company-policies.md): read by all, changed by an administrator, obeyed at once. */
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: who.cookie ? { cookie: who.cookie } : {} });
const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms);
const setTrip = (trip: Partial<TripPolicy>) =>
  as(admin, 'PUT', '/api/policies', { trip: { ...DEFAULT_TRIP_POLICY, ...trip } });

describe('company policies', () => {
  it('start from the defaults, and a change is shown with who made it and audited', async () => {
    const first = await as(driver, 'GET', '/api/policies');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      trip: DEFAULT_TRIP_POLICY,
      site: { measuredFigures: false },
      updatedAt: null,
      updatedBy: null,
    });

    const saved = await setTrip({ noShowWaitMinutes: 7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      trip: { ...DEFAULT_TRIP_POLICY, noShowWaitMinutes: 7 },
      updatedBy: (
        await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, admin.userId!))
      )[0]!.username,
    });
    expect((await as(driver, 'GET', '/api/policies')).json().trip.noShowWaitMinutes).toBe(7);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policies.update'), eq(auditLog.userId, admin.userId!)));
    expect(entries).toHaveLength(1);
  });

  it('refuse a figure out of bounds with field errors, and change nothing', async () => {
    await setTrip({});
    const res = await as(admin, 'PUT', '/api/policies', {
      trip: {
        ...DEFAULT_TRIP_POLICY,
        noShowWaitMinutes: 0,
        lateCancellationHours: 2.5,
        standingOrderDaysAhead: 'soon',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'trip.noShowWaitMinutes': 'No-show wait after arrival or pickup time must be at least 1',
      'trip.lateCancellationHours': 'Late cancellation: less than must be a whole number',
      'trip.standingOrderDaysAhead': 'Standing orders make jobs ahead must be a number',
    });
    expect((await as(admin, 'GET', '/api/policies')).json().trip).toEqual(DEFAULT_TRIP_POLICY);
  });

  it('govern the no-show wait, the late-cancellation notice and the will-call lead as soon as they are saved', async () => {
    await setTrip({ noShowWaitMinutes: 2, lateCancellationHours: 12, willCallLeadMinutes: 0 });

    const started = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'in_progress',
      pickupTime: fromNow(-HOUR),
      startedAt: new Date(),
    });
    const arrived = (await as(driver, 'POST', `/api/jobs/${started.id}/arrival`)).json();
    const early = await as(driver, 'POST', `/api/jobs/${started.id}/no-show`);
    expect(early.statusCode).toBe(409);
    // Two minutes from the arrival as the server received it, a moment after the time written on the leg
    // (docs/decisions/078-server-clock-judges-gates.md).
    const allowedAt = Date.parse(early.json().noShowAllowedAt);
    expect(allowedAt - Date.parse(arrived.arrivedAt)).toBeGreaterThanOrEqual(2 * 60_000);
    expect(allowedAt - Date.parse(arrived.arrivedAt)).toBeLessThan(2 * 60_000 + 5_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(allowedAt + 60_000);
      expect((await as(driver, 'POST', `/api/jobs/${started.id}/no-show`)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }

    const pickup = fromNow(23 * HOUR);
    const tomorrow = (
      await as(
        admin,
        'POST',
        '/api/jobs',
        jobBody({ pickupTime: pickup.toISOString(), dropoffTime: new Date(pickup.getTime() + HOUR).toISOString() }),
      )
    ).json();
    const cancelled = await as(admin, 'POST', `/api/jobs/${tomorrow.id}/cancel`, {
      reason: 'rider',
      requestedBy: 'rider',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', lateCancellation: false });

    // The way there is done, so the return is called at once ("Rider ready" waits for it, decision 047).
    const outbound = (
      await as(
        admin,
        'POST',
        '/api/jobs',
        jobBody({
          pickupTime: fromNow(-2 * HOUR).toISOString(),
          dropoffTime: fromNow(-HOUR).toISOString(),
          status: 'completed',
          returnTrip: 'will_call',
        }),
      )
    ).json();
    const before = Date.now();
    const ready = (await as(admin, 'POST', `/api/jobs/${outbound.returnJobId}/rider-ready`)).json();
    expect(Date.parse(ready.pickupTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(ready.pickupTime)).toBeLessThan(Date.now() + 1000);
    await setTrip({});
  });

  it('set how far ahead a standing order is previewed', async () => {
    await setTrip({ standingOrderDaysAhead: 3 });
    const rider = (await as(admin, 'POST', '/api/riders', riderInput())).json();
    const preview = await as(
      admin,
      'POST',
      '/api/standing-orders/preview',
      standingOrderInput(rider.id, { daysOfWeek: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] }),
    );
    expect(preview.statusCode).toBe(200);
    const dates = new Set(preview.json().trips.map((trip: { date: string }) => trip.date));
    expect(dates.size).toBeLessThanOrEqual(3);
    expect(dates.size).toBeGreaterThan(0);
    await setTrip({});
  });
});
