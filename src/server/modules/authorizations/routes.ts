import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizationInput, authorizationResponse, referralBillingResponse } from '../../../domain/authorization';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { authorizationsOfRider, createAuthorization, referralBilling, updateAuthorization } from './service';

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

  // What a job made from the referral is billed under, for the job form to show before the job exists.
  app.get(
    '/api/referrals/:id/billing',
    {
      schema: { params: idParams, response: { 200: referralBillingResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'referral.billing', entity: 'referral' } },
    },
    async (request) => {
      request.auditEntityId = request.params.id;
      return referralBilling(db, request.params.id);
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
