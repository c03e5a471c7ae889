import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import type { RiderTrips as Trips } from '@domain/rider';
import { TRANSPORT_TYPE_LABELS, statusLabel } from '@domain/statuses';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { JobStatusBadge, ReferralStatusBadge } from '@/components/ui/status-badges';
import { ridersCopy } from '@/content/riders';
import { formatAppointment, formatJobTime } from '@/lib/dates';
import { useRiderTrips } from '../api/get-rider-trips';

const { detail } = ridersCopy;

/** The rider's recent jobs and referrals, side by side on desktop. */
export function RiderTrips({ riderId, timeZone }: { riderId: string; timeZone: string }) {
  const trips = useRiderTrips(riderId);
  if (trips.isPending) return <Spinner label="Loading trips" />;
  if (trips.isError) return <p role="alert">{detail.tripsFailed}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <JobsOfRider jobs={trips.data.jobs} timeZone={timeZone} />
      <ReferralsOfRider referrals={trips.data.referrals} timeZone={timeZone} />
    </div>
  );
}

function JobsOfRider({ jobs, timeZone }: { jobs: Trips['jobs']; timeZone: string }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-semibold text-ink">{detail.jobs}</h2>
      {jobs.length === 0 ? (
        <p className="mt-3 text-muted">{detail.noJobs}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {jobs.map((job) => (
            <li key={job.id} className="grid gap-1 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink">{formatJobTime(job.pickupTime, timeZone)}</span>
                <JobStatusBadge status={job.status} />
              </div>
              <p className="text-sm wrap-anywhere text-ink">
                {job.pickupAddress} <span className="text-muted">{detail.to}</span> {job.dropoffAddress}
              </p>
              <p className="text-sm text-muted">
                {LEVEL_OF_SERVICE_LABELS[job.levelOfService]} · {job.assignedDriverName ?? detail.unassigned}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ReferralsOfRider({ referrals, timeZone }: { referrals: Trips['referrals']; timeZone: string }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-semibold text-ink">{detail.referrals}</h2>
      {referrals.length === 0 ? (
        <p className="mt-3 text-muted">{detail.noReferrals}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {referrals.map((referral) => (
            <li key={referral.id} className="grid gap-1 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono text-sm font-semibold text-ink">{referral.reference}</span>
                <ReferralStatusBadge status={referral.status} />
              </div>
              <p className="text-sm text-ink">
                {formatAppointment(referral.appointmentDate, referral.appointmentTime, timeZone)}
              </p>
              <p className="text-sm text-muted">{statusLabel(TRANSPORT_TYPE_LABELS, referral.transportType)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
