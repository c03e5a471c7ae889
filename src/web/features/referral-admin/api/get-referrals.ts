import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReferralStatus } from '@domain/statuses';
import { api } from '@/lib/api-client';
import { listPageQuery } from '@/lib/list-page';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/referrals: newest first; an admin sees all, a partner their own (the server decides, decision 021). */
export const getReferrals = (status: ReferralStatus | '', cursor: string | null) =>
  api.get('/api/referrals', { query: listPageQuery(status, cursor) });

export const referralsQueryOptions = (status: ReferralStatus | '') =>
  infiniteQueryOptions({
    queryKey: queryKeys.referrals.list({ status }),
    queryFn: ({ pageParam }) => getReferrals(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** `live`: a partner's list is fetched again each time the dashboard opens, for live status (decision 022). */
export function useReferralList(status: ReferralStatus | '', { live = false }: { live?: boolean } = {}) {
  return useInfiniteQuery({ ...referralsQueryOptions(status), ...(live && { refetchOnMount: 'always' as const }) });
}
