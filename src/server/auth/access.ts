import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/auth';
import type { Role } from '../../domain/roles';
import { forbidden, unauthorized } from '../errors';
import { tokenAdmitted } from './api-token-plugin';

/** Who may call a route: any signed-in user, or a signed-in user with one of these roles. A route without it is public. */
export type Access = 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Route config for a route open to these roles only: `config: { ...onlyFor('admin'), audit: … }`. */
export const onlyFor = <const R extends readonly Role[]>(...roles: R) => ({ access: roles }) as const;
/** Route config for a route open to any signed-in user. */
export const forSignedIn = { access: 'signed-in' } as const;

/**
 * The one place a route's roles are enforced (decision 021, the server enforces every permission). It runs on every request
 * after the session is read and before the body is validated, so a caller without the right session or role
 * learns nothing from validation errors: no session is 401, a wrong role 403.
 */
export function enforceAccess(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // A token reaches only the routes that name one of its scopes, public ones included.
    if (request.apiToken && !tokenAdmitted(request.apiToken, request.routeOptions.config?.tokenScopes))
      throw forbidden('This API token may not call this route');
    if (!access) return;
    if (!request.user) throw unauthorized();
    if (access !== 'signed-in' && !access.includes(request.user.role)) throw forbidden();
  });
}

/** The roles a route admits, as the OpenAPI document describes them: undefined for a public route. */
export function accessOf(config: unknown): Access | undefined {
  return (config as { access?: Access } | undefined)?.access;
}

/**
 * The signed-in caller of a route that declares its access. The hook above has already refused everyone
 * else, so this checks nothing but that the route did declare it (a programming error otherwise).
 */
export function caller(request: FastifyRequest): SessionUser {
  if (!request.user || !request.routeOptions.config?.access)
    throw new Error(`caller() on ${request.routeOptions.url}, which declares no access`);
  return request.user;
}
