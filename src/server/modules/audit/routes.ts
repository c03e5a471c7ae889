import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema } from '../../../domain/audit';
import { pageOf } from '../../../domain/page';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { auditTrail } from './service';

const query = z.object({
  userId: z.uuid().optional(),
  action: z.string().max(64).optional(),
  entity: z.string().max(32).optional(),
  entityId: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).optional(),
  ...pageQuery,
});

/** Decision 036: the audit trail, newest first, for administrators only. Reading it is itself recorded. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/audit',
    {
      schema: { querystring: query, response: { 200: pageOf(auditEntrySchema) } },
      config: { ...onlyFor('admin'), audit: { action: 'audit.read' } },
    },
    async (request) => auditTrail(db, request.query),
  );
};
