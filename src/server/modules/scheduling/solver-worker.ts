// Worker thread entry (solve-in-worker.ts): plans a day's routes off the main thread, so the API keeps answering
// for the seconds a search takes; a day's travel matrix is built here too, for the same reason.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { solverInputOf } from './day-problem';
import type { WorkerTask } from './solve-in-worker';
import { solve } from './solver';

// The search yields the processor to the API: on Linux a thread's priority is its own (0 is this thread), so the
// server's requests and the database go first while the search takes what is left. Elsewhere it may not apply.
try {
  setPriority(0, 19);
} catch {
  // Not allowed here: the search runs at the server's priority.
}

const task = workerData as WorkerTask;
parentPort!.postMessage(solve('day' in task ? solverInputOf(task.day) : task.input, task.options));
