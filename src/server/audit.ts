import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { auditLog } from './db/schema';
import { routedPath } from './routed-path';
import { RefusalTally, type AuditRow } from './audit-refusals';

/** What a route records in the audit trail (decision 036): the action and the kind of record it touches. */
export interface AuditSpec {
  action: string;
  entity?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditSpec;
  }
  interface FastifyRequest {
    /** Set by a handler that creates a record, so the trail names the new id. */
    auditEntityId?: string;
    /** Set by a handler whose outcome needs a more exact name than success or failure. */
    auditAction?: string;
  }
}

const DENIED = new Set([401, 403]);

/**
 * Writes one audit row per audited request after the answer is sent, and one for every refused authorization
 * anywhere in the API. Rows carry ids, never patient data. A failed write is logged, never shown to the caller.
 */
export function recordAudit(app: FastifyInstance, db: Database) {
  // Every list read of patient data writes a row, so the insert is prepared once rather than built each time.
  const column = (name: string) => sql.placeholder(name);
  const insert = db
    .insert(auditLog)
    .values({
      userId: column('userId'),
      role: column('role'),
      action: column('action'),
      entity: column('entity'),
      entityId: column('entityId'),
      statusCode: column('statusCode'),
      ip: column('ip'),
      requestId: column('requestId'),
      method: column('method'),
      route: column('route'),
      tokenId: column('tokenId'),
      tokenName: column('tokenName'),
    })
    .prepare('audit_insert');
  // Written after the answer has gone, so a shutdown could otherwise close the pool under them: onClose waits.
  const pending = new Set<Promise<unknown>>();
  const write = (row: AuditRow) => {
    const done = insert
      .execute({ ...row })
      .catch((error: unknown) => app.log.error({ err: error, action: row.action }, 'audit write failed'));
    pending.add(done);
    void done.finally(() => pending.delete(done));
    return done;
  };
  const refusals = new RefusalTally(write);
  // Closes the counting windows of past minutes; per instance, as the counts are this instance's memory.
  const closeWindows = setInterval(() => refusals.flush(false), 60_000);
  closeWindows.unref();
  app.addHook('onClose', async () => {
    clearInterval(closeWindows);
    refusals.flush();
    await Promise.allSettled([...pending]);
  });
  app.addHook('onResponse', async (request, reply) => {
    const spec = request.routeOptions.config.audit;
    const denied = DENIED.has(reply.statusCode) && /^\/(api|objects)\//.test(routedPath(request));
    // Every use of an API token is on the trail, read or write (docs/decisions/102-api-tokens.md).
    if (!spec && !denied && !request.apiToken) return;
    // A wrong password is a failed sign-in, not a refused authorization.
    const action =
      request.auditAction ??
      (denied && spec?.action !== 'login'
        ? 'access.denied'
        : outcome(spec ?? { action: 'api_token.use' }, reply.statusCode));
    const row: AuditRow = {
      userId: request.user?.id ?? null,
      role: request.user?.role ?? null,
      action,
      entity: spec?.entity ?? null,
      entityId: request.auditEntityId ?? entityIdOf(request),
      statusCode: reply.statusCode,
      ip: request.ip,
      requestId: request.id,
      method: request.method,
      // A refusal's route is a pattern (or one name for all unrouted paths), so refusals cannot multiply rows by path.
      route:
        request.routeOptions.url ??
        (RefusalTally.isRefusal(reply.statusCode, Boolean(request.user)) ? '(unrouted)' : request.url.split('?')[0]!),
      tokenId: request.apiToken?.id ?? null,
      tokenName: request.apiToken?.name ?? null,
    };
    if (RefusalTally.isRefusal(reply.statusCode, Boolean(request.user)) && !refusals.admit(row)) return;
    await write(row);
  });
}

/** `login` becomes `login.success` or `login.failure`; other actions note a failure the same way. */
function outcome(spec: AuditSpec, status: number): string {
  return status < 400 ? `${spec.action}${spec.action === 'login' ? '.success' : ''}` : `${spec.action}.failure`;
}

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The record a request names in its address. Only a record id is kept: whatever else a caller typed there (a
 * probe, a pasted query) names no record and must not be written into the trail, or shown back in it.
 */
function entityIdOf(request: FastifyRequest): string | null {
  const params = request.params as Record<string, string> | undefined;
  const id = params?.id ?? params?.driverId;
  return id !== undefined && RECORD_ID.test(id) ? id : null;
}
