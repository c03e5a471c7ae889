import type { FastifyPluginAsync, FastifyReply } from 'fastify';

/**
 * The OpenAPI document for integrators (docs/decisions/006): public, since it describes routes and never data.
 * Built and serialized on first request, then served as is. Needs `registerOpenApi` before the route modules.
 */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  let body: string | undefined;
  const send = async (_request: unknown, reply: FastifyReply) => {
    body ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  };
  // Hidden: the document does not list itself.
  app.get('/api/docs', { schema: { hide: true } }, send);
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, send);
};
