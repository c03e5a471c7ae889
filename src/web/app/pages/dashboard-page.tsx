import { Redirect } from 'wouter';
import { AdminDashboardPage } from './dashboard/admin-dashboard-page';
import { PartnerDashboardPage } from './dashboard/partner-dashboard-page';
import { useAuth } from '@/lib/auth';

/** Decision 022: /dashboard is per role. Drivers have their own portal; partners see their referrals. */
export function DashboardPage() {
  const { user } = useAuth();
  // RequireUser renders this page only with a user; the check satisfies the type.
  if (!user) return null;
  if (user.role === 'driver') return <Redirect to="/driver-portal" replace />;
  if (user.role === 'admin') return <AdminDashboardPage user={user} />;
  return <PartnerDashboardPage user={user} />;
}
