import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDriver, makeJob, makeReferral } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const overview = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/stats/overview', headers: cookie ? { cookie } : {} });
const now = () => new Date();
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('GET /api/stats/overview (decision 032: real figures per role)', () => {
  it('is 401 for a visitor', async () => {
    expect((await overview()).statusCode).toBe(401);
  });

  it("gives a driver their own trips today, completed trips and this month's earnings", async () => {
    const me = await signedIn(t.app, t.database.db, 'driver');
    const other = await makeDriver(t.database.db, { status: 'approved' });
    const driverId = me.driverId!;
    await makeJob(t.database.db, { assignedDriverId: driverId, pickupTime: now(), status: 'accepted' });
    await makeJob(t.database.db, { assignedDriverId: driverId, pickupTime: now(), status: 'declined' });
    await makeJob(t.database.db, {
      assignedDriverId: driverId,
      pickupTime: daysAgo(1),
      status: 'completed',
      completedAt: now(),
      jobRate: '80.50',
    });
    await makeJob(t.database.db, {
      assignedDriverId: driverId,
      pickupTime: daysAgo(45),
      status: 'completed',
      completedAt: daysAgo(45),
      jobRate: '99.00',
    });
    await makeJob(t.database.db, {
      assignedDriverId: other.id,
      pickupTime: now(),
      status: 'completed',
      completedAt: now(),
      jobRate: '500.00',
    });

    const res = await overview(me.cookie);
    expect(res.json()).toEqual({ role: 'driver', todaysTrips: 1, completedTrips: 2, earningsMonthToDate: '80.50' });
  });

  it('gives an admin live counts and revenue from completed jobs this month', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const before = (await overview(admin.cookie)).json();
    expect(before.role).toBe('admin');

    await makeDriver(t.database.db, { status: 'approved' });
    await makeDriver(t.database.db, { status: 'active' });
    await makeDriver(t.database.db, { status: 'pending' });
    await makeReferral(t.database.db, { status: 'pending' });
    await makeReferral(t.database.db, { status: 'assigned' });
    await makeJob(t.database.db, { pickupTime: now() });
    await makeJob(t.database.db, {
      pickupTime: daysAgo(2),
      status: 'completed',
      completedAt: now(),
      jobRate: '120.25',
    });

    const after = (await overview(admin.cookie)).json();
    expect(after.activeDrivers - before.activeDrivers).toBe(2);
    expect(after.pendingReferrals - before.pendingReferrals).toBe(1);
    expect(after.todaysTrips - before.todaysTrips).toBe(1);
    expect(Number(after.revenueMonthToDate) - Number(before.revenueMonthToDate)).toBeCloseTo(120.25, 2);
    expect(after.revenueMonthToDate).toMatch(/^\d+\.\d{2}$/);
  });

  it("gives a partner their own referrals by status, and nobody else's", async () => {
    const partner = await signedIn(t.app, t.database.db, 'referral_partner');
    await makeReferral(t.database.db, { submittedByUserId: partner.userId!, status: 'pending' });
    await makeReferral(t.database.db, { submittedByUserId: partner.userId!, status: 'completed' });
    await makeReferral(t.database.db, { status: 'pending' });
    const res = await overview(partner.cookie);
    expect(res.json()).toEqual({
      role: 'referral_partner',
      referralsByStatus: { pending: 1, assigned: 0, in_progress: 0, completed: 1, cancelled: 0 },
    });
  });
});
