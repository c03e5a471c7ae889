import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserSchema } from '../../../domain/auth';
import { noContent } from '../../../domain/page';
import { adminAccountSchema, passwordChangeSchema, profileSchema } from '../../../domain/profile';
import { caller, forSignedIn, onlyFor } from '../../auth/access';
import type { SessionStore } from '../../auth/session-store';
import type { LoginThrottle } from '../../auth/login-throttle';
import type { Database } from '../../db/client';
import { Accounts, toSessionUser } from './service';

/** Settings (decision 033): a user's own profile and password; decision 003: an admin creates further admins. */
export interface SettingsRouteOptions {
  db: Database;
  store: SessionStore;
  /** A wrong current password counts as a failed sign-in: a stolen session cannot guess the password faster. */
  throttle: LoginThrottle;
  /** Profile changes one address may make per hour (the email check must not become an enumeration oracle). */
  profileLimit: number;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRouteOptions> = async (
  app,
  { db, store, throttle, profileLimit },
) => {
  const accounts = new Accounts({ db, throttle, policy: app.passwordPolicy });

  app.put(
    '/api/user/profile',
    {
      schema: { body: profileSchema, response: { 200: sessionUserSchema } },
      config: {
        ...forSignedIn,
        rateLimit: { max: profileLimit, timeWindow: '1 hour' },
        audit: { action: 'user.profile', entity: 'user' },
      },
    },
    async (request) => toSessionUser(await accounts.changeProfile(caller(request).id, request.body)),
  );

  app.put(
    '/api/user/password',
    {
      schema: { body: passwordChangeSchema, response: { 204: noContent } },
      config: { ...forSignedIn, audit: { action: 'user.password', entity: 'user' } },
    },
    async (request, reply) => {
      await accounts.changePassword(caller(request), request.body, {
        ip: request.ip,
        store,
        keepSession: request.sessionId ?? undefined,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/users',
    {
      schema: { body: adminAccountSchema, response: { 201: sessionUserSchema } },
      config: { ...onlyFor('admin'), audit: { action: 'user.admin.create', entity: 'user' } },
    },
    async (request, reply) => {
      const admin = await accounts.createAdmin(request.body);
      request.auditEntityId = admin.id;
      return reply.status(201).send(toSessionUser(admin));
    },
  );
};
