import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageListQuery, messageResponse, REPLY_OUTCOMES } from '../../../domain/message';
import { onlyFor } from '../../auth/access';
import { secretEqual } from '../../auth/secret-equal';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { notFound, unauthorized } from '../../errors';
import { messageHistory, outbox, sendAgain, smsReply, type TripReplyAnswer } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** Messages to people outside the portal (docs/decisions/065-notifications.md): what was sent to whom, and what became of it. */
export const messageRoutes: FastifyPluginAsyncZod<{
  db: Database;
  smsToken: string | undefined;
  tripReply: TripReplyAnswer;
}> = async (app, { db, smsToken, tripReply }) => {
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
      const { limit, ...filter } = request.query;
      return messageHistory(db, filter, limit);
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
    async (request) => outbox(db, request.query.limit),
  );

  app.post(
    '/api/messages/:id/retry',
    {
      schema: { params: idParams, response: { 200: messageResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'message.retry', entity: 'message' } },
    },
    async (request) => sendAgain(db, request.params.id),
  );

  // The SMS gateway tells us of replies: STOP and START, C to confirm the next ride and X to cancel it.
  app.post(
    '/api/sms/inbound',
    {
      schema: {
        body: z.object({
          from: z.string().max(40),
          body: z.string().max(2000),
          id: z
            .string()
            .min(1)
            .max(100)
            .optional()
            .describe("The gateway's own id for the reply: a second delivery with the same id acts no more"),
        }),
        response: {
          200: z.object({
            optedOut: z.boolean(),
            outcome: z.enum(REPLY_OUTCOMES).describe('What the reply did (the first delivery of it, for a repeat)'),
          }),
        },
      },
      config: { audit: { action: 'sms.inbound', entity: 'message' } },
    },
    async (request) => {
      if (!smsToken) throw notFound();
      if (!secretEqual(request.headers.authorization, `Bearer ${smsToken}`))
        throw unauthorized('The gateway token is not valid');
      const { from, body, id } = request.body;
      return smsReply(db, { provider: 'sms_gateway', providerId: id ?? null, from, body }, tripReply);
    },
  );
};
