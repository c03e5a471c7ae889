import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationInput } from '@domain/authorization';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/riders/{id}/authorizations: the rider's authorizations with the trips counted against each. */
export const getRiderAuthorizations = (riderId: string) =>
  api.get('/api/riders/{id}/authorizations', { path: { id: riderId } });

export const riderAuthorizationsQueryOptions = (riderId: string) =>
  queryOptions({ queryKey: queryKeys.riders.authorizations(riderId), queryFn: () => getRiderAuthorizations(riderId) });

export function useRiderAuthorizations(riderId: string) {
  return useQuery(riderAuthorizationsQueryOptions(riderId));
}

/** POST /api/riders/{id}/authorizations, or PUT /api/authorizations/{id} when editing one. */
export const saveAuthorization = ({
  riderId,
  id,
  body,
}: {
  riderId: string;
  id?: string | undefined;
  body: AuthorizationInput;
}) =>
  id
    ? api.put('/api/authorizations/{id}', { path: { id }, body })
    : api.post('/api/riders/{id}/authorizations', { path: { id: riderId }, body });

export function useSaveAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAuthorization,
    onSuccess: (_saved, { riderId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.riders.authorizations(riderId) }),
  });
}
