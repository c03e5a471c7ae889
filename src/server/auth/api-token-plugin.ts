import type { FastifyInstance } from 'fastify';
import type { ApiTokenScope } from '../../domain/api-token';
import type { Database } from '../db/client';
import { unauthorized } from '../errors';
import { isApiPath } from '../routed-path';
import { verifyTokenSecret, type RequestToken } from './api-token-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request came with `Authorization: Bearer`: the token, instead of a session. */
    apiToken: RequestToken | null;
  }
  interface FastifyContextConfig {
    /** The API token scopes that admit a token to this route (docs/decisions/102-api-tokens.md); none admits no token. */
    tokenScopes?: readonly ApiTokenScope[];
  }
}

/**
 * Reads `Authorization: Bearer` on API requests: a working token puts its maker on the request as the user it acts
 * for, and the token beside it; the session cookie, if one came too, is ignored. A `kmt_` secret that names no working
 * token is refused at once (401), whatever the route, so a caller never mistakes a dead token for an anonymous call.
 */
export function readApiTokens(app: FastifyInstance, db: Database, perMinute: number): void {
  app.decorateRequest('apiToken', null);
  const limit = app.rateLimit({
    // Counted per token, across instances when Redis is configured.
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `token:${request.apiToken?.id ?? 'none'}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (!header || !isApiPath(request)) return;
    // Another bearer (the SMS gateway's shared secret on its webhook) is its route's to judge.
    const match = /^Bearer +(kmt_\S*)$/i.exec(header);
    if (!match) return;
    const found = await verifyTokenSecret(db, match[1]!);
    if (!found) throw unauthorized('The API token is not valid, has expired or was revoked');
    request.user = found.user;
    request.sessionId = null;
    request.pendingMfaUserId = null;
    request.apiToken = found.token;
    await limit.call(app, request, reply);
  });
}

/** Whether a token request may call this route: only where the route names one of the token's scopes. */
export function tokenAdmitted(token: RequestToken, scopes: readonly ApiTokenScope[] | undefined): boolean {
  return Boolean(scopes?.some((scope) => token.scopes.includes(scope)));
}
