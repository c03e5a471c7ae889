import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEFAULT_TEST_PASSWORD } from '../../demo/factories';
import { holdStream, type HeldStream } from '../../test/live-stream';
import { signedIn } from '../../test/sign-in';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';

/** How many streams one session and one person may hold open on an instance (docs/decisions/077-live-stream-limits.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A refused stream answers at once; an accepted one would still be open after this long. */
async function refusedOrOpen(cookie: string): Promise<HeldStream> {
  const stream = await holdStream(t.app, cookie);
  await expect.poll(() => stream.ended() || stream.statusCode === 200, { timeout: 2000 }).toBe(true);
  return stream;
}

async function sessionsOf(userId: string, count: number): Promise<string[]> {
  const [row] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: row!.username, password: DEFAULT_TEST_PASSWORD },
    });
    cookies.push(sessionCookie(res));
  }
  return cookies;
}

describe('open streams', () => {
  it('are six per session: the seventh is 429 with Retry-After, and another person is not held back', async () => {
    const person = await signedIn(t.app, t.database.db, 'admin');
    const open = [];
    for (let i = 0; i < 6; i++) open.push(await holdStream(t.app, person.cookie!));
    expect(open.map((s) => s.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const seventh = await refusedOrOpen(person.cookie!);
    expect(seventh.statusCode).toBe(429);
    expect(Number(seventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(seventh.text()).message).toMatch(/too many/i);
    // Another person is not held back by this one.
    const other = await signedIn(t.app, t.database.db, 'admin');
    expect((await holdStream(t.app, other.cookie!)).statusCode).toBe(200);
  });

  it('are twenty per person across their sessions on an instance', async () => {
    const person = await signedIn(t.app, t.database.db, 'referral_partner');
    const cookies = await sessionsOf(person.userId!, 4);
    for (const cookie of cookies)
      for (let i = 0; i < 5; i++) expect((await holdStream(t.app, cookie)).statusCode).toBe(200);
    const [fifth] = await sessionsOf(person.userId!, 1);
    const refused = await refusedOrOpen(fifth!);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('free their place when they end', async () => {
    const person = await signedIn(t.app, t.database.db, 'driver');
    const short = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/events?timeout=0',
        headers: { cookie: person.cookie! },
      });
      short.push(res.statusCode);
    }
    expect(short.every((s) => s === 200)).toBe(true);
    expect((await holdStream(t.app, person.cookie!)).statusCode).toBe(200);
  });
});
