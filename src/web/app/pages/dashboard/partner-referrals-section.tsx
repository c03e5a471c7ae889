import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { dashboardText } from '@/content/dashboard';
import { cn } from '@/lib/cn';
import { queryKeys } from '@/lib/query-keys';
import { ClaimReferralForm } from '@/features/referral-admin/components/claim-referral-form';
import { ReferralList } from '@/features/referral-admin/components/referral-list';

const text = dashboardText.referrals;

/** The partner's Referrals tab: their referrals with live status and Refresh, and the form to claim one sent signed out. */
export function PartnerReferralsSection() {
  const queryClient = useQueryClient();
  return (
    <>
      <ReferralList
        admin={false}
        heading={text.partnerHeading}
        empty={text.partnerEmpty}
        actions={(refresh, refreshing) => (
          <Button
            variant="secondary"
            disabled={refreshing}
            onClick={() => {
              refresh();
              void queryClient.invalidateQueries({ queryKey: queryKeys.stats.overview() });
            }}
          >
            <RefreshCw aria-hidden="true" className={cn('size-4', refreshing && 'animate-spin')} />
            {text.refresh}
          </Button>
        )}
      />
      <ClaimReferralForm className="mt-8" />
    </>
  );
}
