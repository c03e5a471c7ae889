import type { Role } from '@domain/roles';
import type { OverviewStats } from '@domain/stats';
import { memberHome } from '@/content/member-home';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useOverviewStats } from '@/lib/overview-stats';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** The server's answer as display values, in the order of the role's labels. */
function figures(stats: OverviewStats): string[] {
  switch (stats.role) {
    case 'admin':
      return [
        count(stats.activeDrivers),
        count(stats.todaysTrips),
        count(stats.pendingReferrals),
        formatMoney(stats.revenueMonthToDate, { compact: true }),
      ];
    case 'driver':
      return [
        count(stats.todaysTrips),
        count(stats.completedTrips),
        formatMoney(stats.earningsMonthToDate, { compact: true }),
      ];
    case 'referral_partner': {
      const s = stats.referralsByStatus;
      return [s.pending, s.assigned, s.in_progress, s.completed].map(count);
    }
  }
}

/**
 * Decision 032: real figures for the signed-in role. The tiles and their labels render at once, from the
 * session's role, and only the numbers wait, so nothing moves when they arrive (no layout shift).
 */
export function QuickOverview({ role }: { role: Role }) {
  const { data, isPending, isError } = useOverviewStats();
  const { overview } = memberHome;
  const labels = overview.labels[role];
  // A stale or mismatched answer (role changed mid-session) is treated as not yet known.
  const values = data && data.role === role ? figures(data) : null;

  return (
    <section
      aria-labelledby="quick-overview"
      aria-busy={isPending}
      className="border-b border-slate-200 bg-white px-4 py-10 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id="quick-overview" className="text-xl font-bold text-brand-900">
            {overview.heading}
          </h2>
          <p className="text-sm text-muted">{isError ? overview.unavailable : overview.notes[role]}</p>
        </div>
        <dl className={cn('mt-6 grid grid-cols-2 gap-4', labels.length === 4 ? 'lg:grid-cols-4' : 'sm:grid-cols-3')}>
          {labels.map((label, i) => (
            <div
              key={label}
              className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-slate-50 px-4 py-4 sm:px-5"
            >
              <dt className="mt-1 text-sm font-medium text-muted">{label}</dt>
              <dd className="flex h-10 items-center text-3xl font-bold tracking-tight text-brand-900 tabular-nums">
                {values ? (
                  values[i]
                ) : isError ? (
                  <>
                    <span aria-hidden="true" className="text-slate-400">
                      —
                    </span>
                    <span className="sr-only">Unavailable</span>
                  </>
                ) : (
                  <>
                    <span aria-hidden="true" className="block h-8 w-20 animate-pulse rounded-md bg-slate-200" />
                    <span className="sr-only">Loading</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
