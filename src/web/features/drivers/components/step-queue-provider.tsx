import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { myJobsCopy } from '@/content/my-jobs';
import { clockFormat } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { invalidateAfterJobChange } from '@/lib/query-keys';
import type { DriverJob } from '../api/get-driver-jobs';
import { forgetStep, queuedSteps, queueStep, sendStep, type QueuedStep, type SendResult } from '../lib/step-queue';

const copy = myJobsCopy.queue;

interface StepQueue {
  /** Steps taken on this phone and not yet recorded, in the order taken. */
  waiting: QueuedStep[];
  /**
   * Every step taken on this phone lately, sent or not, in the order taken: what the trip cards apply on top of
   * the server's record, until a read of the record has caught up with them.
   */
  taken: QueuedStep[];
  /** Keeps the step on the phone first, then sends it if there is signal; says which of the two happened. */
  record: (step: Omit<QueuedStep, 'id'>) => Promise<StepOutcome>;
  sendNow: () => void;
  sending: boolean;
}

/**
 * Sent and recorded; saved on the phone for later (no signal); saved on the phone with its send still under way
 * (a weak signal, no answer yet); or refused by the server, with its reasons by field.
 */
export type StepOutcome =
  | { outcome: 'sent' }
  | { outcome: 'saved' }
  | { outcome: 'sending' }
  | { outcome: 'refused'; fieldErrors: Record<string, string> };

/** How long the driver's tap waits for the server's answer before the step is shown as saved on the phone. */
export const ANSWER_WAIT_MS = 4_000;

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
export function StepQueueProvider({
  children,
  answerWaitMs = ANSWER_WAIT_MS,
}: {
  children: ReactNode;
  answerWaitMs?: number;
}) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<QueuedStep[]>([]);
  const [sending, setSending] = useState(false);
  // Sent steps stay on the cards a while: the read that shows them may fail if the signal drops just after.
  const [sent, setSent] = useState<Array<QueuedStep & { sentAt: number }>>([]);
  // Each flush runs after the one before it, so a step taken while another is being sent goes right after it.
  const chain = useRef<Promise<void>>(Promise.resolve());
  // What became of each step sent while the one who took it is still waiting to hear.
  const results = useRef(new Map<string, SendResult>());
  const awaited = useRef(new Set<string>());

  const reload = useCallback(async () => setWaiting(await queuedSteps()), []);

  const sendAll = useCallback(async (): Promise<void> => {
    setSending(true);
    try {
      for (const step of await queuedSteps()) {
        const result = await sendStep(step);
        if (awaited.current.has(step.id)) results.current.set(step.id, result);
        if (result.outcome === 'offline') break;
        await forgetStep(step);
        if (result.outcome === 'recorded')
          setSent((was) => [
            ...was.filter((s) => Date.now() - s.sentAt < SENT_KEPT_MS),
            { ...step, sentAt: Date.now() },
          ]);
        if (result.outcome === 'refused')
          toast({ title: copy.refused, description: result.message, variant: 'destructive' });
      }
    } finally {
      setSending(false);
      // The trips are read again, but nothing waits for that read: if the signal went just after a step was
      // sent, the read waits for its return, and the next step must still be taken meanwhile. A sent step stays
      // on the cards (SENT_KEPT_MS), so no card flicks back a step while the read is outstanding.
      void invalidateAfterJobChange(queryClient).catch(() => undefined);
      await reload();
    }
  }, [queryClient, reload]);

  const flush = useCallback((): Promise<void> => {
    const run = chain.current.then(sendAll, sendAll);
    chain.current = run.catch(() => undefined);
    return run;
  }, [sendAll]);

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
      if (!navigator.onLine) return { outcome: 'saved' };
      // The driver hears how it went if the answer comes soon; on a weak signal the send goes on without them.
      awaited.current.add(id);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, answerWaitMs)));
      await Promise.race([flush().catch(() => undefined), waited]);
      clearTimeout(timer);
      awaited.current.delete(id);
      const result = results.current.get(id);
      results.current.delete(id);
      if (result?.outcome === 'recorded') return { outcome: 'sent' };
      if (result?.outcome === 'refused') return { outcome: 'refused', fieldErrors: result.fieldErrors };
      return { outcome: result ? 'saved' : 'sending' };
    },
    [flush, reload, answerWaitMs],
  );

  const taken = useMemo(() => [...sent, ...waiting], [sent, waiting]);
  const value = useMemo<StepQueue>(
    () => ({ waiting, taken, record, sendNow: () => void flush(), sending }),
    [waiting, taken, record, flush, sending],
  );
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
    async (
      job: Pick<DriverJob, 'id' | 'patientName'>,
      step: QueuedStep['step'],
      body: Record<string, unknown>,
      done: { title: string; description?: string },
    ) => {
      setPending(true);
      try {
        const result = await record({
          jobId: job.id,
          patientName: job.patientName,
          step,
          body: { at: new Date().toISOString(), ...body },
        });
        if (result.outcome === 'sent') toast(done);
        else if (result.outcome === 'saved') toast({ title: copy.saved, description: copy.savedLead });
        else if (result.outcome === 'sending') toast({ title: copy.saved, description: copy.savedSlowLead });
        return result;
      } finally {
        setPending(false);
      }
    },
    [record],
  );
  return { take, pending };
}

/** How long a sent step stays on the cards: long enough for any read to catch up, short enough to forget. */
const SENT_KEPT_MS = 10 * 60_000;

/**
 * A trip as the phone knows it: the server's record with the steps taken on this phone applied on top. A step
 * only ever moves the trip forward, so one the record already shows changes nothing, and a trip dispatch has
 * cancelled meanwhile stays cancelled.
 */
export function withWaitingSteps(job: DriverJob, taken: QueuedStep[]): DriverJob {
  return taken
    .filter((s) => s.jobId === job.id)
    .reduce<DriverJob>((j, s) => {
      switch (s.step) {
        case 'start':
          return j.status === 'pending' || j.status === 'accepted' ? { ...j, status: 'in_progress' } : j;
        case 'arrival':
          return j.arrivedAt === null ? { ...j, arrivedAt: s.body.at } : j;
        case 'pickup':
          return j.pickedUpAt === null ? { ...j, pickedUpAt: s.body.at } : j;
        case 'dropoff':
          return j.status === 'in_progress' ? { ...j, status: 'completed' } : j;
      }
    }, job);
}

/** What is waiting on the phone, with the times taken, and a way to try again at once. */
export function WaitingSteps() {
  const { waiting, sendNow, sending } = useStepQueue();
  const { timeZone } = useCompany();
  if (waiting.length === 0) return null;
  const clock = clockFormat('timeSeconds', timeZone);
  return (
    <section
      aria-labelledby="waiting-steps-heading"
      className="grid gap-2 rounded-xl border-2 border-amber-400 bg-amber-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="waiting-steps-heading" className="text-lg font-bold text-amber-950">
          {copy.heading(waiting.length)}
        </h3>
        <button
          type="button"
          onClick={sendNow}
          disabled={sending}
          className="min-h-11 rounded-md border border-amber-700 bg-white px-4 font-semibold text-amber-950 disabled:opacity-60"
        >
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
            <span className="shrink-0 whitespace-nowrap tabular-nums">{clock.format(new Date(step.body.at))}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
