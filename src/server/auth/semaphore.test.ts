import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { argon2Slots, hashPassword, verifyPassword } from './password';
import { Semaphore } from './semaphore';

describe('Semaphore', () => {
  it('runs at most its limit at once, in order, and goes on after a failure', async () => {
    const slots = new Semaphore(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const task = (i: number) =>
      slots.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (i === 1) throw new Error('boom');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(slots.peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(slots.queued).toBe(0);
  });
});

describe('password hashing', () => {
  it('never runs more argon2 computations at once than the machine has cores', async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`passphrase number ${i}`)));
    expect(await Promise.all(hashes.map((h, i) => verifyPassword(h, `passphrase number ${i}`)))).toEqual(
      Array(6).fill(true),
    );
    expect(argon2Slots.limit).toBe(Math.max(1, availableParallelism()));
    expect(argon2Slots.peak).toBeGreaterThan(0);
    expect(argon2Slots.peak).toBeLessThanOrEqual(argon2Slots.limit);
  });
});
