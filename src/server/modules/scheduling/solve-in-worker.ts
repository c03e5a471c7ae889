import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DayProblem } from './day-problem';
import type { SolverInput, SolverOptions, SolverResult } from './solver';

type Options = Omit<SolverOptions, 'now'>;
/** What the worker is given: a solver input as it is, or a day whose travel matrix the worker builds itself. */
export type WorkerTask = ({ input: SolverInput } | { day: DayProblem }) & { options: Options };

/**
 * The worker: the bundled script beside the server (dist/server, scripts/build-server.mjs), or else the
 * TypeScript source through tsx's loader (development, tests, benchmarks). The same way as the PDF worker.
 */
function startWorker(workerData: WorkerTask): Worker {
  const bundled = new URL('./solver-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData });
  const source = new URL('./solver-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * Runs the route solver (docs/decisions/062-route-solver.md) in a worker thread: a search holds its thread for
 * its whole time limit, which on the request thread would stall every other request meanwhile. The input is
 * plain data copied to the worker; the clock is the worker's own.
 */
export function solveInWorker(input: SolverInput, options: Options): Promise<SolverResult> {
  return runWorker({ input, options });
}

/** A day's problem (docs/decisions/064-route-proposals.md): its travel matrix is built in the worker too. */
export function solveDayInWorker(day: DayProblem, options: Options): Promise<SolverResult> {
  return runWorker({ day, options });
}

function runWorker(task: WorkerTask): Promise<SolverResult> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(task);
    let result: SolverResult | undefined;
    worker.once('message', (answer: SolverResult) => (result = answer));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`route solver stopped (exit code ${code}) without a result`)),
    );
  });
}
