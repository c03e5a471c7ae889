import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { DEFAULT_TEST_PASSWORD, makeJob } from '../../demo/factories';
import { changesIn, holdStream, type HeldStream } from '../../test/live-stream';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, sessionCookie, strongPassword, type TestApp } from '../../test/test-app';
import { LiveHub } from './hub';

/**
 * A stream ends with its session (docs/decisions/077-live-stream-limits.md): sign-out, suspension, a password change,
 * expiry, and on another instance than the one that ended it. On PGlite and on PostgreSQL.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

/** Well under a stream's own end and the periodic session check (20 s), so only the session's end can explain it. */
const ENDS_WITHIN_MS = 3000;
const endsSoon = (stream: HeldStream) =>
  expect.poll(() => stream.ended(), { timeout: ENDS_WITHIN_MS, interval: 50 }).toBe(true);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another session of the same user, as a second browser would have. */
async function signInAgain(app: FastifyInstance, userId: string): Promise<string> {
  const [row] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: row!.username, password: DEFAULT_TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

describe('a live stream ends with its session', () => {
  it('ends at sign-out and carries nothing after it, while the same person’s other session keeps streaming', async () => {
    const person = await signedIn(t.app, t.database.db, 'admin');
    const otherBrowser = await signInAgain(t.app, person.userId!);
    const leaving = await holdStream(t.app, person.cookie!);
    const staying = await holdStream(t.app, otherBrowser);
    expect([leaving.statusCode, staying.statusCode]).toEqual([200, 200]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: person.cookie! } })).statusCode,
    ).toBe(204);
    await endsSoon(leaving);
    const job = await makeJob(t.database.db);
    await expect.poll(() => changesIn(staying.text()).map((c) => c.id)).toContain(job.id);
    expect(changesIn(leaving.text()).map((c) => c.id)).not.toContain(job.id);
    expect(staying.ended()).toBe(false);
  });

  it('ends a driver’s streams when an administrator suspends them', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const streams = [
      await holdStream(t.app, driver.cookie!),
      await holdStream(t.app, await signInAgain(t.app, driver.userId!)),
    ];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.driverId}`,
      payload: { status: 'suspended' },
      headers: { cookie: admin.cookie! },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const stream of streams) await endsSoon(stream);
  });

  it('ends the other sessions’ streams at a password change, and keeps the one that made it', async () => {
    const person = await signedIn(t.app, t.database.db, 'referral_partner');
    const elsewhere = await holdStream(t.app, await signInAgain(t.app, person.userId!));
    const here = await holdStream(t.app, person.cookie!);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: strongPassword, confirmPassword: strongPassword },
      headers: { cookie: person.cookie! },
    });
    expect(res.statusCode, res.body).toBe(204);
    await endsSoon(elsewhere);
    await pause(300);
    expect(here.ended()).toBe(false);
  });
});

describe('a session that expires while its stream is open', () => {
  it('ends the stream though nobody signed out', async () => {
    // Sessions idle out after 5.4 s here; the stream itself does not count as activity (decision 050).
    const short = await createTestApp({ SESSION_IDLE_HOURS: '0.0015' }, { limits: { liveSessionCheckMs: 200 } });
    try {
      const driver = await signedIn(short.app, short.database.db, 'driver');
      const stream = await holdStream(short.app, driver.cookie!);
      expect(stream.statusCode).toBe(200);
      await expect.poll(() => stream.ended(), { timeout: 5400 + ENDS_WITHIN_MS, interval: 100 }).toBe(true);
    } finally {
      await short.close();
    }
  });
});

describe('across instances', () => {
  it('a sign-out on one instance ends the stream another instance holds', async () => {
    // On PostgreSQL the second instance has connections of its own; on PGlite both share the one database in the process.
    const database = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
    const second = await buildApp(t.config, { database, logger: false });
    try {
      const person = await signedIn(t.app, t.database.db, 'admin');
      const stream = await holdStream(second, person.cookie!);
      expect(stream.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: person.cookie! } })).statusCode,
      ).toBe(204);
      await endsSoon(stream);
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });
});

describe('the expiry check', () => {
  it('ends the streams of sessions found ended, and not one opened while it asked', async () => {
    let answer: (current: Set<string>) => void = () => undefined;
    const hub = new LiveHub(undefined, {
      current: () => new Promise((resolve) => (answer = resolve)),
      everyMs: 60_000,
      onError: () => undefined,
    });
    const ended: string[] = [];
    const open = (sessionId: string) =>
      hub.subscribe(
        { role: 'admin', userId: crypto.randomUUID(), driverId: null, sessionId },
        () => undefined,
        () => ended.push(sessionId),
      );
    open('kept');
    open('gone');
    const checking = hub.checkSessions();
    open('opened-meanwhile');
    answer(new Set(['kept']));
    await checking;
    expect(ended).toEqual(['gone']);
  });
});
