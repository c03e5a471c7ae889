import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/payers: every payer by name; a few dozen at most, so not paged (docs/decisions/067-payers-and-rates.md). */
export const getPayers = () => api.get('/api/payers');

export const payersQueryOptions = () => queryOptions({ queryKey: queryKeys.payers.list(), queryFn: getPayers });

export function usePayers() {
  return useQuery(payersQueryOptions());
}
