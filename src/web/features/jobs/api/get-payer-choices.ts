import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payer } from '@domain/payer';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/payers: the payers a job may be billed to (docs/decisions/068-job-price.md). A few dozen at most, so
 * the whole list. The payers feature has its own fetcher; a feature never imports another.
 */
export const getPayerChoices = () => api.get<Payer[]>('/api/payers');

export const payerChoicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.payers.choices(), queryFn: getPayerChoices });

export function usePayerChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...payerChoicesQueryOptions(), enabled });
}
