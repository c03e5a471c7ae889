import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginThrottle, MemoryCounter, RedisCounter } from './login-throttle';
import { testRedisUrl } from '../test/redis';

const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

describe('LoginThrottle (in memory)', () => {
  it("locks an account for the guessing address until the window ends, and not for the account's own address", async () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 3; i++) await throttle.recordFailure('Dana', '10.0.0.1', 1000);
    expect(await throttle.retryAfterMs('dana', '10.0.0.1', 2000)).toBe(59_000);
    expect(await throttle.retryAfterMs('dana', '10.0.0.1', 61_000)).toBe(0);
    expect(await throttle.retryAfterMs('dana', '10.0.0.2', 2000)).toBe(0);
  });

  it('locks an account everywhere once guesses from many addresses reach the account-wide ceiling', async () => {
    const throttle = new LoginThrottle({ ...limits, perAccountEverywhere: 6 });
    for (let i = 0; i < 6; i++) await throttle.recordFailure('dana', `10.0.1.${i}`, 0);
    expect(await throttle.retryAfterMs('dana', '10.0.9.9', 10)).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('pat', '10.0.9.9', 10)).toBe(0);
  });

  it('counts wrong second-factor codes per account, and a right password does not clear them', async () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 3; i++) {
      await throttle.recordSuccess('dana', '10.0.0.1');
      await throttle.recordMfaFailure('dana', 0);
    }
    expect(await throttle.mfaRetryAfterMs('DANA', 10)).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('dana', '10.0.0.1', 10)).toBe(0);
    await throttle.recordMfaSuccess('dana');
    expect(await throttle.mfaRetryAfterMs('dana', 10)).toBe(0);
  });

  it('locks an address spraying many usernames', async () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 5; i++) await throttle.recordFailure(`user${i}`, '10.0.0.9', 0);
    expect(await throttle.retryAfterMs('someone-else', '10.0.0.9', 10)).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('someone-else', '10.0.0.8', 10)).toBe(0);
  });

  it('slows answers after the second failure and forgets an account after a success', async () => {
    const throttle = new LoginThrottle(limits);
    expect(await throttle.recordFailure('pat', 'a', 0)).toBe(0);
    expect(await throttle.recordFailure('pat', 'a', 0)).toBe(0);
    expect(await throttle.recordFailure('pat', 'a', 0)).toBeGreaterThan(0);
    await throttle.recordSuccess('PAT', 'a');
    expect(await throttle.retryAfterMs('pat', 'a', 0)).toBe(0);
  });

  it('prunes ended windows', async () => {
    const counter = new MemoryCounter();
    const throttle = new LoginThrottle(limits, counter);
    await throttle.recordFailure('pat', 'a', 0);
    counter.prune(60_000);
    expect(await counter.peek('account:pat', 60_000)).toBeUndefined();
    expect(await throttle.recordFailure('pat', 'a', 60_000)).toBe(0);
  });
});

// The Redis counter runs against a real Redis when TEST_REDIS_URL names one (CI's machine has one).
const redisUrl = testRedisUrl();
describe.runIf(redisUrl)('LoginThrottle in Redis, shared by instances', () => {
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  const prefix = `test:${crypto.randomUUID()}:`;
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length) await redis!.del(...keys);
    redis!.disconnect();
  });

  it('locks an account for every instance once one instance has counted the failures', async () => {
    const first = new LoginThrottle(limits, new RedisCounter(redis!, prefix));
    const second = new LoginThrottle(limits, new RedisCounter(redis!, prefix));
    for (let i = 0; i < 3; i++) await (i % 2 ? first : second).recordFailure('dana', '10.0.0.1');
    const wait = await second.retryAfterMs('DANA', '10.0.0.1');
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await first.recordSuccess('dana', '10.0.0.1');
    expect(await second.retryAfterMs('dana', '10.0.0.1')).toBe(0);
  });

  it('lets a window end by itself', async () => {
    const throttle = new LoginThrottle({ ...limits, windowMs: 300 }, new RedisCounter(redis!, prefix));
    for (let i = 0; i < 3; i++) await throttle.recordFailure('pat', 'b');
    expect(await throttle.retryAfterMs('pat', 'b')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await throttle.retryAfterMs('pat', 'b')).toBe(0);
  });
});
