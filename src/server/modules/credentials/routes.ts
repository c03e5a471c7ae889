import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  credentialCreateSchema,
  credentialResponse,
  credentialUpdateSchema,
  driverCredentialsResponse,
  expiringQuery,
  expiringResponse,
} from '../../../domain/credential';
import { todayIn } from '../../../domain/dates';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { addCredential, changeCredential, driverCredentials, expiringList } from './service';

const driverParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const credentialParams = driverParams.extend({ credentialId: z.uuid({ error: 'Not found' }) });

/** docs/decisions/042-credentials.md: a driver's credentials, their verification, and what expires soon. */
export const credentialRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  // States are judged on the company's calendar, as a trip's day is.
  const today = () => todayIn(timeZone);

  // An administrator, or the driver whose credentials they are; another driver's are "not found".
  app.get(
    '/api/drivers/:id/credentials',
    {
      schema: { params: driverParams, response: { 200: driverCredentialsResponse } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'credential.list', entity: 'driver' } },
    },
    async (request) => driverCredentials(db, caller(request), request.params.id, today()),
  );

  app.post(
    '/api/drivers/:id/credentials',
    {
      schema: { params: driverParams, body: credentialCreateSchema, response: { 201: credentialResponse } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'credential.create', entity: 'credential' } },
    },
    async (request, reply) => {
      const credential = await addCredential(db, caller(request), request.params.id, request.body, today());
      request.auditEntityId = credential.id;
      return reply.status(201).send(credential);
    },
  );

  app.put(
    '/api/drivers/:id/credentials/:credentialId',
    {
      schema: { params: credentialParams, body: credentialUpdateSchema, response: { 200: credentialResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'credential.update', entity: 'credential' } },
    },
    async (request) => {
      request.auditEntityId = request.params.credentialId;
      return changeCredential(
        db,
        caller(request),
        { driverId: request.params.id, credentialId: request.params.credentialId },
        request.body,
        today(),
      );
    },
  );

  app.get(
    '/api/credentials/expiring',
    {
      schema: { querystring: expiringQuery, response: { 200: expiringResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'credential.expiring', entity: 'credential' } },
    },
    async (request) => expiringList(db, request.query.days, today()),
  );
};
