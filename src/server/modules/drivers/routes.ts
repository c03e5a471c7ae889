import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { driverDocumentsSchema, driverSchema } from '../../../domain/driver';
import { driverStatusUpdateSchema } from '../../../domain/job';
import { pageOf } from '../../../domain/page';
import { todayIn } from '../../../domain/dates';
import { DRIVER_STATUSES } from '../../../domain/statuses';
import { caller, forSignedIn, onlyFor } from '../../auth/access';
import type { SessionStore } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { idempotent } from '../../idempotency';
import { applicationBody } from './application';
import {
  assignableDrivers,
  decideDriver,
  driverList,
  ownDriver,
  refuseOtherApplicants,
  replaceDocuments,
  submitApplication,
} from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

export interface DriverRouteOptions {
  db: Database;
  store: SessionStore;
  /** The company's zone: credentials are judged on its calendar day. */
  timeZone: string;
  /** Applications one address may submit per hour. */
  applyLimit: number;
}

export const driverRoutes: FastifyPluginAsyncZod<DriverRouteOptions> = async (
  app,
  { db, store, timeZone, applyLimit },
) => {
  app.post(
    '/api/drivers',
    {
      schema: { body: applicationBody, response: { 201: driverSchema } },
      config: {
        rateLimit: { max: applyLimit, timeWindow: '1 hour' },
        audit: { action: 'driver.create', entity: 'driver' },
      },
      preValidation: async (request) =>
        refuseOtherApplicants(db, request.user, request.headers['idempotency-key'] !== undefined),
    },
    async (request, reply) => {
      let newDriverUserId: string | undefined;
      const result = await idempotent(db, request, 'drivers.create', async (tx) => {
        const { driver, newUserId } = await submitApplication(
          tx,
          request.body,
          { user: request.user, sessionId: request.sessionId },
          app.passwordPolicy,
        );
        newDriverUserId = newUserId;
        return { statusCode: 201, body: driver };
      });
      request.auditEntityId = result.body.id;
      // The new applicant is signed in straight away (as registration does), so the browser lands on their
      // portal and its next step instead of an empty sign-in form. Only when this request made the account:
      // a replayed answer (Idempotency-Key) never hands out a session. A fresh id ends the visitor's one.
      if (newDriverUserId) {
        if (request.sessionId) await app.endSession(request, reply);
        await app.startSession(reply, newDriverUserId);
      }
      return reply.status(201).send(result.body);
    },
  );

  // Permissions (decision 021): the list and decisions on applications are the admin's.
  app.get(
    '/api/drivers',
    {
      schema: {
        querystring: z.object({ status: z.enum(DRIVER_STATUSES).optional(), ...pageQuery }),
        response: { 200: pageOf(driverSchema) },
      },
      config: { ...onlyFor('admin'), audit: { action: 'driver.list', entity: 'driver' } },
    },
    async (request) => driverList(db, request.query),
  );

  app.get(
    '/api/drivers/assignable',
    {
      schema: { response: { 200: z.array(driverSchema) } },
      config: { ...onlyFor('admin'), audit: { action: 'driver.list', entity: 'driver' } },
    },
    async () => assignableDrivers(db),
  );

  app.put(
    '/api/drivers/:id',
    {
      schema: { params: idParams, body: driverStatusUpdateSchema, response: { 200: driverSchema } },
      config: { ...onlyFor('admin'), audit: { action: 'driver.status', entity: 'driver' } },
    },
    async (request) => {
      const driver = await decideDriver(db, store, request.params.id, request.body, todayIn(timeZone));
      // A change of vehicle alone is recorded under its own name; a status decision keeps driver.status.
      if (!request.body.status) request.auditAction = 'driver.vehicle';
      return driver;
    },
  );

  app.get(
    '/api/drivers/me',
    {
      schema: { response: { 200: driverSchema } },
      config: { ...forSignedIn, audit: { action: 'driver.read', entity: 'driver' } },
    },
    async (request) => ownDriver(db, caller(request).id),
  );

  app.put(
    '/api/drivers/me/documents',
    {
      schema: { body: driverDocumentsSchema, response: { 200: driverSchema } },
      config: { ...onlyFor('driver'), audit: { action: 'driver.documents', entity: 'driver' } },
    },
    async (request) => replaceDocuments(db, caller(request).id, request.body),
  );
};
