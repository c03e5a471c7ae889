import { createStore, del, entries, set, clear, type UseStore } from 'idb-keyval';
import type { ProofStep } from '@domain/proof';
import { ApiError, api } from '@/lib/api-client';

/**
 * A step of a leg taken on the phone and not yet recorded by the server (docs/decisions/059-steps-without-signal.md).
 * `id` is also its Idempotency-Key, so sending it again after a lost answer records it once.
 */
export interface QueuedStep {
  id: string;
  jobId: string;
  patientName: string;
  step: ProofStep;
  /** What the step sends, with `at`: the moment the driver took it. */
  body: Record<string, unknown> & { at: string };
}

let store: UseStore | undefined;
// Opened on first use: the public pages never touch IndexedDB.
const steps = () => (store ??= createStore('keystone-driver', 'steps'));
/** Keys sort in the order the steps were taken: the time, then the id for two in the same millisecond. */
const keyOf = (s: QueuedStep) => `${s.body.at}|${s.id}`;

export async function queueStep(step: QueuedStep): Promise<void> {
  await set(keyOf(step), step, steps());
}

export async function queuedSteps(): Promise<QueuedStep[]> {
  const all = await entries<string, QueuedStep>(steps());
  return all.sort(([a], [b]) => a.localeCompare(b)).map(([, step]) => step);
}

export async function forgetStep(step: QueuedStep): Promise<void> {
  await del(keyOf(step), steps());
}

/** At sign-out: a shared phone keeps nothing of the last driver's trips. */
export async function forgetAllSteps(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await clear(steps());
}

export type SendResult =
  | { outcome: 'recorded' }
  | { outcome: 'offline' }
  | { outcome: 'refused'; message: string; fieldErrors: Record<string, string> };

/**
 * How long one send may go unanswered before it counts as no signal. A connection lost mid-request (a lift, a
 * basement) can otherwise hang for minutes and hold every step behind it; the step stays queued and its key makes
 * the next send record it once even if this one did arrive. Long enough for a drop-off's signature on a weak signal.
 */
export const SEND_DEADLINE_MS = 20_000;

/** A signal that aborts after `ms`; AbortSignal.timeout would do, but older phones' Safari (before 16) lacks it. */
function abortAfter(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}

/** One queued step to the server: recorded (or recorded before), still no signal, or refused with the reason. */
export async function sendStep(step: QueuedStep, deadlineMs = SEND_DEADLINE_MS): Promise<SendResult> {
  try {
    await api.post('/api/jobs/{id}/proof/{step}', {
      path: { id: step.jobId, step: step.step },
      body: step.body,
      headers: { 'Idempotency-Key': step.id },
      signal: abortAfter(deadlineMs),
    });
    return { outcome: 'recorded' };
  } catch (error) {
    // A server error (5xx) is as good as no signal: the step waits and goes again.
    if (error instanceof ApiError && error.status < 500)
      return { outcome: 'refused', message: error.body?.message ?? error.message, fieldErrors: error.fieldErrors };
    return { outcome: 'offline' };
  }
}
