// Worker thread entry (solve-in-worker.ts): plans a day's routes off the main thread, so the API keeps answering
// for the seconds a search takes; a day's travel matrix is built here too, for the same reason.
import { parentPort, workerData } from 'node:worker_threads';
import { solverInputOf } from './day-problem';
import type { WorkerTask } from './solve-in-worker';
import { solve } from './solver';

const task = workerData as WorkerTask;
parentPort!.postMessage(solve('day' in task ? solverInputOf(task.day) : task.input, task.options));
