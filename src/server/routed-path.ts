import type { FastifyRequest } from 'fastify';

/**
 * The path as the router sees it. The router decodes percent-escapes before it matches a route, so
 * `/%61pi/referrals` reaches the referrals handler; every check keyed on the path (cross-site refusal,
 * no-store, session loading, audit of refusals, the page fallback) must look at the same decoded path, or an
 * encoded request slips past the check while still reaching the handler. See docs/security.md.
 */
export function routedPath(request: FastifyRequest): string {
  const raw = request.url;
  const end = raw.indexOf('?');
  const path = end === -1 ? raw : raw.slice(0, end);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const isApiPath = (request: FastifyRequest) => routedPath(request).startsWith('/api/');
