import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * One JSON line per request, written when the answer has gone: method, path, the client's address, status
 * and time, under the request id. Fastify's own pair of lines (received, completed) doubled the log writes
 * on every request, and its URL kept the query string, which is no place for anything a caller typed.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  });
}

/**
 * How a request appears wherever it is logged under `req`. It replaces Fastify's serializer, which kept the
 * query string and, given anything but a request, dropped the address. The address is `request.ip`, the one
 * TRUST_PROXY makes of X-Forwarded-For and the one the limits and the audit trail use, so an abuser's
 * requests can be traced (docs/operations.md, Logs). No headers, no body, no query: nothing a patient typed.
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: secretPath(request) ?? request.url.split('?')[0],
    remoteAddress: request.ip,
  }),
};

/** A path that is itself a key (a rider's trip link) is logged as its route, `/t/:token`, never with the key. */
function secretPath(request: FastifyRequest): string | undefined {
  const route = request.routeOptions?.url;
  return route?.includes(':token') ? route : undefined;
}
