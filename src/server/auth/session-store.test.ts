import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../demo/factories';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from '../db/client';
import { ABSOLUTE_TIMEOUT_MS, SessionStore } from './session-store';
import { sessions } from '../db/schema';

const IDLE = 8 * 3600_000;
let database: DatabaseHandle;
let drop: () => Promise<void>;
let store: SessionStore;
let userId: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  store = new SessionStore(database.db, 'a-test-secret-that-is-long-enough-xx', IDLE);
  userId = (await makeUser(database.db)).id;
});
afterAll(() => drop());

describe('SessionStore', () => {
  it('keeps only an HMAC of the token in the table', async () => {
    const token = await store.create(userId);
    const rows = await database.db.select().from(sessions);
    expect(rows.some((r) => r.sid === token)).toBe(false);
    expect((await store.load(token))?.userId).toBe(userId);
  });

  it('ends a session idle for longer than the idle timeout (decision 001)', async () => {
    const hour = 3600_000;
    const hourly = new SessionStore(database.db, 'a-test-secret-that-is-long-enough-xx', hour);
    const t0 = Date.now();
    const token = await hourly.create(userId, t0);
    expect(await hourly.load(token, t0 + hour - 1000)).not.toBeNull();
    // That use pushed the expiry forward: it is alive just under one idle period later…
    expect(await hourly.load(token, t0 + 2 * hour - 2000)).not.toBeNull();
    // …and gone after a full idle period without use.
    expect(await hourly.load(token, t0 + 3 * hour)).toBeNull();
  });

  it('lets a background request (the live stream reconnecting) read the session without keeping it alive', async () => {
    const hour = 3600_000;
    const hourly = new SessionStore(database.db, 'a-test-secret-that-is-long-enough-xx', hour);
    const t0 = Date.now();
    const token = await hourly.create(userId, t0);
    expect(await hourly.load(token, t0 + hour - 1000, { roll: false })).not.toBeNull();
    // Nothing the user did since sign-in: the hour is up, whatever the stream asked.
    expect(await hourly.load(token, t0 + hour + 1000)).toBeNull();
  });

  it('ends a session 12 hours after sign-in however active (absolute timeout)', async () => {
    const t0 = Date.now();
    const token = await store.create(userId, t0);
    for (let t = t0; t < t0 + ABSOLUTE_TIMEOUT_MS; t += 3600_000) expect(await store.load(token, t)).not.toBeNull();
    expect(await store.load(token, t0 + ABSOLUTE_TIMEOUT_MS + 1)).toBeNull();
  });

  it('does not write on every request: the expiry moves at most every few minutes', async () => {
    const t0 = Date.now();
    const token = await store.create(userId, t0);
    const first = await store.load(token, t0 + 1000);
    const second = await store.load(token, t0 + 2000);
    expect(second!.expire.getTime()).toBe(first!.expire.getTime());
  });

  it("ends all of a user's sessions but the current one", async () => {
    const other = await makeUser(database.db);
    const keep = await store.create(other.id);
    const drop1 = await store.create(other.id);
    const kept = await store.load(keep);
    await store.destroyForUser(other.id, kept!.sid);
    expect(await store.load(drop1)).toBeNull();
    expect(await store.load(keep)).not.toBeNull();
    expect(await store.countForUser(other.id)).toBe(1);
  });

  it('refuses malformed tokens without a query and sweeps expired rows', async () => {
    expect(await store.load("' or 1=1 --")).toBeNull();
    const token = await store.create(userId, Date.now() - 2 * IDLE);
    expect(await store.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await store.load(token)).toBeNull();
  });
});
