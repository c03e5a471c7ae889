import { dashboardText } from '@/content/dashboard';
import { MessageHistory } from '@/features/messages/components/message-history';
import { ReferralList } from '@/features/referral-admin/components/referral-list';

/** The admin's Referrals tab: every referral, whose view shows the messages sent about it. */
export function ReferralsSection() {
  return (
    <ReferralList
      admin
      heading={dashboardText.referrals.heading}
      empty={dashboardText.referrals.empty}
      referralSection={(referral) => <MessageHistory subject={{ referralId: referral.id }} />}
    />
  );
}
