import { asc, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client';
import { messages } from '../../db/schema';
import { deliverMessage, type Channels } from './deliver';
import { rawSql } from './raw-sql';
import { queueCredentialNotices, queueDayBeforeReminders } from './scheduled';

/** The queue made by the migrations (0018_job_queue.sql) with its retries: 6, from 15 s, doubling. */
export const MESSAGE_QUEUE = 'message';
/** The calendar's queue (0020_calendar_queue.sql): one job per schedule slot. */
export const CALENDAR_QUEUE = 'calendar';
const RETRY_LIMIT = 6;

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

  await boss.work<{ messageId: string }>(
    MESSAGE_QUEUE,
    { pollingIntervalSeconds: options.pollSeconds ?? 1, batchSize: 1, includeMetadata: true },
    async ([job]) => {
      const delivery = await deliverMessage(db, options.channels, job!.data.messageId, {
        lastAttempt: job!.retryCount >= job!.retryLimit,
        timeZone: options.timeZone,
      });
      if (delivery.outcome === 'later')
        await boss.send(MESSAGE_QUEUE, job!.data, { ...jobOptions, startAfter: delivery.at });
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

/** Moves up to a hundred waiting outbox rows into the queue; answers how many. */
export async function relayOutbox(db: Database, boss: PgBoss, jobOptions: PgBoss.SendOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(isNull(messages.enqueuedAt))
      .orderBy(asc(messages.createdAt))
      .limit(100)
      .for('update', { skipLocked: true });
    if (waiting.length === 0) return 0;
    const inTransaction = {
      executeSql: async (text: string, values?: unknown[]) => ({
        rows: ((await tx.execute(rawSql(text, values))) as { rows: unknown[] }).rows,
      }),
    };
    for (const { id } of waiting)
      await boss.send(MESSAGE_QUEUE, { messageId: id }, { ...jobOptions, db: inTransaction });
    await tx
      .update(messages)
      .set({ enqueuedAt: new Date() })
      .where(
        inArray(
          messages.id,
          waiting.map((w) => w.id),
        ),
      );
    return waiting.length;
  });
}
