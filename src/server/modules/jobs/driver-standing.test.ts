import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DriverStatus } from '../../../domain/statuses';
import { drivers, users } from '../../db/schema';
import { DEFAULT_TEST_PASSWORD, makeDriver, makeJob } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn } from '../../test/sign-in';

// A driver who may not drive is refused at sign-in, and refused jobs whatever session they still hold.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (status: DriverStatus) => {
  const driver = await makeDriver(t.database.db, { status });
  const [user] = await t.database.db.select().from(users).where(eq(users.id, driver.userId));
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user!.username, password: DEFAULT_TEST_PASSWORD },
  });
};

describe('sign-in by driver status', () => {
  it('refuses a suspended, inactive or rejected driver with why and whom to call, and lets a pending one in', async () => {
    for (const [status, words] of [
      ['suspended', 'Your driver account is suspended'],
      ['inactive', 'Your driver account is inactive'],
      ['rejected', 'Your driver application was not approved'],
    ] as const) {
      const res = await login(status);
      expect(res.statusCode, status).toBe(403);
      expect(res.json().message).toContain(words);
      expect(res.json().message).toContain('(215) 555-0100');
      expect(res.headers['set-cookie'], status).toBeUndefined();
    }
    expect((await login('pending')).statusCode).toBe(200);
    expect((await login('approved')).statusCode).toBe(200);
  });
});

describe('jobs for a driver who may not drive, whatever the session', () => {
  it('refuses the job list, and the move of an assigned job, once the driver is suspended', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const job = await makeJob(t.database.db, { assignedDriverId: driver.driverId!, status: 'pending' });
    const list = () =>
      t.app.inject({ method: 'GET', url: `/api/jobs/driver/${driver.driverId}`, headers: { cookie: driver.cookie! } });
    const accept = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        payload: { status: 'accepted' },
        headers: { cookie: driver.cookie! },
      });
    expect((await list()).statusCode).toBe(200);
    // Straight in the database: the session survives, as it would for a request already under way.
    for (const status of ['suspended', 'inactive', 'rejected', 'pending'] as const) {
      await t.database.db.update(drivers).set({ status }).where(eq(drivers.id, driver.driverId!));
      expect((await list()).statusCode, status).toBe(403);
      const moved = await accept();
      expect(moved.statusCode, status).toBe(403);
      expect(moved.json()).toEqual({ message: 'Your driver account may not take jobs' });
    }
    await t.database.db.update(drivers).set({ status: 'active' }).where(eq(drivers.id, driver.driverId!));
    expect((await accept()).statusCode).toBe(200);
  });
});
