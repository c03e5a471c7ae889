import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema, unreadySchema } from '../../../domain/health';
import type { DatabaseHandle } from '../../db/client';
import type { Lifecycle } from '../../shutdown';

/** /healthz says the process is alive; /readyz says it can reach its database (for a load balancer). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; lifecycle: Lifecycle }> = async (
  app,
  { database, lifecycle },
) => {
  app.get('/healthz', { schema: { response: { 200: livenessSchema } } }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { schema: { response: { 200: readinessSchema, 503: unreadySchema } } }, async (request, reply) => {
    // A shutting-down instance is alive but takes no new work.
    if (lifecycle.draining) return reply.status(503).send({ status: 'draining', message: 'Shutting down' });
    try {
      await database.ping();
      return { status: 'ready' as const, database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
};
