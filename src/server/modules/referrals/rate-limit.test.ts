import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { referrals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { referralBody } from '../../test/bodies';
import { testRedisUrl } from '../../test/redis';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { referralsPerHour: 2 } });
});
afterAll(() => t.close());

it('limits referrals per address with a clear 429 and stores nothing past the limit', async () => {
  const send = () =>
    t.app.inject({ method: 'POST', url: '/api/referrals', payload: referralBody(), remoteAddress: '203.0.113.7' });
  expect((await send()).statusCode).toBe(201);
  expect((await send()).statusCode).toBe(201);
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
  expect(limited.headers['retry-after']).toBeDefined();
  expect(Number((await t.database.db.select({ n: count() }).from(referrals))[0]!.n)).toBe(2);
  // Another address is not affected.
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/referrals',
    payload: referralBody(),
    remoteAddress: '203.0.113.8',
  });
  expect(other.statusCode).toBe(201);
});

// With REDIS_URL every instance counts against the same limit (several instances behind a load balancer).
const redisUrl = testRedisUrl();
describe.runIf(redisUrl)('limits shared through Redis', () => {
  it('counts an address across two instances', async () => {
    const redis = new Redis(redisUrl!);
    await redis.flushdb();
    const [a, b] = [
      await createTestApp({}, { limits: { referralsPerHour: 2 }, redis }),
      await createTestApp({}, { limits: { referralsPerHour: 2 }, redis }),
    ];
    try {
      const send = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/referrals',
          payload: referralBody(),
          remoteAddress: '203.0.113.50',
        });
      expect((await send(a)).statusCode).toBe(201);
      expect((await send(b)).statusCode).toBe(201);
      expect((await send(a)).statusCode).toBe(429);
      expect((await send(b)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      redis.disconnect();
    }
  });
});
