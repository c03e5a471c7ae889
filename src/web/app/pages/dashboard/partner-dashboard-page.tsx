import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Send } from 'lucide-react';
import { Link } from 'wouter';
import type { SessionUser } from '@domain/auth';
import { Button, buttonClasses } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { dashboardText } from '@/content/dashboard';
import { cn } from '@/lib/cn';
import { queryKeys } from '@/lib/query-keys';
import { AccountSettings } from '@/features/account/components/account-settings';
import { PartnerStats } from '@/features/overview/components/partner-stats';
import { ClaimReferralForm } from '@/features/referral-admin/components/claim-referral-form';
import { ReferralList } from '@/features/referral-admin/components/referral-list';
import { DashboardHeader } from './dashboard-header';
import { useTabParam } from './use-tab-param';

const PARTNER_TABS = ['referrals', 'settings'] as const;

const text = dashboardText.referrals;

/** Dashboard per role (decision 022): a referral partner follows their own referrals, with live status, and keeps their account. */
export function PartnerDashboardPage({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useTabParam(PARTNER_TABS);
  return (
    <div className="bg-slate-50 pb-16">
      <DashboardHeader title={dashboardText.partnerTitle} user={user} lead={dashboardText.partnerLead}>
        <Link href="/referral" className={cn(buttonClasses({ size: 'lg' }), 'w-full sm:w-auto')}>
          <Send aria-hidden="true" className="size-5" />
          {text.referCase}
        </Link>
      </DashboardHeader>
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <PartnerStats />
        <Tabs value={tab} onValueChange={setTab} className="mt-8">
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="referrals">{dashboardText.tabs.referrals}</TabsTrigger>
            <TabsTrigger value="settings">{dashboardText.tabs.settings}</TabsTrigger>
          </TabsList>
          <TabsContent value="referrals">
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
          </TabsContent>
          <TabsContent value="settings">
            <AccountSettings user={user} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
