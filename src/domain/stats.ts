import { z } from 'zod';
import { REFERRAL_STATUSES } from './statuses';

const money = z.string().describe('Dollars with two decimals, e.g. "1250.00"');

/** Decision 032: the Quick Overview shows real figures for the signed-in role, never sample ones. */
export const overviewStatsSchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('admin'),
    activeDrivers: z.number().int(),
    todaysTrips: z.number().int(),
    pendingReferrals: z.number().int(),
    revenueMonthToDate: money,
    pendingApplications: z.number().int(),
    weekOnTimePickupPercent: z
      .number()
      .nullable()
      .describe(
        "This week's on-time pickups (Monday to today), as the performance report counts them; null before any",
      ),
    weekTripsDone: z.number().int().describe('Legs completed this week, Monday to today'),
  }),
  z.object({
    role: z.literal('driver'),
    todaysTrips: z.number().int(),
    completedTrips: z.number().int(),
    earningsMonthToDate: money,
  }),
  z.object({
    role: z.literal('referral_partner'),
    referralsByStatus: z.record(z.enum(REFERRAL_STATUSES), z.number().int()),
  }),
]);
export type OverviewStats = z.infer<typeof overviewStatsSchema>;
