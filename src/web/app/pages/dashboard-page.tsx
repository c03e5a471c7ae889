import { Redirect } from 'wouter';
import { useAuth } from '@/lib/auth';
import { AdminDashboardPage } from './dashboard/admin-dashboard-page';
import { PartnerDashboardPage } from './dashboard/partner-dashboard-page';

/**
 * Decision 022: /dashboard is per role. Drivers have their own portal; partners see their referrals. Both
 * dashboards come with the route (their heading, figures and tab names are small); each tab's contents are their
 * own chunk, so no role loads the other's tables and forms, and the heading does not wait for a second chunk.
 */
export function DashboardPage() {
  const { user } = useAuth();
  // RequireUser renders this page only with a user; the check satisfies the type.
  if (!user) return null;
  if (user.role === 'driver') return <Redirect to="/driver-portal" replace />;
  if (user.role === 'admin') return <AdminDashboardPage user={user} />;
  return <PartnerDashboardPage user={user} />;
}
