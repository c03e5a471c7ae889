import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One line of the audit trail (decision 036), as GET /api/audit answers it. No patient data, by design. */
export type AuditEntry = ApiAnswer<'get', '/api/audit'>['items'][number];

/** The screen's filters; `from` and `to` are already instants (ISO), `action` may end in '*'. */
export interface AuditFilters {
  action: string;
  entityId: string;
  from: string;
  to: string;
}

/** GET /api/audit: one page of the trail with the screen's filters. */
export function getAuditPage(filters: AuditFilters, cursor: string | null) {
  const { action, entityId, from, to } = filters;
  return api.get('/api/audit', {
    query: {
      limit: 25,
      action: action || undefined,
      entityId: entityId || undefined,
      from: from || undefined,
      to: to || undefined,
      cursor: cursor ?? undefined,
    },
  });
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
