import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@domain/page';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One line of the audit trail (decision 036), as GET /api/audit answers it. No patient data, by design. */
export interface AuditEntry {
  id: string;
  at: string;
  userId: string | null;
  /** The actor's username, when someone was signed in. */
  username?: string | null;
  role: 'admin' | 'driver' | 'referral_partner' | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  statusCode: number;
  ip: string | null;
  requestId: string | null;
  method: string | null;
  route: string | null;
}

/** The screen's filters; `from` and `to` are already instants (ISO), `action` may end in '*'. */
export interface AuditFilters {
  action: string;
  entityId: string;
  from: string;
  to: string;
}

/** GET /api/audit: one page of the trail with the screen's filters. */
export function getAuditPage(filters: AuditFilters, cursor: string | null): Promise<Page<AuditEntry>> {
  const params = new URLSearchParams({ limit: '25' });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return api.get<Page<AuditEntry>>(`/api/audit?${params.toString()}`);
}

export const auditTrailQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.audit.list(filters),
    queryFn: ({ pageParam }) => getAuditPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The trail, newest first, a page at a time (decisions 035 and 036). */
export function useAuditTrail(filters: AuditFilters) {
  return useInfiniteQuery(auditTrailQueryOptions(filters));
}
