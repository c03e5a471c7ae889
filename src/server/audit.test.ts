import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog, users } from './db/schema';
import { makeJob } from './demo/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { buildApp } from './app';
import { and, eq } from 'drizzle-orm';
import { signedIn, type SignedIn } from './test/sign-in';
import { referralBody, SAMPLE_FILES } from './test/bodies';
import { uploadDocument } from './test/uploads';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

// onResponse runs after the answer is sent: give the row a moment to land.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const trail = async (query = '') => {
  await settle();
  return (
    await t.app.inject({ method: 'GET', url: `/api/audit?limit=100&${query}`, headers: { cookie: admin.cookie! } })
  ).json().items as Record<string, unknown>[];
};

describe('audit trail (decision 036, HIPAA 164.312(b))', () => {
  it('records sign-ins, successful and failed, with address and request id but no password', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody_x1', password: 'secret-guess-1' },
      remoteAddress: '198.51.100.4',
    });
    const rows = await trail('action=login.failure');
    expect(rows[0]).toMatchObject({
      action: 'login.failure',
      ip: '198.51.100.4',
      requestId: ok.headers['x-request-id'],
      statusCode: 401,
    });
    expect(JSON.stringify(await trail())).not.toContain('secret-guess-1');
    expect((await trail('action=login.success')).some((r) => r.userId === admin.userId)).toBe(true);
  });

  it('records every refused authorization', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { cookie: driver.cookie! } });
    await t.app.inject({ method: 'GET', url: '/api/drivers' });
    const denied = await trail('action=access.denied');
    expect(denied.find((r) => r.route === '/api/jobs')).toMatchObject({
      userId: driver.userId,
      role: 'driver',
      statusCode: 403,
    });
    expect(denied.find((r) => r.route === '/api/drivers')).toMatchObject({ userId: null, statusCode: 401 });
  });

  it('records who read and changed a referral, and a job, by id only — no patient data', async () => {
    const body = referralBody();
    const created = (await t.app.inject({ method: 'POST', url: '/api/referrals', payload: body })).json();
    await t.app.inject({ method: 'GET', url: `/api/referrals/${created.id}`, headers: { cookie: admin.cookie! } });
    await t.app.inject({
      method: 'PUT',
      url: `/api/referrals/${created.id}`,
      payload: { notes: 'Called the family' },
      headers: { cookie: admin.cookie! },
    });
    const rows = await trail(`entity=referral&entityId=${created.id}`);
    expect(rows.map((r) => r.action).sort()).toEqual(['referral.create', 'referral.read', 'referral.update']);
    expect(rows.find((r) => r.action === 'referral.read')).toMatchObject({
      userId: admin.userId,
      method: 'GET',
      route: '/api/referrals/:id',
    });

    const driver = await signedIn(t.app, t.database.db, 'driver');
    const job = await makeJob(t.database.db, { assignedDriverId: driver.driverId! });
    await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      payload: { status: 'accepted' },
      headers: { cookie: driver.cookie! },
    });
    expect((await trail(`entity=job&entityId=${job.id}`))[0]).toMatchObject({
      action: 'job.update',
      userId: driver.userId,
    });

    const everything = JSON.stringify(await trail());
    expect(everything).not.toContain(body.patientName);
    expect(everything).not.toContain(job.patientName);
  });

  it('keeps only a record id from the address: what else a caller typed there is not written into the trail', async () => {
    const probe = 'SELECT * FROM users';
    // A visitor's probe is refused (401) and the refusal recorded, without the text.
    await t.app.inject({ method: 'GET', url: `/api/jobs/${encodeURIComponent(probe)}` });
    const refused = (await trail('action=access.denied')).find((r) => r.route === '/api/jobs/:id');
    expect(refused).toMatchObject({ statusCode: 401, entityId: null });
    expect(JSON.stringify(await trail())).not.toContain(probe);
  });

  it("records each read of a driver's document", async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const upload = await uploadDocument(t.app, { cookie: driver.cookie, bytes: SAMPLE_FILES.pdf });
    await t.app.inject({ method: 'GET', url: upload.url!, headers: { cookie: admin.cookie! } });
    const reads = await trail(`action=document.read&entityId=${upload.objectId}`);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ userId: admin.userId, role: 'admin', statusCode: 200 });
  });

  it('writes a flood of anonymous refusals as at most two rows per address, route and minute, with their count', async () => {
    const ip = '203.0.113.77';
    const other = await buildApp(t.config, { database: t.database, logger: false });
    for (let i = 0; i < 200; i += 1) await other.inject({ method: 'GET', url: '/api/drivers', remoteAddress: ip });
    const rowsOf = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.ip, ip), eq(auditLog.route, '/api/drivers')));
    await settle();
    expect((await rowsOf()).map((r) => r.action)).toEqual(['access.denied']);
    // The rest of the minute is written when the process stops, before its database closes.
    await other.close();
    const rows = await rowsOf();
    expect(rows.length).toBeLessThanOrEqual(2);
    const counted = rows.reduce((sum, r) => sum + (r.action === 'access.denied.repeated' ? Number(r.entityId) : 1), 0);
    expect(counted).toBe(200);
  });

  it('cannot be rewritten or erased, not even by the application', async () => {
    await trail();
    await expect(t.database.db.execute(sql`update audit_log set action = 'nothing happened'`)).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    expect((await trail()).length).toBeGreaterThan(0);
  });

  it('is for administrators only, filtered and paged', async () => {
    const partner = await signedIn(t.app, t.database.db, 'referral_partner');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie: partner.cookie! } })).statusCode,
    ).toBe(403);
    const first = (
      await t.app.inject({
        method: 'GET',
        url: '/api/audit?limit=2&action=login.*',
        headers: { cookie: admin.cookie! },
      })
    ).json();
    expect(first.items).toHaveLength(2);
    expect(first.items.every((r: { action: string }) => r.action.startsWith('login.'))).toBe(true);
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/audit?limit=2&action=login.*&cursor=${first.nextCursor}`,
        headers: { cookie: admin.cookie! },
      })
    ).json();
    expect(second.items[0].id).not.toBe(first.items[1].id);
    expect(Date.parse(second.items[0].at)).toBeLessThanOrEqual(Date.parse(first.items[1].at));
  });

  it("names the actor by username, so the trail reads as people's names", async () => {
    const [me] = await t.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, admin.userId!));
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/audit?userId=${admin.userId}&limit=5`,
        headers: { cookie: admin.cookie! },
      })
    ).json();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r: { username: string }) => r.username === me!.username)).toBe(true);
  });
});
