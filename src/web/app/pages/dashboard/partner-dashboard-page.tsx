import { Send } from 'lucide-react';
import { Link } from 'wouter';
import type { SessionUser } from '@domain/auth';
import { buttonClasses } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { dashboardText } from '@/content/dashboard';
import { cn } from '@/lib/cn';
import { PartnerStats } from '@/features/overview/components/partner-stats';
import { lazyPage } from '@/lib/lazy-page';
import { useAfterPaint } from '@/lib/use-after-paint';
import { DashboardHeader } from './dashboard-header';
import { TabSection } from './tab-section';
import { useTabParam } from './use-tab-param';

const PARTNER_TABS = ['referrals', 'settings'] as const;

const text = dashboardText.referrals;

// Each tab is its own chunk, fetched when the tab is shown (or about to be).
const ReferralsSection = lazyPage(() => import('./partner-referrals-section'), 'PartnerReferralsSection');
const SettingsSection = lazyPage(() => import('@/features/account/components/account-settings'), 'AccountSettings');

/** Dashboard per role (decision 022): a referral partner follows their own referrals, with live status, and keeps their account. */
export function PartnerDashboardPage({ user }: { user: SessionUser }) {
  const [tab, setTab] = useTabParam(PARTNER_TABS);
  const painted = useAfterPaint();
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
            <TabsTrigger value="referrals" onPointerEnter={ReferralsSection.preload} onFocus={ReferralsSection.preload}>
              {dashboardText.tabs.referrals}
            </TabsTrigger>
            <TabsTrigger value="settings" onPointerEnter={SettingsSection.preload} onFocus={SettingsSection.preload}>
              {dashboardText.tabs.settings}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="referrals">
            <TabSection ready={painted}>
              <ReferralsSection />
            </TabSection>
          </TabsContent>
          <TabsContent value="settings">
            <TabSection ready={painted}>
              <SettingsSection user={user} />
            </TabSection>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
