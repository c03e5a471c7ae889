import type { AuditEntry } from '../../../domain/audit';
import type { Page } from '../../../domain/page';
import type { Database } from '../../db/client';
import { listAudit, type AuditFilter } from './repository';

/** Decision 036: a page of the audit trail, newest first. */
export function auditTrail(db: Database, filter: AuditFilter): Promise<Page<AuditEntry>> {
  return listAudit(db, filter);
}
