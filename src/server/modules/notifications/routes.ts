import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageListQuery, messageResponse, type Message } from '../../../domain/message';
import { textablePhone } from '../../../domain/phone';
import { onlyFor } from '../../auth/access';
import { secretEqual } from '../../auth/secret-equal';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { messages, smsOptOuts } from '../../db/schema';
import { conflict, notFound, unauthorized } from '../../errors';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
type Row = typeof messages.$inferSelect;

const toMessage = (m: Row): Message => ({
  id: m.id,
  event: m.event,
  channel: m.channel,
  recipient: m.recipient,
  subject: m.subject,
  body: m.body,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  provider: m.provider,
  jobId: m.jobId,
  referralId: m.referralId,
  driverId: m.driverId,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

/** What an administrator may send again: it failed, its outcome is unknown, or it waited for a provider now configured. */
const RETRYABLE = ['failed', 'unknown', 'held'] as const;
const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
const START_WORDS = ['START', 'UNSTOP', 'YES'];

/** Messages to people outside the portal (docs/decisions/065-notifications.md): what was sent to whom, and what became of it. */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Database; smsToken: string | undefined }> = async (
  app,
  { db, smsToken },
) => {
  const list = async (where: SQL | undefined, limit: number) =>
    (
      await db.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit)
    ).map(toMessage);

  app.get(
    '/api/messages',
    {
      schema: {
        querystring: messageListQuery.extend({ limit: pageQuery.limit }),
        response: { 200: z.array(messageResponse).describe('Newest first') },
      },
      config: { ...onlyFor('admin'), audit: { action: 'message.list', entity: 'message' } },
    },
    async (request) => {
      const { jobId, referralId, driverId, status, limit } = request.query;
      const filters = [
        jobId && eq(messages.jobId, jobId),
        referralId && eq(messages.referralId, referralId),
        driverId && eq(messages.driverId, driverId),
        status && eq(messages.status, status),
      ].filter((f): f is SQL => Boolean(f));
      return list(filters.length ? and(...filters) : undefined, limit);
    },
  );

  app.get(
    '/api/outbox',
    {
      schema: {
        querystring: z.object({ limit: pageQuery.limit }),
        response: {
          200: z
            .array(messageResponse)
            .describe('Messages held because no email or SMS provider is configured, newest first'),
        },
      },
      config: { ...onlyFor('admin'), audit: { action: 'message.outbox', entity: 'message' } },
    },
    async (request) => list(eq(messages.status, 'held'), request.query.limit),
  );

  app.post(
    '/api/messages/:id/retry',
    {
      schema: { params: idParams, response: { 200: messageResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'message.retry', entity: 'message' } },
    },
    async (request) => {
      const [row] = await db
        .update(messages)
        .set({ status: 'queued', lastError: null, enqueuedAt: null })
        .where(and(eq(messages.id, request.params.id), inArray(messages.status, [...RETRYABLE])))
        .returning();
      if (row) return toMessage(row);
      const [exists] = await db
        .select({ status: messages.status })
        .from(messages)
        .where(eq(messages.id, request.params.id))
        .limit(1);
      if (!exists) throw notFound();
      throw conflict('Only a failed, unknown or held message can be sent again');
    },
  );

  // The SMS gateway tells us of replies: STOP and its kin end texts to that number, START brings them back.
  app.post(
    '/api/sms/inbound',
    {
      schema: {
        body: z.object({ from: z.string().max(40), body: z.string().max(2000) }),
        response: { 200: z.object({ optedOut: z.boolean() }) },
      },
      config: { audit: { action: 'sms.inbound', entity: 'message' } },
    },
    async (request) => {
      if (!smsToken) throw notFound();
      if (!secretEqual(request.headers.authorization, `Bearer ${smsToken}`))
        throw unauthorized('The gateway token is not valid');
      const number = textablePhone(request.body.from);
      const word = request.body.body.trim().toUpperCase();
      if (number && STOP_WORDS.includes(word))
        await db.insert(smsOptOuts).values({ phone: number }).onConflictDoNothing();
      if (number && START_WORDS.includes(word)) await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, number));
      const [stopped] = number ? await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, number)).limit(1) : [];
      return { optedOut: Boolean(stopped) };
    },
  );
};
