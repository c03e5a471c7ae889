import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payer } from '@domain/payer';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/payers for the payer filter and the build dialog. The same key and answer as the job form's choices
 * (a feature does not import another's fetcher), so both share one request and a payer change refreshes both.
 */
export const getPayerChoices = () => api.get<Payer[]>('/api/payers');

export const payerChoicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.payers.choices(), queryFn: getPayerChoices });

export function usePayerChoices() {
  return useQuery(payerChoicesQueryOptions());
}
