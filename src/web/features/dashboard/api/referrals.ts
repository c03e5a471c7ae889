import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Referral } from '@domain/referral';
import type { ReferralStatus } from '@domain/statuses';
import { toast } from '@/components/ui/use-toast';
import { dashboardText } from '@/content/dashboard';
import { api, errorMessage } from '@/lib/api-client';
import { overviewStatsQueryKey } from './get-overview-stats';
import { fetchPage } from './list-query';

export const referralsQueryKey = ['/api/referrals'] as const;

/**
 * The referrals, newest first (an admin sees all, a partner their own: the server decides, D4).
 * A partner's list is fetched again each time the dashboard opens, for live status (D5).
 */
export function useReferralList(status: ReferralStatus | '', { live = false }: { live?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: [...referralsQueryKey, { status }],
    queryFn: ({ pageParam }) => fetchPage<Referral>('/api/referrals', status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...(live && { refetchOnMount: 'always' as const }),
  });
}

export interface ReferralUpdate {
  status?: ReferralStatus;
  notes?: string | null;
}

/** D13: an admin changes a referral's status or notes, or cancels it. */
export function useUpdateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...update }: ReferralUpdate & { id: string }) => api.put<Referral>(`/api/referrals/${id}`, update),
    onSuccess: (referral, variables) => {
      const cancelled = variables.status === 'cancelled' && variables.notes === undefined;
      toast(cancelled ? dashboardText.referrals.toasts.cancelled : dashboardText.referrals.toasts.updated);
      queryClient.setQueryData(['/api/referrals', referral.id], referral);
      void queryClient.invalidateQueries({ queryKey: referralsQueryKey });
      void queryClient.invalidateQueries({ queryKey: overviewStatsQueryKey });
    },
    onError: (error) =>
      toast({ title: dashboardText.referrals.toasts.failed.title, description: errorMessage(error, dashboardText.referrals.toasts.failed.description), variant: 'destructive' }),
  });
}
