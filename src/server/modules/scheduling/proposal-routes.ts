import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyProposalResponse,
  applyProposalSchema,
  dayProposalQuery,
  dayProposalResponse,
  proposalRequestSchema,
  proposalResponse,
} from '../../../domain/route-proposal';
import { noContent } from '../../../domain/page';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { applyProposal } from './proposal-apply';
import { dayProposal, dropProposal, readProposal, startProposal } from './proposal-service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** Proposed routes for a day (docs/decisions/064-route-proposals.md): administrators only, like the day board. */
export const proposalRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  app.post(
    '/api/dispatch/proposals',
    {
      schema: { body: proposalRequestSchema, response: { 202: proposalResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'dispatch.propose', entity: 'route_proposal' } },
    },
    async (request, reply) => {
      const proposal = await startProposal(db, request.log, caller(request).id, request.body, timeZone);
      request.auditEntityId = proposal.id;
      return reply.status(202).send(proposal);
    },
  );

  app.get(
    '/api/dispatch/proposals',
    {
      schema: { querystring: dayProposalQuery, response: { 200: dayProposalResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'dispatch.proposal', entity: 'route_proposal' } },
    },
    async (request) => ({ proposal: await dayProposal(db, request.query.date) }),
  );

  app.delete(
    '/api/dispatch/proposals/:id',
    {
      schema: { params: idParams, response: { 204: noContent } },
      config: { ...onlyFor('admin'), audit: { action: 'dispatch.drop', entity: 'route_proposal' } },
    },
    async (request, reply) => {
      await dropProposal(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/dispatch/proposals/:id',
    {
      schema: { params: idParams, response: { 200: proposalResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'dispatch.proposal', entity: 'route_proposal' } },
    },
    async (request) => readProposal(db, request.params.id),
  );

  app.post(
    '/api/dispatch/proposals/:id/apply',
    {
      schema: { params: idParams, body: applyProposalSchema, response: { 200: applyProposalResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'dispatch.apply', entity: 'route_proposal' } },
    },
    async (request) => applyProposal(db, request.params.id, request.body.driverIds, timeZone),
  );
};
