import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralClaimInput } from '@domain/referral-claim';
import { api } from '@/lib/api-client';
import { invalidateAfterReferralChange, queryKeys } from '@/lib/query-keys';

/**
 * POST /api/referrals/claim (docs/decisions/080-visitor-referrals-reach-the-partner.md): a referral the partner
 * sent signed out joins their referrals by its reference. Claiming twice answers the same, so no idempotency key.
 */
export const claimReferral = (input: ReferralClaimInput) => api.post('/api/referrals/claim', { body: input });

export function useClaimReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReferral,
    onSuccess: (referral) => {
      queryClient.setQueryData(queryKeys.referrals.detail(referral.id), referral);
      void invalidateAfterReferralChange(queryClient);
    },
  });
}
