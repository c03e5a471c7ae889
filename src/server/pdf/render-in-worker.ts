import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import type { PdfDocument } from './document';
import type { RenderAnswer } from './pdf-render-worker';

/**
 * The worker: the bundled script beside the server (dist/server, scripts/build-server.mjs), or else the
 * TypeScript source loaded through tsx's loader (development, tests, the build's scripts).
 */
function startWorker(memoryMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryMb };
  const bundled = new URL('./pdf-render-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { resourceLimits });
  const source = new URL('./pdf-render-worker.ts', import.meta.url).href;
  // An eval'd worker resolves 'tsx' from the working directory: the project's root in all those cases.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

export interface PdfWorkOptions {
  /** Workers at most, each rendering one batch at a time. */
  workers: number;
  /** Batches that may wait for a worker; beyond them the answer is 503. */
  queue: number;
  /** Each worker's heap ceiling: a document that needs more fails alone. */
  memoryMb: number;
  /** A batch still rendering after this long is stopped with its worker. */
  timeoutMs: number;
  /** Told when a worker stops in the middle of a batch (out of memory, timed out, crashed). */
  onWorkerLost?: (reason: string) => void;
}

interface Batch {
  documents: readonly PdfDocument[];
  resolve: (pdfs: Uint8Array[]) => void;
  reject: (error: Error) => void;
}

interface Running {
  batch: Batch;
  timer: NodeJS.Timeout;
  timedOut: boolean;
}

/** Seconds a caller turned away is told to wait: a queue's worth of documents takes about this long. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The instance's PDF workers (docs/decisions/075-bounded-pdf-work.md; 017 for why a worker at all): laying out a
 * PDF is synchronous work of tens of milliseconds a document that would otherwise stall every request. At most
 * `workers` threads, kept for the next batch; a short queue; 503 with Retry-After beyond it, so a flood of
 * requests costs a bounded amount of memory instead of a thread and a heap each. Documents are plain data,
 * copied to the worker; the PDFs come back in the same order.
 */
export class PdfWorkers {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Running>();
  private readonly waiting: Batch[] = [];
  private closed = false;

  constructor(private readonly options: PdfWorkOptions) {}

  render(documents: readonly PdfDocument[]): Promise<Uint8Array[]> {
    return new Promise((resolve, reject) => {
      const batch = { documents, resolve, reject };
      if (this.closed) return reject(new Error('PDF workers are closed'));
      const worker = this.idle.pop() ?? (this.busy.size < this.options.workers ? this.start() : undefined);
      if (worker) this.run(worker, batch);
      else if (this.waiting.length < this.options.queue) this.waiting.push(batch);
      else
        reject(
          new HttpError(503, 'The server is busy making other documents. Try again in a few seconds.', undefined, {
            'retry-after': String(RETRY_AFTER_SECONDS),
          }),
        );
    });
  }

  /** Ends every worker; batches waiting or rendering fail. The app calls it on close. */
  async close(): Promise<void> {
    this.closed = true;
    for (const batch of this.waiting.splice(0)) batch.reject(new Error('PDF workers are closed'));
    await Promise.all([...this.idle.splice(0), ...this.busy.keys()].map((worker) => worker.terminate()));
  }

  private start(): Worker {
    const worker = startWorker(this.options.memoryMb);
    let failure: string | undefined;
    worker.on('message', (answer: RenderAnswer) => this.answered(worker, answer));
    // A worker out of memory says so here (ERR_WORKER_OUT_OF_MEMORY), then exits.
    worker.on('error', (error: Error & { code?: string }) => (failure = error.code ?? error.message));
    worker.on('exit', (code) => this.lost(worker, failure ?? `exit code ${code}`));
    return worker;
  }

  private run(worker: Worker, batch: Batch): void {
    const running: Running = {
      batch,
      timedOut: false,
      timer: setTimeout(() => ((running.timedOut = true), void worker.terminate()), this.options.timeoutMs),
    };
    this.busy.set(worker, running);
    worker.ref();
    worker.postMessage(batch.documents);
  }

  private answered(worker: Worker, answer: RenderAnswer): void {
    const running = this.busy.get(worker);
    // An answer that comes after the batch's time is up, from a worker already being ended, is dropped: the worker's
    // exit fails that batch and starts a new worker for the next, so no one else's batch is given to a dying thread.
    if (!running || running.timedOut || this.closed) return;
    this.busy.delete(worker);
    clearTimeout(running.timer);
    if ('pdfs' in answer) running.batch.resolve(answer.pdfs);
    else running.batch.reject(new Error(`PDF not rendered: ${answer.failed}`));
    const next = this.waiting.shift();
    if (next) return this.run(worker, next);
    this.idle.push(worker);
    // An idle worker does not keep the process alive; close() ends it.
    worker.unref();
  }

  /** A worker gone: only its own batch fails, and a new worker takes the next waiting batch. */
  private lost(worker: Worker, failure: string): void {
    const idleAt = this.idle.indexOf(worker);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    const running = this.busy.get(worker);
    this.busy.delete(worker);
    if (!running) return;
    clearTimeout(running.timer);
    const reason = running.timedOut ? `over ${this.options.timeoutMs} ms` : failure;
    running.batch.reject(new Error(`PDF worker stopped (${reason}) before its documents were made`));
    if (this.closed) return;
    this.options.onWorkerLost?.(reason);
    const next = this.waiting.shift();
    if (next) this.run(this.start(), next);
  }
}
