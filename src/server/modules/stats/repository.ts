import { and, count, eq, gte, inArray, lt, ne, sql, sum } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import { REFERRAL_STATUSES, type ReferralStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { drivers, jobs, referrals } from '../../db/schema';

/** Midnight of today and of the 1st of this month on the company's clock, as timestamps (decision 031: company time zone). */
const startOf = (unit: 'day' | 'month', timeZone: string) =>
  sql`(date_trunc(${unit}, now() at time zone ${timeZone}) at time zone ${timeZone})`;
const endOfToday = (timeZone: string) => sql`(${startOf('day', timeZone)} + interval '1 day')`;

const num = (rows: { n: number | string | null }[]) => Number(rows[0]?.n ?? 0);
const money = (rows: { n: string | null }[]) => Number(rows[0]?.n ?? 0).toFixed(2);

function tripsToday(timeZone: string) {
  return and(
    gte(jobs.pickupTime, startOf('day', timeZone)),
    lt(jobs.pickupTime, endOfToday(timeZone)),
    ne(jobs.status, 'declined'),
  );
}

function completedThisMonth(timeZone: string) {
  return and(eq(jobs.status, 'completed'), gte(jobs.completedAt, startOf('month', timeZone)));
}

export async function adminOverview(db: Database, timeZone: string) {
  const [activeDrivers, todaysTrips, pendingReferrals, revenue, pendingApplications] = await Promise.all([
    db
      .select({ n: count() })
      .from(drivers)
      .where(inArray(drivers.status, ['approved', 'active'])),
    db.select({ n: count() }).from(jobs).where(tripsToday(timeZone)),
    db.select({ n: count() }).from(referrals).where(eq(referrals.status, 'pending')),
    db
      .select({ n: sum(jobs.jobRate) })
      .from(jobs)
      .where(completedThisMonth(timeZone)),
    // The Drivers tab's "awaiting review" count (drivers_status_created_idx).
    db.select({ n: count() }).from(drivers).where(eq(drivers.status, 'pending')),
  ]);
  return {
    role: 'admin' as const,
    activeDrivers: num(activeDrivers),
    todaysTrips: num(todaysTrips),
    pendingReferrals: num(pendingReferrals),
    revenueMonthToDate: money(revenue),
    pendingApplications: num(pendingApplications),
  };
}

export async function driverOverview(db: Database, userId: string, timeZone: string) {
  const [driver] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, userId)).limit(1);
  if (!driver) return { role: 'driver' as const, todaysTrips: 0, completedTrips: 0, earningsMonthToDate: '0.00' };
  const mine = eq(jobs.assignedDriverId, driver.id);
  const [today, completed, earnings] = await Promise.all([
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(mine, tripsToday(timeZone))),
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(mine, eq(jobs.status, 'completed'))),
    db
      .select({ n: sum(jobs.jobRate) })
      .from(jobs)
      .where(and(mine, completedThisMonth(timeZone))),
  ]);
  return {
    role: 'driver' as const,
    todaysTrips: num(today),
    completedTrips: num(completed),
    earningsMonthToDate: money(earnings),
  };
}

export async function partnerOverview(db: Database, userId: string) {
  const rows = await db
    .select({ status: referrals.status, n: count() })
    .from(referrals)
    .where(eq(referrals.submittedByUserId, userId))
    .groupBy(referrals.status);
  const byStatus = Object.fromEntries(REFERRAL_STATUSES.map((s) => [s, 0])) as Record<ReferralStatus, number>;
  for (const row of rows) byStatus[row.status] = Number(row.n);
  return { role: 'referral_partner' as const, referralsByStatus: byStatus };
}

/** Decision 032: the Quick Overview's counts, each role seeing only what is theirs (the week's figures are added by the service). */
export function overviewFor(db: Database, user: Pick<SessionUser, 'id' | 'role'>, timeZone: string) {
  if (user.role === 'admin') return adminOverview(db, timeZone);
  if (user.role === 'driver') return driverOverview(db, user.id, timeZone);
  return partnerOverview(db, user.id);
}
