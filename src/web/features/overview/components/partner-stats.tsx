import { REFERRAL_STATUSES, statusText } from '@domain/statuses';
import { dashboardText } from '@/content/dashboard';
import { useOverviewStats } from '@/lib/overview-stats';

/** Decision 032: a partner's referrals by status, as small figures. */
export function PartnerStats() {
  const { data, isError } = useOverviewStats({ refreshOnOpen: true });
  const counts = data?.role === 'referral_partner' ? data.referralsByStatus : undefined;
  return (
    <section aria-labelledby="partner-stats-heading">
      <h2 id="partner-stats-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {dashboardText.partnerStatsHeading}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {REFERRAL_STATUSES.map((status) => (
          <div key={status} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white px-4 py-3">
            <dt className="text-sm font-medium text-muted capitalize">{statusText(status)}</dt>
            <dd className="flex h-9 items-center text-2xl font-bold text-brand-900 tabular-nums">
              {counts ? (
                (counts[status] ?? 0)
              ) : (
                <>
                  <span
                    aria-hidden="true"
                    className={isError ? 'text-slate-400' : 'block h-6 w-8 animate-pulse rounded bg-slate-200'}
                  >
                    {isError ? '—' : ''}
                  </span>
                  <span className="sr-only">{isError ? 'Unavailable' : 'Loading'}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
