import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LiveChange } from '../../../domain/live';
import { openDatabase } from '../../db/client';
import { jobs } from '../../db/schema';
import { makeJob, makeReferral } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changesIn } from '../../test/live-stream';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { failedInspection, inspectionBody } from '../../test/inspection';
import { LiveHub } from './hub';

/** Live changes over server-sent events (docs/decisions/050-live-changes.md), on PGlite and on PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
let otherDriver: SignedIn;
let partner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
  otherDriver = await signedIn(t.app, t.database.db, 'driver');
  partner = await signedIn(t.app, t.database.db, 'referral_partner');
});
afterAll(() => t.close());

/** Opens a stream for `seconds`, runs `act` once it is open, and answers what it carried. */
async function streamWhile(who: SignedIn, seconds: number, act: () => Promise<void>) {
  const stream = t.app.inject({
    method: 'GET',
    url: `/api/events?timeout=${seconds}`,
    headers: { cookie: who.cookie! },
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  await act();
  const res = await stream;
  return { res, changes: changesIn(res.body) };
}

describe('GET /api/events', () => {
  it('is a stream of server-sent events for a signed-in user, and 401 for a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events?timeout=0', headers: { cookie: admin.cookie! } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.body).toContain('retry: 3000');
    expect((await t.app.inject({ method: 'GET', url: '/api/events?timeout=0' })).statusCode).toBe(401);
  });

  it('tells an administrator of every job change, whoever made it, and names only the record', async () => {
    let made = '';
    const { changes, res } = await streamWhile(admin, 1, async () => {
      made = (await makeJob(t.database.db, { assignedDriverId: driver.driverId! })).id;
      await t.database.db.update(jobs).set({ status: 'accepted' }).where(eq(jobs.id, made));
    });
    expect(changes.filter((c) => c.id === made)).toEqual([
      { type: 'job', id: made },
      { type: 'job', id: made },
    ]);
    expect(res.body).not.toContain('Ruth');
  });

  it("never carries another driver's job to a driver, but does carry their own, and the one taken from them", async () => {
    let own = '';
    let others = '';
    let taken = '';
    const { changes } = await streamWhile(driver, 1, async () => {
      own = (await makeJob(t.database.db, { assignedDriverId: driver.driverId! })).id;
      others = (await makeJob(t.database.db, { assignedDriverId: otherDriver.driverId! })).id;
      taken = (await makeJob(t.database.db, { assignedDriverId: driver.driverId! })).id;
      await t.database.db.update(jobs).set({ assignedDriverId: otherDriver.driverId! }).where(eq(jobs.id, taken));
      await t.database.db.update(jobs).set({ rideNotes: 'Gate code 4411' }).where(eq(jobs.id, taken));
    });
    const ids = changes.map((c) => c.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(others);
    // Created for them and then moved away: they hear both, then nothing more of it.
    expect(ids.filter((id) => id === taken)).toHaveLength(2);
  });

  it("tells a driver of their own vehicle inspection and its clearing, as a change to them, and not of another driver's", async () => {
    const own = await signedIn(t.app, t.database.db, 'driver', { inspected: false });
    const other = await failedInspection(t.database.db);
    const { changes } = await streamWhile(own, 1, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/drivers/me/inspection',
        headers: { cookie: own.cookie! },
        payload: inspectionBody({ brakes: 'fault' }, { notes: 'Soft pedal' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const cleared = await t.app.inject({
        method: 'POST',
        url: `/api/inspections/${other.id}/clear`,
        headers: { cookie: admin.cookie! },
        payload: { note: 'Shop checked it' },
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
    });
    expect(changes.filter((c) => c.type === 'driver').map((c) => c.id)).toEqual([own.driverId]);
  });

  it("tells a partner of their own referrals' changes and their jobs, and nobody else's", async () => {
    let mine = '';
    let theirs = '';
    let myJob = '';
    const { changes } = await streamWhile(partner, 1, async () => {
      mine = (await makeReferral(t.database.db, { submittedByUserId: partner.userId! })).id;
      theirs = (await makeReferral(t.database.db)).id;
      myJob = (await makeJob(t.database.db, { referralId: mine })).id;
    });
    expect(changes).toContainEqual({ type: 'referral', id: mine });
    expect(changes).toContainEqual({ type: 'job', id: myJob });
    expect(changes.map((c) => c.id)).not.toContain(theirs);
  });
});

describe('across instances', () => {
  it('hears a change written through another connection to the same database', async () => {
    // On PostgreSQL a second instance has connections of its own; on PGlite there is one database in the process.
    const second = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
    const hub = new LiveHub();
    const heard: LiveChange[] = [];
    try {
      await hub.start(second);
      hub.subscribe({ role: 'admin', userId: admin.userId!, driverId: null }, (change) => heard.push(change));
      const job = await makeJob(t.database.db);
      await expect.poll(() => heard.map((c) => c.id), { timeout: 2000 }).toContain(job.id);
    } finally {
      await hub.stop();
      if (second !== t.database) await second.close();
    }
  });

  it('ignores an announcement it cannot read, and keeps serving the others', () => {
    const errors: unknown[] = [];
    const hub = new LiveHub((error) => errors.push(error));
    const heard: LiveChange[] = [];
    hub.subscribe({ role: 'admin', userId: crypto.randomUUID(), driverId: null }, (change) => heard.push(change));
    hub.dispatch('not json');
    const id = crypto.randomUUID();
    hub.dispatch(JSON.stringify({ type: 'job', id, drivers: [], partners: [] }));
    expect(errors).toHaveLength(1);
    expect(heard).toEqual([{ type: 'job', id }]);
  });
});
