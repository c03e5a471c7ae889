/**
 * At most `limit` tasks at once; the rest wait their turn in order. Password hashing is deliberately slow and
 * memory-hungry (19 MiB each), so without a bound one busy route could take every core and starve the others.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most tasks seen running at once (the tests read it). */
  peak = 0;

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}
