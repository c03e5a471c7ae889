/**
 * D22 / ASVS 6.3.1: failed sign-ins on one account or from one address are slowed, then refused with 429.
 * Kept in memory per instance; several instances sharing limits is the security issue's Redis store.
 */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

interface Counter {
  failures: number;
  windowStart: number;
}

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE) {}

  private keys(username: string, address: string): [string, number][] {
    return [
      [`account:${username.toLowerCase()}`, this.limits.perAccount],
      [`address:${address}`, this.limits.perAddress],
    ];
  }

  private current(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && now - counter.windowStart >= this.limits.windowMs) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  /** Milliseconds until another try is allowed, or 0 when the caller may try now. */
  retryAfterMs(username: string, address: string, now = Date.now()): number {
    let wait = 0;
    for (const [key, limit] of this.keys(username, address)) {
      const counter = this.current(key, now);
      if (counter && counter.failures >= limit) wait = Math.max(wait, counter.windowStart + this.limits.windowMs - now);
    }
    return wait;
  }

  /** Records a failure and returns how long to hold the answer back: nothing at first, then longer. */
  recordFailure(username: string, address: string, now = Date.now()): number {
    let worst = 0;
    for (const [key] of this.keys(username, address)) {
      const counter = this.current(key, now) ?? { failures: 0, windowStart: now };
      counter.failures += 1;
      this.counters.set(key, counter);
      worst = Math.max(worst, counter.failures);
    }
    return worst > 2 ? Math.min(worst - 2, 4) * 250 : 0;
  }

  recordSuccess(username: string): void {
    this.counters.delete(`account:${username.toLowerCase()}`);
  }

  /** Drops windows that have ended, so memory stays bounded under a spray of usernames. */
  prune(now = Date.now()): void {
    for (const [key, counter] of this.counters) {
      if (now - counter.windowStart >= this.limits.windowMs) this.counters.delete(key);
    }
  }
}
