import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

  it('locks an account after its limit until the window ends', () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 3; i++) throttle.recordFailure('Dana', '10.0.0.1', 1000);
    expect(throttle.retryAfterMs('dana', '10.0.0.2', 2000)).toBe(59_000);
    expect(throttle.retryAfterMs('dana', '10.0.0.2', 61_000)).toBe(0);
  });

  it('locks an address spraying many usernames', () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 5; i++) throttle.recordFailure(`user${i}`, '10.0.0.9', 0);
    expect(throttle.retryAfterMs('someone-else', '10.0.0.9', 10)).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('someone-else', '10.0.0.8', 10)).toBe(0);
  });

  it('slows answers after the second failure and forgets an account after a success', () => {
    const throttle = new LoginThrottle(limits);
    expect(throttle.recordFailure('pat', 'a', 0)).toBe(0);
    expect(throttle.recordFailure('pat', 'a', 0)).toBe(0);
    expect(throttle.recordFailure('pat', 'a', 0)).toBeGreaterThan(0);
    throttle.recordSuccess('PAT');
    expect(throttle.retryAfterMs('pat', 'b', 0)).toBe(0);
  });

  it('prunes ended windows', () => {
    const throttle = new LoginThrottle(limits);
    throttle.recordFailure('pat', 'a', 0);
    throttle.prune(60_000);
    expect(throttle.recordFailure('pat', 'a', 60_000)).toBe(0);
    expect(throttle.retryAfterMs('pat', 'a', 60_001)).toBe(0);
  });
});
