import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MessageEvent, MessageStatus } from '../../../domain/message';
import type { Database } from '../../db/client';
import { messages, messageTemplates } from '../../db/schema';
import { rawSql } from './raw-sql';

/**
 * The outbox's life (docs/decisions/065-notifications.md): messages written in the transaction of the change that
 * causes them, handed to the job queue once each, then claimed, sent and settled by the delivery.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Tx | Database;
export type NewMessage = typeof messages.$inferInsert;
export type TemplateRow = typeof messageTemplates.$inferSelect;
/** How a library runs its numbered-parameter SQL ($1, $2 …). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The company's own words for these events, where it changed them. */
export function ownTemplates(tx: Writer, events: readonly MessageEvent[]): Promise<TemplateRow[]> {
  return tx
    .select()
    .from(messageTemplates)
    .where(inArray(messageTemplates.event, [...events]));
}

/** Writes messages in the caller's transaction; one whose dedupe key is already there is left out. */
export async function insertMessages(tx: Writer, rows: readonly NewMessage[]): Promise<void> {
  await tx
    .insert(messages)
    .values([...rows])
    .onConflictDoNothing({ target: messages.dedupeKey });
}

/**
 * Up to a hundred outbox rows not yet handed to the queue, oldest first, locked with SKIP LOCKED so several instances
 * never take one row twice: `hand` gets their ids and a way to run the queue's SQL inside the same transaction, which
 * then marks them handed over. Answers how many.
 */
export function relayWaiting(
  db: Database,
  hand: (ids: string[], executeSql: ExecuteSql) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(isNull(messages.enqueuedAt))
      .orderBy(asc(messages.createdAt))
      .limit(100)
      .for('update', { skipLocked: true });
    if (waiting.length === 0) return 0;
    const ids = waiting.map((w) => w.id);
    await hand(ids, async (text, values) => ({
      rows: ((await tx.execute(rawSql(text, values))) as { rows: unknown[] }).rows,
    }));
    await tx.update(messages).set({ enqueuedAt: new Date() }).where(inArray(messages.id, ids));
    return ids.length;
  });
}

/** The message under a row lock, for the delivery that is about to claim it. */
export async function lockMessage(tx: Tx, id: string) {
  const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for('update').limit(1);
  return row;
}

/** A message settled without a send: held, suppressed or of unknown outcome. */
export async function settleMessage(
  tx: Tx,
  id: string,
  outcome: { status: MessageStatus; lastError: string | null; provider: string | null },
): Promise<void> {
  await tx.update(messages).set(outcome).where(eq(messages.id, id));
}

/** Claimed for this attempt, before the provider is called: an attempt that dies half-way is recognised. */
export async function markSending(tx: Tx, id: string, attempts: number, provider: string): Promise<void> {
  await tx.update(messages).set({ status: 'sending', attempts, provider }).where(eq(messages.id, id));
}

export async function markSent(db: Database, id: string, providerId: string | null): Promise<void> {
  await db
    .update(messages)
    .set({ status: 'sent', providerId, lastError: null, sentAt: new Date() })
    .where(eq(messages.id, id));
}

/** A failed attempt: `failed` for good, or back to `queued` for the queue's retry; only if still this attempt's. */
export async function markUnsent(db: Database, id: string, status: 'failed' | 'queued', lastError: string) {
  await db
    .update(messages)
    .set({ status, lastError })
    .where(and(eq(messages.id, id), eq(messages.status, 'sending')));
}
