import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferrerDefaults } from '@domain/referral';
import { useAuth } from '@/lib/auth';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/referrals/referrer-defaults. */
export const getReferrerDefaults = () => api.get('/api/referrals/referrer-defaults');

export const referrerDefaultsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.referrals.referrerDefaults(), queryFn: getReferrerDefaults });

/**
 * A signed-in partner's name, organization, phone and email, so they need not type them each time.
 * Only partners may ask (the server answers 401/403 to anyone else), so nobody else calls it.
 */
export function useReferrerDefaults(): { defaults: ReferrerDefaults | undefined; isLoading: boolean } {
  const { user } = useAuth();
  const isPartner = user?.role === 'referral_partner';
  const query = useQuery({ ...referrerDefaultsQueryOptions(), enabled: isPartner });
  return { defaults: isPartner ? query.data : undefined, isLoading: isPartner && query.isLoading };
}
