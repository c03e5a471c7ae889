import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralStatus } from '@domain/statuses';
import { toast } from '@/components/ui/use-toast';
import { dashboardText } from '@/content/dashboard';
import { api, errorMessage } from '@/lib/api-client';
import { invalidateAfterReferralChange, queryKeys } from '@/lib/query-keys';

export interface ReferralUpdate {
  status?: ReferralStatus;
  notes?: string | null;
  diagnosisCodes?: string[];
}

/** PUT /api/referrals/{id} (decision 029): an admin changes a referral's status, notes or codes, or cancels it. */
export const updateReferral = ({ id, ...update }: ReferralUpdate & { id: string }) =>
  api.put('/api/referrals/{id}', { path: { id }, body: update });

export function useUpdateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferral,
    onSuccess: (referral, variables) => {
      const cancelled = variables.status === 'cancelled' && variables.notes === undefined;
      toast(cancelled ? dashboardText.referrals.toasts.cancelled : dashboardText.referrals.toasts.updated);
      queryClient.setQueryData(queryKeys.referrals.detail(referral.id), referral);
      void invalidateAfterReferralChange(queryClient);
    },
    onError: (error) =>
      toast({
        title: dashboardText.referrals.toasts.failed.title,
        description: errorMessage(error, dashboardText.referrals.toasts.failed.description),
        variant: 'destructive',
      }),
  });
}
