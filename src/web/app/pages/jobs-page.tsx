import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { JobsPage } from '@/features/jobs/pages/jobs-page';
import { lazyPage } from '@/lib/lazy-page';

// Shown inside the job's dialog only, so fetched with it, not with the job list.
const JobSections = lazyPage(() => import('./job-sections'), 'JobSections');

/**
 * Job management whose edit dialog shows the job's price for its payer (docs/decisions/068-job-price.md) and the
 * emails and texts sent about the job (docs/decisions/065-notifications.md): the jobs feature imports neither.
 */
export function JobsWithSections() {
  return (
    <JobsPage
      jobSection={(jobId) => (
        <Suspense fallback={<Spinner className="flex justify-center py-6" />}>
          <JobSections jobId={jobId} />
        </Suspense>
      )}
    />
  );
}
