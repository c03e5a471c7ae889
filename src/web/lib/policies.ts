import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TRIP_POLICY, type TripPolicy } from '@domain/trip-policy';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/policies: the figures in force and who last changed them. */
export const fetchPolicies = () => api.get('/api/policies');

/**
 * The company's trip policy (docs/decisions/049-company-policies.md) for the screens that count with it: the
 * driver's no-show countdown, the late-cancellation warning, the "Rider ready" confirmation. The defaults
 * stand in while it loads; the server decides in any case, and says when with its answer.
 */
export function useTripPolicy(): TripPolicy {
  const { data } = useQuery({ queryKey: queryKeys.policies(), queryFn: fetchPolicies, staleTime: 60_000 });
  return data?.trip ?? DEFAULT_TRIP_POLICY;
}
