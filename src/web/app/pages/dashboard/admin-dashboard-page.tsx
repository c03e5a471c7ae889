import type { SessionUser } from '@domain/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { dashboardText } from '@/content/dashboard';
import { AdminStatCards } from '@/features/overview/components/admin-stat-cards';
import { lazyPage } from '@/lib/lazy-page';
import { useAfterPaint } from '@/lib/use-after-paint';
import { DashboardHeader } from './dashboard-header';
import { TabSection } from './tab-section';
import { useTabParam } from './use-tab-param';

const tabs = dashboardText.tabs;
// Four tabs share a 375 px row, so the padding narrows on phones.
const trigger = 'px-1 sm:px-3';
const ADMIN_TABS = ['drivers', 'referrals', 'settings', 'audit'] as const;

// Each tab is its own chunk, fetched when the tab is shown (or about to be: pointer or focus on its trigger).
const sections = {
  drivers: lazyPage(() => import('./drivers-section'), 'DriversSection'),
  referrals: lazyPage(() => import('./referrals-section'), 'ReferralsSection'),
  settings: lazyPage(() => import('./settings-section'), 'AdminSettingsSection'),
  audit: lazyPage(() => import('@/features/audit/components/audit-tab'), 'AuditTab'),
};
const preload = (tab: keyof typeof sections) => ({
  onPointerEnter: sections[tab].preload,
  onFocus: sections[tab].preload,
});

/** docs/product/screens-and-routes.md and decision 022: the admin's applications, referrals, account and audit trail. */
export function AdminDashboardPage({ user }: { user: SessionUser }) {
  const [tab, setTab] = useTabParam(ADMIN_TABS);
  const painted = useAfterPaint();
  return (
    <div className="bg-slate-50 pb-16">
      <DashboardHeader title={dashboardText.adminTitle} user={user} lead={dashboardText.adminLead} />
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <AdminStatCards />
        <Tabs value={tab} onValueChange={setTab} className="mt-8">
          {/* Four tabs do not fit one row at 375 px: two rows on phones, one from the small breakpoint up. */}
          <TabsList aria-label="Dashboard sections" columns="grid-cols-2 sm:grid-cols-4">
            <TabsTrigger value="drivers" className={trigger} {...preload('drivers')}>
              {tabs.drivers}
            </TabsTrigger>
            <TabsTrigger value="referrals" className={trigger} {...preload('referrals')}>
              {tabs.referrals}
            </TabsTrigger>
            <TabsTrigger value="settings" className={trigger} {...preload('settings')}>
              {tabs.settings}
            </TabsTrigger>
            <TabsTrigger value="audit" className={trigger} {...preload('audit')}>
              {tabs.audit}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="drivers">
            <TabSection ready={painted}>
              <sections.drivers />
            </TabSection>
          </TabsContent>
          <TabsContent value="referrals">
            <TabSection ready={painted}>
              <sections.referrals />
            </TabSection>
          </TabsContent>
          <TabsContent value="settings">
            <TabSection ready={painted}>
              <sections.settings user={user} />
            </TabSection>
          </TabsContent>
          <TabsContent value="audit">
            <TabSection ready={painted}>
              <sections.audit />
            </TabSection>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
