// Worker thread entry (solve-in-worker.ts): plans a day's routes off the main thread, so the API keeps answering
// for the seconds a search takes.
import { parentPort, workerData } from 'node:worker_threads';
import { solve, type SolverInput, type SolverOptions } from './solver';

const { input, options } = workerData as { input: SolverInput; options: Omit<SolverOptions, 'now'> };
parentPort!.postMessage(solve(input, options));
