import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { myJobsCopy } from '@/content/jobs';
import { useCompany } from '@/lib/company-profile';
import { invalidateAfterJobChange } from '@/lib/query-keys';
import type { DriverJob } from '../api/get-driver-jobs';
import { forgetStep, queuedSteps, queueStep, sendStep, type QueuedStep, type SendResult } from '../lib/step-queue';

const copy = myJobsCopy.queue;

interface StepQueue {
  /** Steps taken on this phone and not yet recorded, in the order taken. */
  waiting: QueuedStep[];
  /** Keeps the step on the phone first, then sends it if there is signal; says which of the two happened. */
  record: (step: Omit<QueuedStep, 'id'>) => Promise<StepOutcome>;
  sendNow: () => void;
  sending: boolean;
}

/** Sent and recorded; saved on the phone for later; or refused by the server, with its reasons by field. */
export type StepOutcome = { outcome: 'sent' } | { outcome: 'saved' } | { outcome: 'refused'; fieldErrors: Record<string, string> };

const StepQueueContext = createContext<StepQueue | null>(null);

export function useStepQueue(): StepQueue {
  const queue = useContext(StepQueueContext);
  if (!queue) throw new Error('useStepQueue outside StepQueueProvider');
  return queue;
}

/**
 * The driver's steps, kept on the phone until the server has them (docs/decisions/059-steps-without-signal.md):
 * written to IndexedDB before anything is sent, sent one at a time in the order taken, each with its own
 * Idempotency-Key; when the signal returns, the rest go. A step the server refuses leaves the queue with a toast
 * saying why, so one bad step never holds the others.
 */
export function StepQueueProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<QueuedStep[]>([]);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const reload = useCallback(async () => setWaiting(await queuedSteps()), []);

  const flush = useCallback(async (): Promise<Map<string, SendResult>> => {
    const outcomes = new Map<string, SendResult>();
    if (busy.current) return outcomes;
    busy.current = true;
    setSending(true);
    try {
      for (const step of await queuedSteps()) {
        const result = await sendStep(step);
        outcomes.set(step.id, result);
        if (result.outcome === 'offline') break;
        await forgetStep(step);
        if (result.outcome === 'refused') toast({ title: copy.refused, description: result.message, variant: 'destructive' });
      }
    } finally {
      busy.current = false;
      setSending(false);
      // The trips are read again before the sent steps leave the overlay, so a card never flicks back a step.
      await invalidateAfterJobChange(queryClient);
      await reload();
    }
    return outcomes;
  }, [queryClient, reload]);

  useEffect(() => {
    // What an earlier visit left waiting goes as soon as the portal opens with signal.
    void queuedSteps().then((list) => {
      setWaiting(list);
      if (navigator.onLine && list.length) void flush();
    });
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const record = useCallback(
    async (step: Omit<QueuedStep, 'id'>): Promise<StepOutcome> => {
      const id = crypto.randomUUID();
      await queueStep({ ...step, id });
      await reload();
      const result = navigator.onLine ? (await flush()).get(id) : undefined;
      if (result?.outcome === 'recorded') return { outcome: 'sent' };
      if (result?.outcome === 'refused') return { outcome: 'refused', fieldErrors: result.fieldErrors };
      return { outcome: 'saved' };
    },
    [flush, reload],
  );

  const value = useMemo<StepQueue>(() => ({ waiting, record, sendNow: () => void flush(), sending }), [waiting, record, flush, sending]);
  return <StepQueueContext.Provider value={value}>{children}</StepQueueContext.Provider>;
}

/**
 * Records one step of a trip through the queue and says how it went: the step's own toast once the server has
 * it, "Saved on this phone" without signal (a refusal has its toast from the queue).
 */
export function useRecordStep() {
  const { record } = useStepQueue();
  const [pending, setPending] = useState(false);
  const take = useCallback(
    async (job: Pick<DriverJob, 'id' | 'patientName'>, step: QueuedStep['step'], body: Record<string, unknown>, done: { title: string; description?: string }) => {
      setPending(true);
      try {
        const result = await record({ jobId: job.id, patientName: job.patientName, step, body: { at: new Date().toISOString(), ...body } });
        if (result.outcome === 'sent') toast(done);
        else if (result.outcome === 'saved') toast({ title: copy.saved, description: copy.savedLead });
        return result;
      } finally {
        setPending(false);
      }
    },
    [record],
  );
  return { take, pending };
}

/** A trip as the phone knows it: the server's record with the steps still waiting to be sent applied on top. */
export function withWaitingSteps(job: DriverJob, waiting: QueuedStep[]): DriverJob {
  return waiting
    .filter((s) => s.jobId === job.id)
    .reduce<DriverJob>((j, s) => {
      switch (s.step) {
        case 'start':
          return { ...j, status: 'in_progress' };
        case 'arrival':
          return { ...j, arrivedAt: s.body.at };
        case 'pickup':
          return { ...j, pickedUpAt: s.body.at };
        case 'dropoff':
          return { ...j, status: 'completed' };
      }
    }, job);
}

/** What is waiting on the phone, with the times taken, and a way to try again at once. */
export function WaitingSteps() {
  const { waiting, sendNow, sending } = useStepQueue();
  const { timeZone } = useCompany();
  if (waiting.length === 0) return null;
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', second: '2-digit' });
  return (
    <section aria-labelledby="waiting-steps-heading" className="grid gap-2 rounded-xl border-2 border-amber-400 bg-amber-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="waiting-steps-heading" className="text-lg font-bold text-amber-950">
          {copy.heading(waiting.length)}
        </h3>
        <button type="button" onClick={sendNow} disabled={sending} className="min-h-11 rounded-md border border-amber-700 bg-white px-4 font-semibold text-amber-950 disabled:opacity-60">
          {sending ? copy.sending : copy.sendNow}
        </button>
      </div>
      <p className="text-sm text-amber-950">{copy.lead}</p>
      <ol className="grid gap-1" aria-labelledby="waiting-steps-heading">
        {waiting.map((step) => (
          <li key={step.id} className="flex justify-between gap-3 text-sm text-ink">
            <span>
              {copy.steps[step.step]} · {step.patientName}
            </span>
            <span className="tabular-nums">{clock.format(new Date(step.body.at))}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
