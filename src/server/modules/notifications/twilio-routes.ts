import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELIVERY_STATUSES } from '../../../domain/message';
import type { TwilioConfig } from '../../config/messaging';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import { fileResponse } from '../../file-reply';
import { deliveryReport, smsReply, type TripReplyAnswer } from './service';
import { TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH, twilioSignatureValid } from './twilio';

/**
 * The Twilio-compatible provider's webhooks (docs/decisions/112-twilio-texts.md): replies to our texts (STOP, START, C, X)
 * and reports on their delivery. Both come as a form, believed only with the provider's signature of the address we
 * gave it and every field; without TWILIO_* set they do not exist (404).
 */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const field = z.string().max(2000);
const inboundForm = z.looseObject({ From: field, Body: field.default(''), MessageSid: field.optional() });
const statusForm = z.looseObject({
  MessageSid: field,
  MessageStatus: field,
  ErrorCode: field.optional(),
});

export const twilioRoutes: FastifyPluginAsyncZod<{
  db: Database;
  twilio: TwilioConfig | undefined;
  tripReply: TripReplyAnswer;
}> = async (app, { db, twilio, tripReply }) => {
  // The provider posts its webhooks as a form; only these two routes read one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /**
   * The provider's signature over the address it called and the form as it sent it (before validation fills in
   * anything), or 403 before anything is read.
   */
  const signed = (path: string) => async (request: FastifyRequest) => {
    if (!twilio) throw notFound();
    const form = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(form).map(([name, value]) => [name, String(value)]));
    const signature = request.headers['x-twilio-signature'];
    if (
      !twilioSignatureValid(
        twilio.authToken,
        `${twilio.webhookUrl}${path}`,
        fields,
        typeof signature === 'string' ? signature : undefined,
      )
    )
      throw forbidden('The signature of this request is not valid');
  };

  app.post(
    TWILIO_INBOUND_PATH,
    {
      schema: {
        body: inboundForm,
        response: { 200: fileResponse('text/xml', 'An empty TwiML answer: any answer goes out as its own text') },
      },
      config: { audit: { action: 'sms.inbound', entity: 'message' } },
      preValidation: signed(TWILIO_INBOUND_PATH),
    },
    async (request, reply) => {
      const { From, Body, MessageSid } = request.body;
      await smsReply(db, { provider: 'twilio', providerId: MessageSid ?? null, from: From, body: Body }, tripReply);
      return reply.header('content-type', 'text/xml').send(Buffer.from(EMPTY_TWIML, 'utf8'));
    },
  );

  app.post(
    TWILIO_STATUS_PATH,
    {
      schema: { body: statusForm, response: { 204: z.null().describe('Recorded') } },
      config: { audit: { action: 'sms.delivery', entity: 'message' } },
      preValidation: signed(TWILIO_STATUS_PATH),
    },
    async (request, reply) => {
      const status = DELIVERY_STATUSES.find((s) => s === request.body.MessageStatus);
      // A status this product does not follow (accepted, scheduled, read, …) is acknowledged and left.
      if (status)
        await deliveryReport(db, {
          provider: 'twilio',
          providerId: request.body.MessageSid,
          status,
          error: request.body.ErrorCode ?? null,
        });
      return reply.status(204).send(null);
    },
  );
};
