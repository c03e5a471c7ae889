import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralLeg } from '@domain/trip';
import { api } from '@/lib/api-client';
import { invalidateAfterJobChange, queryKeys } from '@/lib/query-keys';

/** GET /api/referrals/{id}/legs: the trips made from the referral, for its partner's "Cancel ride". */
export const useReferralLegs = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.referrals.legs(id),
    queryFn: () => api.get('/api/referrals/{id}/legs', { path: { id: id! } }),
    enabled: id !== null,
  });

export interface PartnerCancellation {
  legs: ReferralLeg[];
  reason: string;
  note: string | null;
}

/**
 * The partner's cancellation: the way there with its return in one request when both go (so they go together
 * or not at all), each other chosen leg on its own (docs/decisions/047-legs-returns-cancellations.md).
 */
async function cancelLegs({ legs, reason, note }: PartnerCancellation): Promise<void> {
  const returns = legs.filter((leg) => leg.leg === 'return');
  const outbound = legs.filter((leg) => leg.leg === 'outbound');
  const bundled = outbound.length === 1 && returns.length === 1;
  for (const leg of bundled ? outbound : legs) {
    await api.post('/api/jobs/{id}/cancel', { path: { id: leg.id }, body: { reason, note, cancelReturn: bundled } });
  }
}

export function useCancelLegs() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelLegs, onSettled: () => invalidateAfterJobChange(queryClient) });
}
