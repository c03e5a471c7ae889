import type { Redis } from 'ioredis';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The bytes one address has stored in uploads today (docs/decisions/013-unclaimed-uploads.md): counted when a
 * file is stored, checked before a ticket is given and before a body is read. In Redis when configured, so
 * every instance shares it; in memory otherwise (then per instance).
 */
export interface UploadBudget {
  used(address: string): Promise<number>;
  add(address: string, bytes: number): Promise<void>;
}

export class MemoryUploadBudget implements UploadBudget {
  private readonly days = new Map<string, { day: number; bytes: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async used(address: string): Promise<number> {
    const entry = this.days.get(address);
    return entry?.day === this.today() ? entry.bytes : 0;
  }

  async add(address: string, bytes: number): Promise<void> {
    const day = this.today();
    const entry = this.days.get(address);
    if (entry?.day !== day) {
      // A new day: yesterday's counts are dropped, so memory holds one day's addresses at most.
      for (const [key, old] of this.days) if (old.day !== day) this.days.delete(key);
    }
    this.days.set(address, { day, bytes: (entry?.day === day ? entry.bytes : 0) + bytes });
  }

  private today() {
    return Math.floor(this.now() / DAY_MS);
  }
}

export class RedisUploadBudget implements UploadBudget {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'keystone:upload-bytes:',
  ) {}

  async used(address: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + address)) ?? 0);
  }

  async add(address: string, bytes: number): Promise<void> {
    const key = this.prefix + address;
    await this.redis.multi().set(key, 0, 'PX', DAY_MS, 'NX').incrby(key, bytes).exec();
  }
}
