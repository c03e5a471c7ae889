import { eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AuditEntry } from '../../../domain/audit';
import type { Page } from '../../../domain/page';
import { allOf, cursorAt, keyset, keysetOrder, toPage } from '../../db/pagination';
import { auditLog, users } from '../../db/schema';

export interface AuditFilter {
  userId?: string | undefined;
  /** An exact action, or a prefix ending in `*` ("login.*") for a family of actions. */
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** Newest first, in the order of audit_log_at_idx (at DESC NULLS LAST, id). */
export function auditListQuery(db: Database, q: AuditFilter) {
  return (
    db
      // The actor's username, so the trail reads "admin", not an id; an account is never deleted, but a
      // left join keeps the entry if it were.
      .select({ ...getTableColumns(auditLog), username: users.username, cursorAt: cursorAt(auditLog.at) })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(
        allOf(
          q.userId && eq(auditLog.userId, q.userId),
          q.action &&
            (q.action.endsWith('*')
              ? sql`${auditLog.action} like ${`${q.action.slice(0, -1)}%`}`
              : eq(auditLog.action, q.action)),
          q.entity && eq(auditLog.entity, q.entity),
          q.entityId && eq(auditLog.entityId, q.entityId),
          q.from && gte(auditLog.at, new Date(q.from)),
          q.to && lt(auditLog.at, new Date(q.to)),
          keyset(auditLog.at, auditLog.id, q.cursor),
        ),
      )
      .orderBy(...keysetOrder(auditLog.at, auditLog.id))
      .limit(q.limit + 1)
  );
}

/** A page of the audit trail as the API answers it. */
export async function listAudit(db: Database, q: AuditFilter): Promise<Page<AuditEntry>> {
  return toPage(await auditListQuery(db, q), q.limit, ({ cursorAt: _c, at, ...row }) => ({
    ...row,
    at: at.toISOString(),
  }));
}
