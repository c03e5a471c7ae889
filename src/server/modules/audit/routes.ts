import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allow } from '../../auth/guards';
import type { Database } from '../../db/client';
import { pageQuery, toPage } from '../../db/pagination';
import { auditListQuery } from './repository';

const query = z.object({
  userId: z.uuid().optional(),
  action: z.string().max(64).optional(),
  entity: z.string().max(32).optional(),
  entityId: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).optional(),
  ...pageQuery,
});

/** D21: the audit trail, newest first, for administrators only. Reading it is itself recorded. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/audit', { onRequest: allow('admin'), schema: { querystring: query }, config: { audit: { action: 'audit.read' } } }, async (request) => {
    const q = request.query;
    const rows = await auditListQuery(db, q);
    return toPage(rows, q.limit, ({ cursorAt: _c, at, ...row }) => ({ ...row, at: at.toISOString() }));
  });
};

