import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A new order started from a rider's page or a referral fills in from them (GET of each, administrators). */
export const useRiderToFill = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.riders.detail(id ?? ''),
    queryFn: () => api.get('/api/riders/{id}', { path: { id: id! } }),
    enabled: Boolean(id),
  });

export const useReferralToFill = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.referrals.detail(id),
    queryFn: () => api.get('/api/referrals/{id}', { path: { id: id! } }),
    enabled: Boolean(id),
  });
