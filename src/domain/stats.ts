import type { ReferralStatus } from './statuses';

/** D16: the Quick Overview shows real figures for the signed-in role, never sample ones. */
export type OverviewStats =
  | { role: 'admin'; activeDrivers: number; todaysTrips: number; pendingReferrals: number; revenueMonthToDate: string; pendingApplications: number }
  | { role: 'driver'; todaysTrips: number; completedTrips: number; earningsMonthToDate: string }
  | { role: 'referral_partner'; referralsByStatus: Record<ReferralStatus, number> };
