import type { Redis } from 'ioredis';
import { HttpError } from '../errors';

/**
 * Decision 011 / ASVS 6.3.1: failed sign-ins on one account or from one address are slowed, then refused with 429.
 * The counts live in memory for one instance, or in Redis (REDIS_URL) so that every instance shares them.
 */
export interface ThrottleLimits {
  /** Failed passwords for one account from one address (and failed second-factor codes for one account). */
  perAccount: number;
  perAddress: number;
  windowMs: number;
  /** Failed passwords for one account from all addresses together: a ceiling for guessing spread over many. */
  perAccountEverywhere?: number;
}

/**
 * Five wrong passwords lock that account for that address only, so nobody can lock an administrator out from
 * their own address; a guesser spread over many addresses meets the account-wide ceiling
 * (docs/decisions/010-sign-in-lockout.md).
 */
export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60_000,
  perAccountEverywhere: 100,
};

interface Window {
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

/** Failure counts in fixed windows: one key per account and one per address. */
export interface FailureCounter {
  increment(key: string, windowMs: number, now: number): Promise<Window>;
  peek(key: string, now: number): Promise<Window | undefined>;
  reset(key: string): Promise<void>;
}

export class MemoryCounter implements FailureCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  private live(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  async increment(key: string, windowMs: number, now: number): Promise<Window> {
    const window = this.live(key, now) ?? { count: 0, endsAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return { count: window.count, resetMs: window.endsAt - now };
  }

  async peek(key: string, now: number): Promise<Window | undefined> {
    const window = this.live(key, now);
    return window && { count: window.count, resetMs: window.endsAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Drops ended windows, so memory stays bounded under a spray of usernames. */
  prune(now = Date.now()): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** The same windows in Redis: a key that expires with its window, shared by every instance. */
export class RedisCounter implements FailureCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'keystone:login:',
  ) {}

  async increment(key: string, windowMs: number): Promise<Window> {
    const k = this.prefix + key;
    const replies = await this.redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    const count = Number(replies?.[1]?.[1] ?? 1);
    const ttl = Number(replies?.[2]?.[1] ?? windowMs);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<Window | undefined> {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return count === null || ttl <= 0 ? undefined : { count: Number(count), resetMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export class LoginThrottle {
  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    readonly counter: FailureCounter = new MemoryCounter(),
  ) {}

  private keys(username: string, address: string): [string, number][] {
    const account = username.toLowerCase();
    return [
      [`pair:${account}|${address}`, this.limits.perAccount],
      [`address:${address}`, this.limits.perAddress],
      [`account:${account}`, this.limits.perAccountEverywhere ?? this.limits.perAccount * 20],
    ];
  }

  private async waitFor(keys: [string, number][], now: number): Promise<number> {
    let wait = 0;
    for (const [key, limit] of keys) {
      const window = await this.counter.peek(key, now);
      if (window && window.count >= limit) wait = Math.max(wait, window.resetMs);
    }
    return wait;
  }

  /** Milliseconds until another password try is allowed, or 0 when the caller may try now. */
  retryAfterMs(username: string, address: string, now = Date.now()): Promise<number> {
    return this.waitFor(this.keys(username, address), now);
  }

  /** Records a failure and returns how long to hold the answer back: nothing at first, then longer. */
  async recordFailure(username: string, address: string, now = Date.now()): Promise<number> {
    let worst = 0;
    for (const [key] of this.keys(username, address).slice(0, 2)) {
      worst = Math.max(worst, (await this.counter.increment(key, this.limits.windowMs, now)).count);
    }
    await this.counter.increment(`account:${username.toLowerCase()}`, this.limits.windowMs, now);
    return worst > 2 ? Math.min(worst - 2, 4) * 250 : 0;
  }

  /** A right password clears that address's count for the account; the address and account-wide counts stay. */
  async recordSuccess(username: string, address: string): Promise<void> {
    await this.counter.reset(`pair:${username.toLowerCase()}|${address}`);
  }

  /**
   * Second-factor codes are counted per account on their own: a right password never clears them, or
   * alternating one sign-in with four wrong codes would test codes without end.
   */
  private mfaKey(username: string): [string, number][] {
    return [[`mfa:${username.toLowerCase()}`, this.limits.perAccount]];
  }

  mfaRetryAfterMs(username: string, now = Date.now()): Promise<number> {
    return this.waitFor(this.mfaKey(username), now);
  }

  async recordMfaFailure(username: string, now = Date.now()): Promise<void> {
    await this.counter.increment(this.mfaKey(username)[0]![0], this.limits.windowMs, now);
  }

  async recordMfaSuccess(username: string): Promise<void> {
    await this.counter.reset(this.mfaKey(username)[0]![0]);
  }
}

/** The 429 for too many failed passwords, with how long to wait. */
export function tooManyAttempts(waitMs: number): HttpError {
  const minutes = Math.ceil(waitMs / 60_000);
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    },
  );
}
