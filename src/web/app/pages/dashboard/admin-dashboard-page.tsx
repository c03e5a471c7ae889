import type { SessionUser } from '@domain/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { dashboardText } from '@/content/dashboard';
import { messagesCopy } from '@/content/messages';
import { AccountSettings } from '@/features/account/components/account-settings';
import { AuditTab } from '@/features/audit/components/audit-tab';
import { DriverCredentials } from '@/features/credentials/components/driver-credentials';
import { DriversTab } from '@/features/driver-admin/components/drivers-tab';
import { AdminStatCards } from '@/features/overview/components/admin-stat-cards';
import { MessageHistory } from '@/features/messages/components/message-history';
import { MessageTemplates } from '@/features/messages/components/message-templates';
import { ReferralList } from '@/features/referral-admin/components/referral-list';
import { DashboardHeader } from './dashboard-header';
import { useTabParam } from './use-tab-param';

const tabs = dashboardText.tabs;
// Four tabs share a 375 px row, so the padding narrows on phones.
const trigger = 'px-1 sm:px-3';
const ADMIN_TABS = ['drivers', 'referrals', 'settings', 'audit'] as const;

/** docs/product/screens-and-routes.md and decision 022: the admin's applications, referrals, account and audit trail. */
export function AdminDashboardPage({ user }: { user: SessionUser }) {
  const [tab, setTab] = useTabParam(ADMIN_TABS);
  return (
    <div className="bg-slate-50 pb-16">
      <DashboardHeader title={dashboardText.adminTitle} user={user} lead={dashboardText.adminLead} />
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <AdminStatCards />
        <Tabs value={tab} onValueChange={setTab} className="mt-8">
          {/* Four tabs do not fit one row at 375 px: two rows on phones, one from the small breakpoint up. */}
          <TabsList aria-label="Dashboard sections" columns="grid-cols-2 sm:grid-cols-4">
            <TabsTrigger value="drivers" className={trigger}>
              {tabs.drivers}
            </TabsTrigger>
            <TabsTrigger value="referrals" className={trigger}>
              {tabs.referrals}
            </TabsTrigger>
            <TabsTrigger value="settings" className={trigger}>
              {tabs.settings}
            </TabsTrigger>
            <TabsTrigger value="audit" className={trigger}>
              {tabs.audit}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="drivers">
            <DriversTab
              driverSection={(driver, onUploaderOpenChange) => (
                <>
                  <DriverCredentials driverId={driver.id} onUploaderOpenChange={onUploaderOpenChange} />
                  <MessageHistory subject={{ driverId: driver.id }} />
                </>
              )}
            />
          </TabsContent>
          <TabsContent value="referrals">
            <ReferralList
              admin
              heading={dashboardText.referrals.heading}
              empty={dashboardText.referrals.empty}
              referralSection={(referral) => <MessageHistory subject={{ referralId: referral.id }} />}
            />
          </TabsContent>
          <TabsContent value="settings">
            <AccountSettings
              user={user}
              companySections={[
                {
                  id: 'settings-messages',
                  title: messagesCopy.templates.title,
                  lead: messagesCopy.templates.lead,
                  content: <MessageTemplates />,
                },
              ]}
            />
          </TabsContent>
          <TabsContent value="audit">
            <AuditTab />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
