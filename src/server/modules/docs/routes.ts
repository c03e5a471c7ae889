import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { openApiDocumentSchema } from '../../../domain/api-docs';

/**
 * The OpenAPI document for integrators (docs/decisions/006): public, since it describes routes and never data.
 * Built and serialized on first request, then served as is. Needs `registerOpenApi` before the route modules.
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  let body: string | undefined;
  // A string body is sent as it is: the response schema below describes it, it does not serialize it again.
  const send = async (_request: unknown, reply: FastifyReply) => {
    body ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  };
  // Hidden: the document does not list itself.
  const options = { schema: { hide: true, response: { 200: openApiDocumentSchema } } };
  app.get('/api/docs', options, send);
  app.get('/api/docs/openapi.json', options, send);
};
