import { eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allow } from '../../auth/guards';
import type { Database } from '../../db/client';
import { allOf, cursorAt, keysetDescending, pageQuery, toPage } from '../../db/pagination';
import { auditLog } from '../../db/schema';

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
    const rows = await db
      .select({ ...getTableColumns(auditLog), cursorAt: cursorAt(auditLog.at) })
      .from(auditLog)
      .where(
        allOf(
          q.userId && eq(auditLog.userId, q.userId),
          // "login.*" style prefixes let the screen show a family of actions.
          q.action && (q.action.endsWith('*') ? sql`${auditLog.action} like ${`${q.action.slice(0, -1)}%`}` : eq(auditLog.action, q.action)),
          q.entity && eq(auditLog.entity, q.entity),
          q.entityId && eq(auditLog.entityId, q.entityId),
          q.from && gte(auditLog.at, new Date(q.from)),
          q.to && lt(auditLog.at, new Date(q.to)),
          keysetDescending(auditLog.at, auditLog.id, q.cursor),
        ),
      )
      .orderBy(sql`${auditLog.at} desc`, sql`${auditLog.id} desc`)
      .limit(q.limit + 1);
    return toPage(rows, q.limit, ({ cursorAt: _c, at, ...row }) => ({ ...row, at: at.toISOString() }));
  });
};

