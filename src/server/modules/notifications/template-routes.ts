import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyProfile } from '../../../domain/company';
import {
  MESSAGE_EVENTS,
  messageTemplateInput,
  messageTemplateResponse,
  templatePreviewResponse,
} from '../../../domain/message';
import { LANGUAGES } from '../../../domain/language';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { previewTemplate, resetTemplate, saveTemplate, templates } from './service';

const eventParams = z.object({ event: z.enum(MESSAGE_EVENTS, { error: 'Not found' }) });
const languageQuery = z.object({
  language: z
    .enum(LANGUAGES, { error: 'Not found' })
    .default('en')
    .describe("The rider's language of the words: es for a rider's message in Spanish"),
});

/** The words of each message (docs/decisions/065-notifications.md): administrators read, change, preview and reset them. */
export const messageTemplateRoutes: FastifyPluginAsyncZod<{ db: Database; company: CompanyProfile }> = async (
  app,
  { db, company },
) => {
  app.get(
    '/api/message-templates',
    {
      schema: { response: { 200: z.array(messageTemplateResponse) } },
      config: { ...onlyFor('admin'), audit: { action: 'message_template.list', entity: 'message_template' } },
    },
    async () => templates(db),
  );

  app.put(
    '/api/message-templates/:event',
    {
      schema: {
        params: eventParams,
        querystring: languageQuery,
        body: messageTemplateInput,
        response: { 200: messageTemplateResponse },
      },
      config: { ...onlyFor('admin'), audit: { action: 'message_template.update', entity: 'message_template' } },
    },
    async (request) => saveTemplate(db, request.params.event, request.query.language, request.body, caller(request).id),
  );

  app.delete(
    '/api/message-templates/:event',
    {
      schema: { params: eventParams, querystring: languageQuery, response: { 200: messageTemplateResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'message_template.reset', entity: 'message_template' } },
    },
    async (request) => resetTemplate(db, request.params.event, request.query.language),
  );

  app.post(
    '/api/message-templates/:event/preview',
    {
      schema: {
        params: eventParams,
        querystring: languageQuery,
        body: messageTemplateInput,
        response: { 200: templatePreviewResponse },
      },
      // Made-up facts only, asked at every pause in typing: nothing worth a line in the audit trail.
      config: { ...onlyFor('admin') },
    },
    async (request) => previewTemplate(request.params.event, request.query.language, request.body, company),
  );
};
