import { useQuery } from '@tanstack/react-query';
import type { Referral } from '@domain/referral';
import { api } from '@/lib/api-client';

/** GET /api/referrals/{id}: the referral a new job is pre-filled from (D13). */
export function useReferral(id: string | null) {
  return useQuery({
    queryKey: ['/api/referrals', id],
    queryFn: () => api.get<Referral>(`/api/referrals/${encodeURIComponent(id!)}`),
    enabled: Boolean(id),
  });
}
