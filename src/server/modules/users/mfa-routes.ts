import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUserSchema } from '../../../domain/auth';
import { mfaEnableResultSchema, mfaSetupSchema } from '../../../domain/mfa';
import { noContent } from '../../../domain/page';
import { caller, onlyFor } from '../../auth/access';
import type { LoginThrottle } from '../../auth/login-throttle';
import type { Database } from '../../db/client';
import { TwoStepSignIn } from './mfa-service';
import { toSessionUser } from './service';

const codeBody = z.object({ code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(20) });

export interface MfaRouteOptions {
  db: Database;
  sessionSecret: string;
  issuer: string;
  throttle: LoginThrottle;
}

/** ASVS 6.3.3: administrators enrol an authenticator app and then sign in with it. */
export const mfaRoutes: FastifyPluginAsyncZod<MfaRouteOptions> = async (
  app,
  { db, sessionSecret, issuer, throttle },
) => {
  const twoStep = new TwoStepSignIn(db, sessionSecret, issuer, throttle);

  app.post(
    '/api/login/mfa',
    {
      schema: { body: codeBody, response: { 200: sessionUserSchema } },
      config: { audit: { action: 'login.mfa', entity: 'user' } },
    },
    async (request, reply) => {
      const user = await twoStep.pendingUser(request.pendingMfaUserId);
      request.auditEntityId = user.id;
      await twoStep.completeSignIn(user, request.body.code, request.log);
      await app.endSession(request, reply);
      await app.startSession(reply, user.id);
      request.user = toSessionUser(user);
      return request.user;
    },
  );

  app.post(
    '/api/user/mfa/setup',
    {
      schema: { response: { 200: mfaSetupSchema } },
      config: { ...onlyFor('admin'), audit: { action: 'user.mfa.setup', entity: 'user' } },
    },
    async (request) => twoStep.startSetup(caller(request).id),
  );

  app.post(
    '/api/user/mfa/enable',
    {
      schema: { body: codeBody, response: { 200: mfaEnableResultSchema } },
      config: { ...onlyFor('admin'), audit: { action: 'user.mfa.enable', entity: 'user' } },
    },
    async (request) => twoStep.enable(caller(request).id, request.body.code, request.log),
  );

  app.post(
    '/api/user/mfa/disable',
    {
      schema: {
        body: z.object({
          password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128),
        }),
        response: { 204: noContent },
      },
      config: { ...onlyFor('admin'), audit: { action: 'user.mfa.disable', entity: 'user' } },
    },
    async (request, reply) => {
      await twoStep.disable(caller(request).id, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
