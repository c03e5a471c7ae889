import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * What a trip is billed under, for the forms that choose it (a job, a standing order) and billing's payer
 * filter and invoice dialog, one request shared by all: the payers, a payer's rates, the rider's workers'
 * compensation authorizations (docs/decisions/068-job-price.md, 069-authorizations.md).
 * Administrators only, as the routes are.
 */
export const getPayerChoices = () => api.get('/api/payers');

export const payerChoicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.payers.choices(), queryFn: getPayerChoices });

export function usePayerChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...payerChoicesQueryOptions(), enabled });
}

/** GET /api/payers/{id}/rates: at most one rate per level of service. */
export function usePayerRates(payerId: string | null) {
  return useQuery({
    queryKey: queryKeys.payers.rates(payerId ?? ''),
    queryFn: () => api.get('/api/payers/{id}/rates', { path: { id: payerId! } }),
    enabled: Boolean(payerId),
  });
}

/** GET /api/riders/{id}/authorizations: what a workers' compensation trip may count against. */
export function useRiderAuthorizations(riderId: string | null) {
  return useQuery({
    queryKey: queryKeys.riders.authorizations(riderId ?? ''),
    queryFn: () => api.get('/api/riders/{id}/authorizations', { path: { id: riderId! } }),
    enabled: Boolean(riderId),
  });
}
