import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/referrals/{id}: the referral a new job is pre-filled from (decision 029). */
export const getReferral = (id: string) => api.get('/api/referrals/{id}', { path: { id } });

export const referralQueryOptions = (id: string | null) =>
  queryOptions({ queryKey: queryKeys.referrals.detail(id), queryFn: () => getReferral(id!), enabled: Boolean(id) });

export function useReferral(id: string | null) {
  return useQuery(referralQueryOptions(id));
}
