import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema } from '../../../domain/auth';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/password';
import { tooManyAttempts, type LoginThrottle } from '../../auth/login-throttle';
import { requireUser, signedIn } from '../../auth/guards';
import type { Database } from '../../db/client';
import { badRequest, forbidden, HttpError } from '../../errors';
import { findUserByUsername, insertUser, toSessionUser } from './repository';
import { findDriverByUser } from '../drivers/repository';
import { driverSignInRefusal } from '../../../domain/driver-sign-in';
import type { CompanyProfile } from '../../../domain/company';

export interface AccountRouteOptions {
  db: Database;
  throttle: LoginThrottle;
  /** Per-address limit on sign-ups (requests per 15 minutes). */
  registerLimit: number;
  /** Whom a refused driver should call. */
  company: Pick<CompanyProfile, 'phone' | 'email'>;
}

const INVALID_LOGIN = 'Invalid username or password';

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, { db, throttle, registerLimit, company }) => {
  app.get('/api/user', { onRequest: signedIn }, async (request) => requireUser(request));
  // The browser's session check: a visitor is a normal answer here, not an error (docs/decisions/004).
  app.get('/api/session', async (request) => ({ user: request.user }));
  // SPEC.md section 7: the signed-in home page reads the same user from this path.
  app.get('/api/auth/user', { onRequest: signedIn }, async (request) => requireUser(request));

  app.post(
    '/api/register',
    { schema: { body: registerSchema }, config: { rateLimit: { max: registerLimit, timeWindow: '15 minutes' }, audit: { action: 'register', entity: 'user' } } },
    async (request, reply) => {
      const { confirmPassword: _confirm, password, role, ...profile } = request.body;
      if (role === 'admin') throw forbidden('Administrator accounts can only be created by an administrator');
      const weak = app.passwordPolicy.problem(password, profile);
      if (weak) throw badRequest('Please choose a stronger password', { password: weak });
      const user = await insertUser(db, { ...profile, role, passwordHash: await hashPassword(password) });
      if (request.sessionId) await app.endSession(request, reply);
      await app.startSession(reply, user.id);
      request.user = toSessionUser(user);
      request.auditEntityId = user.id;
      return reply.status(201).send(toSessionUser(user));
    },
  );

  app.post('/api/login', { schema: { body: loginSchema }, config: { audit: { action: 'login', entity: 'user' } } }, async (request, reply) => {
    const { username, password } = request.body;
    const waitMs = await throttle.retryAfterMs(username, request.ip);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    const user = await findUserByUsername(db, username);
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !valid) {
      const delayMs = await throttle.recordFailure(username, request.ip);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      throw new HttpError(401, INVALID_LOGIN);
    }
    await throttle.recordSuccess(username, request.ip);
    request.auditEntityId = user.id;
    if (user.role === 'driver') {
      const driver = await findDriverByUser(db, user.id);
      const refusal = driver && driverSignInRefusal(driver, company);
      if (refusal) throw forbidden(refusal);
    }
    // A new id at every sign-in: the old session, if any, is ended first (session fixation).
    if (request.sessionId) await app.endSession(request, reply);
    if (user.mfaEnabledAt) {
      // ASVS 6.3.3: the password alone opens nothing; the second factor completes the sign-in.
      await app.startPendingMfa(reply, user.id);
      request.auditAction = 'login.mfa_required';
      return { mfaRequired: true };
    }
    // From here the request is the signed-in user's (the audit trail records who signed in).
    request.user = toSessionUser(user);
    await app.startSession(reply, user.id);
    return toSessionUser(user);
  });

  app.post('/api/logout', { schema: { body: z.unknown().optional() }, config: { audit: { action: 'logout' } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return reply.status(204).send();
  });
};
