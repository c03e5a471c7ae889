import { it } from 'vitest';

/**
 * The Redis the shared-limit tests run against (TEST_REDIS_URL). Without one they are skipped on a developer's
 * machine; in CI, which always has one (.ci/run starts it), a missing Redis fails the run instead of quietly
 * skipping what it should prove.
 */
export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url && process.env.CI) {
    it('runs against Redis, as CI always does', () => {
      throw new Error('TEST_REDIS_URL is not set: CI must run the Redis tests (.ci/run starts Redis on 6379)');
    });
  }
  return url;
}
