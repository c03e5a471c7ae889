import type * as WorkerThreads from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBackPdf } from '../test/pdf-text';
import { pdfTable, type PdfDocument } from '.';
import { PdfWorkers, type PdfWorkOptions } from './render-in-worker';

/**
 * A worker's answer that arrives just after its batch's time is up: while `late.answers` is set, a worker holds
 * its answer until the batch's timer has fired (the fake clock moved past it) and the pool has begun to end it.
 */
const late = vi.hoisted(() => ({ answers: false, timeoutMs: 0 }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const real = await importOriginal<typeof WorkerThreads>();
  class LateWorker extends real.Worker {
    override emit(event: string | symbol, ...args: unknown[]): boolean {
      if (event === 'message' && late.answers) {
        late.answers = false;
        vi.advanceTimersByTime(late.timeoutMs);
      }
      return super.emit(event, ...args);
    }
  }
  return { ...real, Worker: LateWorker };
});

afterEach(() => {
  late.answers = false;
  vi.useRealTimers();
});

/** A trip log of `trips` rows: a few kilobytes of heap for ten, tens of megabytes for ten thousand. */
const tripLog = (title: string, trips: number): PdfDocument => ({
  title,
  font: 'Roboto',
  content: [
    pdfTable(
      [{ header: 'Trip' }, { header: 'Route' }],
      Array.from({ length: trips }, (_, i) => [`Trip ${i}`, `Rider ${i} to Clinic ${i % 9}`]),
    ),
  ],
});

async function withWorkers(
  options: Partial<PdfWorkOptions>,
  use: (workers: PdfWorkers, lost: string[]) => Promise<void>,
) {
  const lost: string[] = [];
  const workers = new PdfWorkers({
    workers: 1,
    queue: 4,
    memoryMb: 256,
    timeoutMs: 30_000,
    onWorkerLost: (reason) => lost.push(reason),
    ...options,
  });
  try {
    await use(workers, lost);
  } finally {
    await workers.close();
  }
}

/** The limits on each PDF worker (docs/decisions/075-bounded-pdf-work.md). */
describe('a PDF worker', () => {
  it(
    'that runs out of its memory fails only its own document, and a new worker makes the next one',
    { timeout: 60_000 },
    async () => {
      // 40 MB holds a worker and a short document, not a table of ten thousand rows.
      await withWorkers({ memoryMb: 40 }, async (workers, lost) => {
        expect(readBackPdf((await workers.render([tripLog('Before', 10)]))[0]!).title).toBe('Before');
        const tooBig = workers.render([tripLog('Too big', 10_000)]);
        const waiting = workers.render([tripLog('Waiting behind it', 10)]);
        await expect(tooBig).rejects.toThrow(/ERR_WORKER_OUT_OF_MEMORY/);
        expect(readBackPdf((await waiting)[0]!).title).toBe('Waiting behind it');
        expect(readBackPdf((await workers.render([tripLog('After', 10)]))[0]!).title).toBe('After');
        expect(lost).toEqual(['ERR_WORKER_OUT_OF_MEMORY']);
      });
    },
  );

  it('still rendering after its time is stopped, and its document fails', async () => {
    await withWorkers({ timeoutMs: 50 }, async (workers, lost) => {
      await expect(workers.render([tripLog('Slow', 2000)])).rejects.toThrow(
        'PDF worker stopped (over 50 ms) before its documents were made',
      );
      expect(lost).toEqual(['over 50 ms']);
    });
  });

  it('that cannot lay out a document fails that document and makes the next', async () => {
    await withWorkers({}, async (workers, lost) => {
      await expect(workers.render([{ title: 'x', content: [{ image: '/etc/hostname' }] }])).rejects.toThrow(
        /PDF not rendered: .*denied/,
      );
      expect(readBackPdf((await workers.render([tripLog('Next', 3)]))[0]!).title).toBe('Next');
      expect(lost).toEqual([]);
    });
  });

  it('whose answer comes just after its time is up is not used again: the batch waiting behind it gets a new worker', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    Object.assign(late, { answers: true, timeoutMs: 1_000 });
    await withWorkers({ timeoutMs: 1_000 }, async (workers, lost) => {
      const [timedOut, waiting] = await Promise.allSettled([
        workers.render([tripLog('Late', 3)]),
        workers.render([tripLog('Waiting behind it', 3)]),
      ]);
      expect(waiting.status === 'fulfilled' ? readBackPdf(waiting.value[0]!).title : waiting.reason).toBe(
        'Waiting behind it',
      );
      expect(timedOut).toMatchObject({
        status: 'rejected',
        reason: new Error('PDF worker stopped (over 1000 ms) before its documents were made'),
      });
      expect(lost).toEqual(['over 1000 ms']);
    });
  });
});
