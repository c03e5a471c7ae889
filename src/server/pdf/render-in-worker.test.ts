import { describe, expect, it } from 'vitest';
import { readBackPdf } from '../test/pdf-text';
import { pdfTable, type PdfDocument } from '.';
import { PdfWorkers, type PdfWorkOptions } from './render-in-worker';

/** A trip log of `trips` rows: a few kilobytes of heap for ten, tens of megabytes for ten thousand. */
const tripLog = (title: string, trips: number): PdfDocument => ({
  title,
  font: 'Roboto',
  content: [pdfTable([{ header: 'Trip' }, { header: 'Route' }], Array.from({ length: trips }, (_, i) => [`Trip ${i}`, `Rider ${i} to Clinic ${i % 9}`]))],
});

async function withWorkers(options: Partial<PdfWorkOptions>, use: (workers: PdfWorkers, lost: string[]) => Promise<void>) {
  const lost: string[] = [];
  const workers = new PdfWorkers({ workers: 1, queue: 4, memoryMb: 256, timeoutMs: 30_000, onWorkerLost: (reason) => lost.push(reason), ...options });
  try {
    await use(workers, lost);
  } finally {
    await workers.close();
  }
}

/** The limits on each PDF worker (docs/decisions/075-bounded-pdf-work.md). */
describe('a PDF worker', () => {
  it('that runs out of its memory fails only its own document, and a new worker makes the next one', { timeout: 60_000 }, async () => {
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
  });

  it('still rendering after its time is stopped, and its document fails', async () => {
    await withWorkers({ timeoutMs: 50 }, async (workers, lost) => {
      await expect(workers.render([tripLog('Slow', 2000)])).rejects.toThrow('PDF worker stopped (over 50 ms) before its documents were made');
      expect(lost).toEqual(['over 50 ms']);
    });
  });

  it('that cannot lay out a document fails that document and makes the next', async () => {
    await withWorkers({}, async (workers, lost) => {
      await expect(workers.render([{ title: 'x', content: [{ image: '/etc/hostname' }] }])).rejects.toThrow(/PDF not rendered: .*denied/);
      expect(readBackPdf((await workers.render([tripLog('Next', 3)]))[0]!).title).toBe('Next');
      expect(lost).toEqual([]);
    });
  });
});
