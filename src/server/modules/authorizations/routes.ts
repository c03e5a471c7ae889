import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizationInput, authorizationResponse } from '../../../domain/authorization';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { authorizationsOfRider, createAuthorization, updateAuthorization } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/**
 * Riders' workers' compensation authorizations (docs/decisions/069-authorizations.md): rider data, so
 * administrators only and every read and change audited, as riders are (docs/decisions/044-riders.md).
 */
export const authorizationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/riders/:id/authorizations',
    {
      schema: {
        params: idParams,
        response: {
          200: z.array(authorizationResponse).describe("The rider's authorizations, the latest ending first"),
        },
      },
      config: { ...onlyFor('admin'), audit: { action: 'rider.authorizations', entity: 'rider' } },
    },
    async (request) => {
      request.auditEntityId = request.params.id;
      return authorizationsOfRider(db, request.params.id);
    },
  );

  app.post(
    '/api/riders/:id/authorizations',
    {
      schema: { params: idParams, body: authorizationInput, response: { 201: authorizationResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'authorization.create', entity: 'authorization' } },
    },
    async (request, reply) => {
      const authorization = await createAuthorization(db, request.params.id, request.body);
      request.auditEntityId = authorization.id;
      return reply.status(201).send(authorization);
    },
  );

  app.put(
    '/api/authorizations/:id',
    {
      schema: { params: idParams, body: authorizationInput, response: { 200: authorizationResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'authorization.update', entity: 'authorization' } },
    },
    async (request) => {
      request.auditEntityId = request.params.id;
      return updateAuthorization(db, request.params.id, request.body);
    },
  );
};
