import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type MessageEvent,
  type ReplyCommand,
  type ReplyOutcome,
  type MessageStatus,
  type MessageTemplateInput,
} from '../../../domain/message';
import type { Language } from '../../../domain/language';
import type { Database } from '../../db/client';
import { messages, messageTemplates, smsOptOuts, smsReplies } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type TemplateRow = typeof messageTemplates.$inferSelect;

export interface MessageFilter {
  jobId?: string | undefined;
  referralId?: string | undefined;
  driverId?: string | undefined;
  status?: MessageStatus | undefined;
  delivery?: 'not_delivered' | undefined;
}

/** Messages newest first, narrowed by what they are about and how they ended. */
export async function listMessages(db: Database, filter: MessageFilter, limit: number): Promise<MessageRow[]> {
  const where = [
    filter.jobId && eq(messages.jobId, filter.jobId),
    filter.referralId && eq(messages.referralId, filter.referralId),
    filter.driverId && eq(messages.driverId, filter.driverId),
    filter.status && eq(messages.status, filter.status),
    filter.delivery === 'not_delivered' && inArray(messages.deliveryStatus, ['undelivered', 'failed']),
  ].filter((f): f is SQL => Boolean(f));
  return db
    .select()
    .from(messages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** Puts a message whose status is one of `from` back in the outbox; undefined when none was. */
export async function requeueMessage(
  db: Database,
  id: string,
  from: readonly MessageStatus[],
): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ status: 'queued', lastError: null, enqueuedAt: null })
    .where(and(eq(messages.id, id), inArray(messages.status, [...from])))
    .returning();
  return row;
}

export async function messageExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: messages.id }).from(messages).where(eq(messages.id, id)).limit(1);
  return Boolean(row);
}

/** A provider's report on a text, moving it only forward in DELIVERY_STATUSES' order. */
export async function recordDelivery(
  db: Database,
  report: { provider: string; providerId: string; status: DeliveryStatus; error: string | null },
): Promise<void> {
  const order = sql.raw(`array[${DELIVERY_STATUSES.map((s) => `'${s}'`).join(',')}]::text[]`);
  await db
    .update(messages)
    .set({ deliveryStatus: report.status, deliveryError: report.error })
    .where(
      and(
        eq(messages.provider, report.provider),
        eq(messages.providerId, report.providerId),
        sql`coalesce(array_position(${order}, ${messages.deliveryStatus}), 0) <= array_position(${order}, ${report.status}::text)`,
      ),
    );
}

export async function stopTexts(db: Pick<Database, 'insert'>, phone: string): Promise<void> {
  await db.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
}

export async function resumeTexts(db: Pick<Database, 'delete'>, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}

/**
 * A reply written down before it is acted on: its id, or undefined when the provider already delivered it (the same
 * provider id), so it acts once.
 */
export async function recordReply(
  tx: Pick<Database, 'insert'>,
  reply: { provider: string; providerId: string | null; phone: string; command: ReplyCommand },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(smsReplies)
    .values({ ...reply, outcome: 'ignored' })
    .onConflictDoNothing()
    .returning({ id: smsReplies.id });
  return row?.id;
}

/** What an earlier delivery of the same reply came to. */
export async function replyOutcome(
  tx: Pick<Database, 'select'>,
  provider: string,
  providerId: string,
): Promise<ReplyOutcome | undefined> {
  const [row] = await tx
    .select({ outcome: smsReplies.outcome })
    .from(smsReplies)
    .where(and(eq(smsReplies.provider, provider), eq(smsReplies.providerId, providerId)))
    .limit(1);
  return row?.outcome;
}

export async function settleReply(
  tx: Pick<Database, 'update'>,
  id: string,
  result: { outcome: ReplyOutcome; jobId: string | null },
): Promise<void> {
  await tx.update(smsReplies).set(result).where(eq(smsReplies.id, id));
}

/** Whether the number answered STOP; read under the delivery's transaction too. */
export async function textsStopped(db: Pick<Database, 'select'>, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, phone))
    .limit(1);
  return Boolean(row);
}

export async function templateRows(db: Database): Promise<TemplateRow[]> {
  return db.select().from(messageTemplates);
}

export async function templateRow(
  db: Database,
  event: MessageEvent,
  language: Language,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.event, event), eq(messageTemplates.language, language)))
    .limit(1);
  return row;
}

export async function saveTemplate(
  db: Database,
  event: MessageEvent,
  language: Language,
  values: MessageTemplateInput & { updatedByUserId: string },
): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(messageTemplates)
    .values({ event, language, ...set })
    .onConflictDoUpdate({ target: [messageTemplates.event, messageTemplates.language], set });
}

export async function removeTemplate(db: Database, event: MessageEvent, language: Language): Promise<void> {
  await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.event, event), eq(messageTemplates.language, language)));
}
