import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenInput, apiTokenResponse, createdApiTokenResponse } from '../../../domain/api-token';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { createApiToken, listApiTokens, revokeApiToken } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** API tokens for integrations (docs/decisions/102-api-tokens.md): administrators, signed in, only; no token makes tokens. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  const admin = (action: string) => ({ ...onlyFor('admin'), audit: { action, entity: 'api_token' } });

  app.get(
    '/api/api-tokens',
    {
      schema: { response: { 200: z.array(apiTokenResponse).describe('Every token, newest first; never a secret') } },
      config: admin('api_token.list'),
    },
    async () => listApiTokens(db),
  );

  app.post(
    '/api/api-tokens',
    { schema: { body: apiTokenInput, response: { 201: createdApiTokenResponse } }, config: admin('api_token.create') },
    async (request, reply) => {
      const token = await createApiToken(db, request.body, caller(request).id, timeZone);
      request.auditEntityId = token.id;
      return reply.status(201).send(token);
    },
  );

  app.post(
    '/api/api-tokens/:id/revoke',
    { schema: { params: idParams, response: { 200: apiTokenResponse } }, config: admin('api_token.revoke') },
    async (request) => revokeApiToken(db, request.params.id),
  );
};
