import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginResultSchema,
  loginSchema,
  registerSchema,
  sessionAnswerSchema,
  sessionUserSchema,
} from '../../../domain/auth';
import type { CompanyProfile } from '../../../domain/company';
import { noContent } from '../../../domain/page';
import { caller, forSignedIn } from '../../auth/access';
import type { LoginThrottle } from '../../auth/login-throttle';
import type { Database } from '../../db/client';
import { Accounts, toSessionUser } from './service';

export interface AccountRouteOptions {
  db: Database;
  throttle: LoginThrottle;
  /** Per-address limit on sign-ups (requests per 15 minutes). */
  registerLimit: number;
  /** Whom a refused driver should call. */
  company: Pick<CompanyProfile, 'phone' | 'email'>;
}

const signedInUser = { schema: { response: { 200: sessionUserSchema } }, config: forSignedIn };

export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (
  app,
  { db, throttle, registerLimit, company },
) => {
  const accounts = new Accounts({ db, throttle, policy: app.passwordPolicy });

  app.get('/api/user', signedInUser, async (request) => caller(request));
  // The browser's session check: a visitor is a normal answer here, not an error (docs/decisions/004).
  app.get('/api/session', { schema: { response: { 200: sessionAnswerSchema } } }, async (request) => ({
    user: request.user,
  }));
  // docs/product/api-calls.md: the signed-in home page reads the same user from this path.
  app.get('/api/auth/user', signedInUser, async (request) => caller(request));

  app.post(
    '/api/register',
    {
      schema: { body: registerSchema, response: { 201: sessionUserSchema } },
      config: {
        rateLimit: { max: registerLimit, timeWindow: '15 minutes' },
        audit: { action: 'register', entity: 'user' },
      },
    },
    async (request, reply) => {
      const user = await accounts.register(request.body);
      if (request.sessionId) await app.endSession(request, reply);
      await app.startSession(reply, user.id);
      request.user = toSessionUser(user);
      request.auditEntityId = user.id;
      return reply.status(201).send(request.user);
    },
  );

  app.post(
    '/api/login',
    {
      schema: { body: loginSchema, response: { 200: loginResultSchema } },
      config: { audit: { action: 'login', entity: 'user' } },
    },
    async (request, reply) => {
      const user = await accounts.checkPassword(request.body.username, request.body.password, request.ip);
      request.auditEntityId = user.id;
      await accounts.refuseBarredDriver(user, company);
      // A new id at every sign-in: the old session, if any, is ended first (session fixation).
      if (request.sessionId) await app.endSession(request, reply);
      if (user.mfaEnabledAt) {
        // ASVS 6.3.3: the password alone opens nothing; the second factor completes the sign-in.
        await app.startPendingMfa(reply, user.id);
        request.auditAction = 'login.mfa_required';
        return { mfaRequired: true as const };
      }
      // From here the request is the signed-in user's (the audit trail records who signed in).
      request.user = toSessionUser(user);
      await app.startSession(reply, user.id);
      return request.user;
    },
  );

  app.post(
    '/api/logout',
    { schema: { body: z.unknown().optional(), response: { 204: noContent } }, config: { audit: { action: 'logout' } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );
};
