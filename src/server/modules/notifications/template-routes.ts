import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyProfile } from '../../../domain/company';
import {
  EVENT_CHANNELS,
  MESSAGE_EVENTS,
  messageTemplateInput,
  messageTemplateResponse,
  templatePreviewResponse,
  type MessageEvent,
  type MessageTemplate,
  type MessageTemplateInput,
} from '../../../domain/message';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { messageTemplates } from '../../db/schema';
import { HttpError } from '../../errors';
import { DEFAULT_TEMPLATES, render, SAMPLE_FACTS, templateFields, unknownFields } from './templates';

const eventParams = z.object({ event: z.enum(MESSAGE_EVENTS, { error: 'Not found' }) });
type Row = typeof messageTemplates.$inferSelect;

function toTemplate(event: MessageEvent, row: Row | undefined): MessageTemplate {
  const fallback = DEFAULT_TEMPLATES[event];
  return {
    event,
    channel: EVENT_CHANNELS[event],
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    defaultSubject: fallback.subject,
    defaultBody: fallback.body,
    fields: templateFields(event),
    customized: Boolean(row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** A field the event does not offer would be sent as written: refused, naming the fields it may use. */
function checkFields(event: MessageEvent, input: MessageTemplateInput): void {
  const errors: Record<string, string> = {};
  for (const key of ['subject', 'body'] as const) {
    const unknown = unknownFields(event, input[key]);
    if (unknown.length)
      errors[key] = `${unknown.map((f) => `{{${f}}}`).join(', ')} is not a field of this message; use ${templateFields(
        event,
      )
        .map((f) => `{{${f}}}`)
        .join(', ')}`;
  }
  if (Object.keys(errors).length) throw new HttpError(422, 'Please correct the highlighted fields', errors);
}

/** The words of each message (docs/decisions/065-notifications.md): administrators read, change, preview and reset them. */
export const messageTemplateRoutes: FastifyPluginAsyncZod<{ db: Database; company: CompanyProfile }> = async (
  app,
  { db, company },
) => {
  const read = async (event: MessageEvent) =>
    toTemplate(event, (await db.select().from(messageTemplates).where(eq(messageTemplates.event, event)).limit(1))[0]);

  app.get(
    '/api/message-templates',
    {
      schema: { response: { 200: z.array(messageTemplateResponse) } },
      config: { ...onlyFor('admin'), audit: { action: 'message_template.list', entity: 'message_template' } },
    },
    async () => {
      const rows = new Map((await db.select().from(messageTemplates)).map((r) => [r.event, r]));
      return MESSAGE_EVENTS.map((event) => toTemplate(event, rows.get(event)));
    },
  );

  app.put(
    '/api/message-templates/:event',
    {
      schema: { params: eventParams, body: messageTemplateInput, response: { 200: messageTemplateResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'message_template.update', entity: 'message_template' } },
    },
    async (request) => {
      const { event } = request.params;
      checkFields(event, request.body);
      const values = { ...request.body, updatedAt: new Date(), updatedByUserId: caller(request).id };
      await db
        .insert(messageTemplates)
        .values({ event, ...values })
        .onConflictDoUpdate({ target: messageTemplates.event, set: values });
      return read(event);
    },
  );

  app.delete(
    '/api/message-templates/:event',
    {
      schema: { params: eventParams, response: { 200: messageTemplateResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'message_template.reset', entity: 'message_template' } },
    },
    async (request) => {
      await db.delete(messageTemplates).where(eq(messageTemplates.event, request.params.event));
      return read(request.params.event);
    },
  );

  app.post(
    '/api/message-templates/:event/preview',
    {
      schema: { params: eventParams, body: messageTemplateInput, response: { 200: templatePreviewResponse } },
      // Made-up facts only, asked at every pause in typing: nothing worth a line in the audit trail.
      config: { ...onlyFor('admin') },
    },
    async (request) => {
      checkFields(request.params.event, request.body);
      return render(request.params.event, SAMPLE_FACTS[request.params.event] as never, company, request.body);
    },
  );
};
