import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/auth';
import type { Role } from '../../domain/roles';
import { forbidden, unauthorized } from '../errors';

/** D4: no session is 401. Returns the user so routes need no non-null assertions. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** D4: a wrong role is 403. */
export function requireRole(request: FastifyRequest, ...roles: Role[]): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/**
 * Which roles each guard below admits ('any' = any signed-in user). The OpenAPI document reads it from a
 * route's onRequest hooks, so what it says about sessions comes from the same hooks that enforce them.
 */
export const sessionGuards = new WeakMap<object, readonly Role[] | 'any'>();

/**
 * The same checks as route hooks: they run before the body is validated, so a caller without the right
 * session or role learns nothing from validation errors (401/403 come first).
 */
export const allow = (...roles: Role[]) => {
  const guard = async (request: FastifyRequest) => {
    requireRole(request, ...roles);
  };
  sessionGuards.set(guard, roles);
  return guard;
};

export const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
sessionGuards.set(signedIn, 'any');
