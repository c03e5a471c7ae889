import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  driverApplicationSchema,
  driverDocumentsSchema,
  driverProfileFields,
} from '../../../domain/driver';
import { newPasswordSchema, usernameSchema } from '../../../domain/auth';
import { allow, requireRole, requireUser, signedIn } from '../../auth/guards';
import type { SessionStore } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { conflict, forbidden, HttpError, notFound } from '../../errors';
import { idempotent } from '../../idempotency';
import { zodFieldErrors } from '../../validation';
import { applyAsUser, applyAsVisitor, checkDocuments } from './application';
import { findDriverByUser, listAssignableDrivers, listDrivers, setDriverStatus, toDriver, updateDriverDocuments } from './repository';
import { DRIVER_STATUSES } from '../../../domain/statuses';
import { driverStatusUpdateSchema } from '../../../domain/job';
import { pageQuery } from '../../db/pagination';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** Statuses that end a driver's sessions: they may no longer work, and must not keep a live session. */
const SIGNED_OUT_STATUSES: string[] = ['suspended', 'inactive', 'rejected'];

export interface DriverRouteOptions {
  db: Database;
  store: SessionStore;
  /** Applications one address may submit per hour. */
  applyLimit: number;
}

// The account fields are optional in the declared shape: a signed-in user applies without them (D8), and a
// visitor's body is then checked against the full application schema.
const applicationBody = driverProfileFields.extend({
  username: usernameSchema.optional(),
  password: newPasswordSchema.optional(),
  confirmPassword: z.string().max(200).optional(),
});

export const driverRoutes: FastifyPluginAsyncZod<DriverRouteOptions> = async (app, { db, store, applyLimit }) => {
  app.post(
    '/api/drivers',
    { schema: { body: applicationBody }, config: { rateLimit: { max: applyLimit, timeWindow: '1 hour' }, audit: { action: 'driver.create', entity: 'driver' } } },
    async (request, reply) => {
      const user = request.user;
      if (user && user.role !== 'driver') throw forbidden('Sign out first to apply as a new driver');
      let newDriverUserId: string | undefined;
      const result = await idempotent(db, request, 'drivers.create', async (tx) => {
        if (user) {
          if (await findDriverByUser(tx, user.id)) throw conflict('You have already applied');
          return { statusCode: 201, body: toDriver({ ...(await applyAsUser(tx, request.body, user.id)), tripsCompleted: 0 }) };
        }
        const parsed = driverApplicationSchema.safeParse(request.body);
        if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields', zodFieldErrors(parsed.error));
        const driver = await applyAsVisitor(tx, parsed.data, { sessionId: request.sessionId }, app.passwordPolicy);
        newDriverUserId = driver.userId;
        return { statusCode: 201, body: toDriver({ ...driver, tripsCompleted: 0 }) };
      });
      request.auditEntityId = (result.body as { id: string }).id;
      // The new applicant is signed in straight away (as registration does), so the browser lands on their
      // portal and its next step instead of an empty sign-in form. Only when this request made the account:
      // a replayed answer (Idempotency-Key) never hands out a session. A fresh id ends the visitor's one.
      if (newDriverUserId) {
        if (request.sessionId) await app.endSession(request, reply);
        await app.startSession(reply, newDriverUserId);
      }
      return reply.status(result.statusCode).send(result.body);
    },
  );

  // D4: the list and decisions on applications are the admin's.
  app.get(
    '/api/drivers',
    { onRequest: allow('admin'), schema: { querystring: z.object({ status: z.enum(DRIVER_STATUSES).optional(), ...pageQuery }) }, config: { audit: { action: 'driver.list', entity: 'driver' } } },
    async (request) => {
      requireRole(request, 'admin');
      return listDrivers(db, request.query);
    },
  );

  app.get('/api/drivers/assignable', { onRequest: allow('admin'), config: { audit: { action: 'driver.list', entity: 'driver' } } }, async (request) => {
    requireRole(request, 'admin');
    return listAssignableDrivers(db);
  });

  app.put('/api/drivers/:id', { onRequest: allow('admin'), schema: { params: idParams, body: driverStatusUpdateSchema }, config: { audit: { action: 'driver.status', entity: 'driver' } } }, async (request) => {
    requireRole(request, 'admin');
    const updated = await setDriverStatus(db, request.params.id, request.body.status, request.body.rejectionReason);
    if (!updated) throw notFound();
    // ASVS 7.4.2: a driver who may no longer work is signed out everywhere at once.
    if (SIGNED_OUT_STATUSES.includes(updated.status)) await store.destroyForUser(updated.userId);
    return toDriver(updated);
  });

  app.get('/api/drivers/me', { onRequest: signedIn, config: { audit: { action: 'driver.read', entity: 'driver' } } }, async (request) => {
    const user = requireUser(request);
    const driver = await findDriverByUser(db, user.id);
    if (!driver) throw notFound('No driver application has been submitted for this account');
    return toDriver(driver);
  });

  // D10: replaced documents stay stored (audit trail); the driver record points at the new ones.
  app.put('/api/drivers/me/documents', { onRequest: allow('driver'), schema: { body: driverDocumentsSchema }, config: { audit: { action: 'driver.documents', entity: 'driver' } } }, async (request) => {
    const user = requireRole(request, 'driver');
    const driver = await findDriverByUser(db, user.id);
    if (!driver) throw notFound('No driver application has been submitted for this account');
    await checkDocuments(db, request.body, { userId: user.id });
    const { licenseUrl, insuranceUrl, w9Url } = request.body;
    const updated = await updateDriverDocuments(db, driver.id, {
      ...(licenseUrl && { licenseUrl }),
      ...(insuranceUrl && { insuranceUrl }),
      ...(w9Url && { w9Url }),
    });
    return toDriver(updated);
  });
};
