import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccountSchema, passwordChangeSchema, profileSchema } from '../../../domain/profile';
import { hashPassword, verifyPassword } from '../../auth/password';
import { allow, requireRole, requireUser, signedIn } from '../../auth/guards';
import type { SessionStore } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { createAdmin } from './admin';
import { findUserById, toSessionUser } from './repository';

/** D17: a user's own profile and password; D3: an admin creates further admins. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database; store: SessionStore }> = async (app, { db, store }) => {
  app.put('/api/user/profile', { onRequest: signedIn, schema: { body: profileSchema }, config: { audit: { action: 'user.profile', entity: 'user' } } }, async (request) => {
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
    const row = await findUserById(db, user.id);
    if (!row || !(await verifyPassword(row.passwordHash, request.body.currentPassword))) {
      throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
    }
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
