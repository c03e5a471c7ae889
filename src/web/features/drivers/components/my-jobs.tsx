import { CalendarClock, MapPin, Phone } from 'lucide-react';
import { statusText, type JobStatus } from '@domain/statuses';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { driverPortalCopy as copy } from '@/content/driver-application';
import { useCompany } from '@/lib/company-profile';
import { formatMoney } from '@/lib/format';
import { useDriverJobs } from '../api/get-driver-jobs';

/** SPEC.md section 4's job colours. */
const JOB_TONES: Record<JobStatus, BadgeTone> = { pending: 'yellow', accepted: 'blue', declined: 'red', in_progress: 'purple', completed: 'green' };

/** My Jobs: the driver's trips (read only here; the status actions come with the operations issue). */
export function MyJobs({ driverId }: { driverId: string | undefined }) {
  const company = useCompany();
  const jobs = useDriverJobs(driverId);
  const time = (value: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: company.timeZone }).format(new Date(value));

  return (
    <section aria-labelledby="my-jobs-heading">
      <h2 id="my-jobs-heading" className="text-xl font-semibold text-brand-900">
        My Jobs
      </h2>
      {jobs.isLoading ? (
        <div className="mt-4 flex justify-center py-8">
          <Spinner label="Loading jobs" />
        </div>
      ) : jobs.isError ? (
        <p className="mt-4 text-danger">Your jobs could not be loaded. Please reload the page.</p>
      ) : !jobs.data?.length ? (
        <Card className="mt-4 p-6 text-center">
          <p className="font-semibold text-ink">{copy.noJobs}</p>
          <p className="mt-1 text-sm text-muted">{copy.noJobsLead}</p>
        </Card>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <Card className="grid gap-2 p-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold text-ink">{job.patientName}</h3>
                  <Badge tone={JOB_TONES[job.status] ?? 'neutral'}>{statusText(job.status)}</Badge>
                </div>
                <p className="flex items-center gap-2 text-sm text-muted">
                  <Phone aria-hidden="true" className="size-4" /> {job.patientPhone}
                </p>
                <p className="text-sm font-semibold text-ink">{formatMoney(job.jobRate)}</p>
                <p className="flex items-start gap-2 text-sm">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>
                    {job.pickupAddress}
                    <span className="flex items-center gap-1 text-muted">
                      <CalendarClock aria-hidden="true" className="size-3.5" /> {time(job.pickupTime)}
                    </span>
                  </span>
                </p>
                <p className="flex items-start gap-2 text-sm">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
                  <span>
                    {job.dropoffAddress}
                    <span className="flex items-center gap-1 text-muted">
                      <CalendarClock aria-hidden="true" className="size-3.5" /> {time(job.dropoffTime)}
                    </span>
                  </span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
