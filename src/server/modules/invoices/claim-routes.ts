import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimListQuery, claimResponse } from '../../../domain/claim-answer';
import { pageOf } from '../../../domain/page';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { correctClaim } from './claim-corrections';
import { claimById, listClaims } from './claims';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/**
 * Claims across invoices with what came back for them (docs/decisions/101-posting-claim-answers.md): the denials
 * worklist is `?status=rejected,denied`. Administrators only.
 */
export const claimRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (app, { db, timeZone }) => {
  const admin = (action: string) => ({ ...onlyFor('admin'), audit: { action, entity: 'claim' } });

  app.get(
    '/api/claims',
    {
      schema: {
        querystring: claimListQuery.extend(pageQuery),
        response: { 200: pageOf(claimResponse) },
      },
      config: { ...admin('claim.list'), tokenScopes: ['claims:read'] },
    },
    async (request) =>
      listClaims(db, { statuses: request.query.status, cursor: request.query.cursor, limit: request.query.limit }),
  );

  app.get(
    '/api/claims/:id',
    {
      schema: { params: idParams, response: { 200: claimResponse } },
      config: { ...admin('claim.read'), tokenScopes: ['claims:read'] },
    },
    async (request) => claimById(db, request.params.id),
  );

  app.post(
    '/api/claims/:id/correct',
    {
      schema: {
        params: idParams,
        body: z
          .object({
            acknowledgeProblems: z
              .boolean()
              .optional()
              .describe('Send it although the claim checks still list problems (the clerk holds what they ask for)'),
          })
          .strict()
          .default({}),
        response: { 200: claimResponse },
      },
      config: admin('claim.correct'),
    },
    async (request) => correctClaim(db, request.params.id, request.body, timeZone),
  );
};
