import { useQuery } from '@tanstack/react-query';
import type { ReferrerDefaults } from '@domain/referral';
import { useAuth } from '@/lib/auth';
import { api } from '@/lib/api-client';

export const referrerDefaultsQueryKey = ['/api/referrals/referrer-defaults'] as const;

/**
 * A signed-in partner's name, organization, phone and email, so they need not type them each time.
 * Only partners may ask (the server answers 401/403 to anyone else), so nobody else calls it.
 */
export function useReferrerDefaults(): { defaults: ReferrerDefaults | undefined; isLoading: boolean } {
  const { user } = useAuth();
  const isPartner = user?.role === 'referral_partner';
  const query = useQuery({
    queryKey: referrerDefaultsQueryKey,
    queryFn: () => api.get<ReferrerDefaults>(referrerDefaultsQueryKey[0]),
    enabled: isPartner,
  });
  return { defaults: isPartner ? query.data : undefined, isLoading: isPartner && query.isLoading };
}
