import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';
import { isApiPath } from '../routed-path';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * ASVS 3.5: a state-changing API call must come from this site. Browsers say where a request comes from
 * (Sec-Fetch-Site, Origin); a cross-site one is refused before anything runs. Callers that are not browsers
 * send neither header and are judged by their session like anyone else. SameSite=Lax cookies already keep
 * the session off most cross-site requests; this closes the rest (same-site subdomains, old browsers).
 */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * A call with an API token and no cookie carries no ambient credential a page could borrow: the caller had to hold
 * the secret itself (docs/decisions/102-api-tokens.md).
 */
const tokenOnly = (request: FastifyRequest) =>
  /^Bearer /i.test(request.headers.authorization ?? '') && !request.headers.cookie;

export function refuseCrossSiteWrites(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (UNSAFE.has(request.method) && isApiPath(request) && !tokenOnly(request) && isCrossSite(request)) {
      throw forbidden('Cross-site requests are not allowed');
    }
  });
}
