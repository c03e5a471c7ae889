import type { FastifyInstance } from 'fastify';

/**
 * One JSON line per request, written when the answer has gone: method, path, status and time, under the
 * request id. Fastify's own pair of lines (received, completed) doubled the log writes on every request, and
 * its URL kept the query string, which is no place for anything a caller typed.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip }, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  });
}
