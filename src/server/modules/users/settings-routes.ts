import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccountSchema, passwordChangeSchema, profileSchema } from '../../../domain/profile';
import { hashPassword, verifyPassword } from '../../auth/password';
import { allow, requireRole, requireUser, signedIn } from '../../auth/guards';
import type { SessionStore } from '../../auth/session-store';
import { tooManyAttempts, type LoginThrottle } from '../../auth/login-throttle';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { createAdmin } from './admin';
import { findUserById, toSessionUser } from './repository';

/** D17: a user's own profile and password; D3: an admin creates further admins. */
export interface SettingsRouteOptions {
  db: Database;
  store: SessionStore;
  /** A wrong current password counts as a failed sign-in: a stolen session cannot guess the password faster. */
  throttle: LoginThrottle;
  /** Profile changes one address may make per hour (the email check must not become an enumeration oracle). */
  profileLimit: number;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRouteOptions> = async (app, { db, store, throttle, profileLimit }) => {
  app.put('/api/user/profile', { onRequest: signedIn, schema: { body: profileSchema }, config: { rateLimit: { max: profileLimit, timeWindow: '1 hour' }, audit: { action: 'user.profile', entity: 'user' } } }, async (request) => {
    const user = requireUser(request);
    const { firstName, lastName, email } = request.body;
    try {
      const [row] = await db
        .update(users)
        .set({ firstName: firstName || null, lastName: lastName || null, email, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return toSessionUser(row!);
    } catch (error) {
      if (uniqueViolation(error) === 'users_email_lower_key') throw conflict('Email is already registered', { email: 'Email is already registered' });
      throw error;
    }
  });

  app.put('/api/user/password', { onRequest: signedIn, schema: { body: passwordChangeSchema }, config: { audit: { action: 'user.password', entity: 'user' } } }, async (request, reply) => {
    const user = requireUser(request);
    const waitMs = await throttle.retryAfterMs(user.username, request.ip);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    const row = await findUserById(db, user.id);
    if (!row || !(await verifyPassword(row.passwordHash, request.body.currentPassword))) {
      await throttle.recordFailure(user.username, request.ip);
      throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
    }
    await throttle.recordSuccess(user.username, request.ip);
    const weak = app.passwordPolicy.problem(request.body.newPassword, row);
    if (weak) throw badRequest('Please choose a stronger password', { newPassword: weak });
    await db.update(users).set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: new Date() }).where(eq(users.id, user.id));
    // ASVS 7.4.3: a new password ends the user's other sessions.
    await store.destroyForUser(user.id, request.sessionId ?? undefined);
    return reply.status(204).send();
  });

  app.post('/api/admin/users', { onRequest: allow('admin'), schema: { body: adminAccountSchema }, config: { audit: { action: 'user.admin.create', entity: 'user' } } }, async (request, reply) => {
    requireRole(request, 'admin');
    const { username, email, password, firstName, lastName } = request.body;
    const weak = app.passwordPolicy.problem(password, { username, email, firstName, lastName });
    if (weak) throw badRequest('Please choose a stronger password', { password: weak });
    const admin = await createAdmin(db, { username, email, password, firstName, lastName });
    request.auditEntityId = admin.id;
    return reply.status(201).send(toSessionUser(admin));
  });
};
