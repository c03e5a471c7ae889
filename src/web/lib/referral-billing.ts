import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/referrals/{id}/billing: the carrier and the authorization a job or a standing order made from a
 * workers' compensation referral is billed under (docs/decisions/069-authorizations.md), for their forms to show
 * them chosen.
 */
export function useReferralBilling(id: string | null) {
  return useQuery({
    queryKey: queryKeys.referrals.billing(id),
    queryFn: () => api.get('/api/referrals/{id}/billing', { path: { id: id! } }),
    enabled: Boolean(id),
  });
}
