import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Authorization } from '@domain/authorization';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/riders/{id}/authorizations: what a workers' compensation trip may count against
 * (docs/decisions/069-authorizations.md). The riders feature has its own fetcher; a feature never imports another.
 */
export const getRiderAuthorizations = (riderId: string) =>
  api.get<Authorization[]>(`/api/riders/${encodeURIComponent(riderId)}/authorizations`);

export function useRiderAuthorizations(riderId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.riders.authorizations(riderId ?? ''),
      queryFn: () => getRiderAuthorizations(riderId!),
    }),
    enabled: Boolean(riderId),
  });
}
