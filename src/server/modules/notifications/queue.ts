import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client';
import { deliverMessage, type Channels } from './deliver';
import { relayWaiting } from './outbox-repository';
import { queueCredentialNotices, queueDayBeforeReminders } from './scheduled';

/** The queue made by the migrations (0018_job_queue.sql) with its retries: 6, from 15 s, doubling. */
export const MESSAGE_QUEUE = 'message';
/** The calendar's queue (0020_calendar_queue.sql): one job per schedule slot. */
export const CALENDAR_QUEUE = 'calendar';
const RETRY_LIMIT = 6;
/** Messages one poll of the queue delivers together. */
export const DELIVERY_BATCH = 20;

export interface MessageQueueOptions {
  channels: Channels;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** How long a delivery may stay claimed before the queue gives it to another worker (a crashed one never finishes). */
  claimSeconds?: number;
  /** How often the queue looks for claimed deliveries past that time. */
  maintenanceSeconds?: number;
  relayMs?: number;
  pollSeconds?: number;
  /** When the calendar's messages (reminders, credential notices) are looked for, as cron on the company's clock. */
  calendarCron?: string;
  /** The first retry's delay; each next one doubles it. */
  retryDelaySeconds?: number;
}

export interface MessageQueue {
  /** Hands waiting outbox rows to the queue now rather than at the next tick. */
  relay(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts this instance's share of delivery (docs/decisions/065-notifications.md). The relay moves new outbox rows
 * into the job queue (pg-boss), each in the same transaction that marks it enqueued, with SKIP LOCKED so several
 * instances never hand one row over twice; the queue gives each job to one worker at a time, retries failures
 * with backoff, and gives a job claimed by a worker that died to another once its claim runs out.
 */
export async function startMessageQueue(handle: DatabaseHandle, options: MessageQueueOptions): Promise<MessageQueue> {
  const { db } = handle;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.executeSql(text, values) },
    migrate: false,
    // The calendar's messages run from the queue's own schedule: one slot, one run, however many instances.
    schedule: true,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'message queue error'));
  await boss.start();
  const jobOptions = {
    expireInSeconds: options.claimSeconds ?? 120,
    retryLimit: RETRY_LIMIT,
    retryDelay: options.retryDelaySeconds ?? 15,
    retryBackoff: true,
  };

  // A broker's manifest books hundreds of trips at once, each with its texts: the worker takes a batch at each poll
  // and delivers its messages side by side, so the texts of a later booking do not wait minutes behind them. A
  // failed delivery fails only its own job (retried with backoff); the queue completes the rest of the batch.
  await boss.work<{ messageId: string }>(
    MESSAGE_QUEUE,
    { pollingIntervalSeconds: options.pollSeconds ?? 1, batchSize: DELIVERY_BATCH, includeMetadata: true },
    async (batch) => {
      await Promise.all(
        batch.map(async (job) => {
          try {
            const delivery = await deliverMessage(db, options.channels, job.data.messageId, {
              lastAttempt: job.retryCount >= job.retryLimit,
              timeZone: options.timeZone,
            });
            if (delivery.outcome === 'later')
              await boss.send(MESSAGE_QUEUE, job.data, { ...jobOptions, startAfter: delivery.at });
          } catch (error) {
            await boss.fail(MESSAGE_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
    },
  );

  const relay = () => relayOutbox(db, boss, jobOptions);
  let relaying: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    relaying = relay().catch((error: unknown) => options.log.error({ err: error }, 'message relay failed'));
  }, options.relayMs ?? 1000);
  timer.unref();

  // Every ten minutes on the company's clock; what it queues is keyed by its day, so a slot run twice (or a
  // reminder for a trip booked since the last slot) queues nothing twice.
  await boss.schedule(CALENDAR_QUEUE, options.calendarCron ?? '*/10 * * * *', {}, { tz: options.timeZone });
  await boss.work(CALENDAR_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await queueDayBeforeReminders(db, options.timeZone);
    await queueCredentialNotices(db, options.timeZone);
  });

  return {
    relay,
    stop: async () => {
      clearInterval(timer);
      await relaying;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** Moves up to a hundred waiting outbox rows into the queue, each in the transaction that marks it; answers how many. */
export function relayOutbox(db: Database, boss: PgBoss, jobOptions: PgBoss.SendOptions): Promise<number> {
  return relayWaiting(db, async (ids, executeSql) => {
    for (const id of ids) await boss.send(MESSAGE_QUEUE, { messageId: id }, { ...jobOptions, db: { executeSql } });
  });
}
