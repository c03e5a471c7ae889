import { type ReactNode } from 'react';
import { ArrowRight, Briefcase, ChartLine, ClipboardList, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { dashboardText } from '@/content/dashboard';
import { useOverviewStats } from '@/lib/overview-stats';

const text = dashboardText.stats;

function Figure({ value, isError }: { value: number | undefined; isError: boolean }) {
  if (value !== undefined) return <>{new Intl.NumberFormat('en-US').format(value)}</>;
  if (isError) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-400">
          —
        </span>
        <span className="sr-only">Unavailable</span>
      </>
    );
  }
  return (
    <>
      <span aria-hidden="true" className="block h-8 w-14 animate-pulse rounded-md bg-slate-200" />
      <span className="sr-only">Loading</span>
    </>
  );
}

function StatCard({
  icon,
  label,
  note,
  children,
}: {
  icon: ReactNode;
  label: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-4 p-4 sm:p-5">
      <span className="rounded-lg bg-brand-50 p-2.5 text-brand-800">{icon}</span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="text-sm font-semibold text-ink">
          {label}
          <span className="block font-normal text-muted">{note}</span>
        </dt>
        <dd className="flex h-10 items-center text-3xl font-bold tracking-tight text-brand-900 tabular-nums">
          {children}
        </dd>
      </dl>
    </Card>
  );
}

/** docs/product/screens-and-routes.md and decision 032: live counts, and the way to /jobs. */
export function AdminStatCards() {
  const { data, isError } = useOverviewStats({ refreshOnOpen: true });
  const stats = data?.role === 'admin' ? data : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={<Users aria-hidden="true" className="size-6" />}
        label={text.activeDrivers}
        note={text.activeDriversNote}
      >
        <Figure value={stats?.activeDrivers} isError={isError} />
      </StatCard>
      <StatCard
        icon={<ClipboardList aria-hidden="true" className="size-6" />}
        label={text.pendingReferrals}
        note={text.pendingReferralsNote}
      >
        <Figure value={stats?.pendingReferrals} isError={isError} />
      </StatCard>
      <StatCard
        icon={<ChartLine aria-hidden="true" className="size-6" />}
        label={text.onTimeWeek}
        note={text.onTimeWeekNote(stats?.weekTripsDone)}
      >
        {stats && stats.weekOnTimePickupPercent === null ? (
          <span className="text-lg font-semibold text-muted">{text.onTimeNone}</span>
        ) : stats ? (
          <Link
            href="/reports"
            className="underline-offset-4 hover:underline"
            aria-label={`${stats.weekOnTimePickupPercent}%, ${text.reportsLink}`}
          >
            {stats.weekOnTimePickupPercent}%
          </Link>
        ) : (
          <Figure value={undefined} isError={isError} />
        )}
      </StatCard>
      <Card className="relative flex items-start gap-4 p-4 focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-300 sm:p-5">
        <span className="rounded-lg bg-brand-700 p-2.5 text-white">
          <Briefcase aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-ink">{text.jobs}</h2>
          <p className="text-sm text-muted">{text.jobsNote}</p>
          {/* The link covers the card, so the whole card is the touch target. */}
          <Link
            href="/jobs"
            className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 after:absolute after:inset-0 focus:outline-none"
          >
            {text.jobsLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </Card>
    </div>
  );
}
