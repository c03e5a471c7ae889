import { MessageHistory } from '@/features/messages/components/message-history';
import { JobsPage } from '@/features/jobs/pages/jobs-page';
import { JobPrice } from '@/features/payers/components/job-price';

/**
 * Job management whose edit dialog shows the job's price for its payer (docs/decisions/068-job-price.md) and the
 * emails and texts sent about the job (docs/decisions/065-notifications.md): the jobs feature imports neither.
 */
export function JobsWithSections() {
  return (
    <JobsPage
      jobSection={(jobId) => (
        <div className="grid gap-6">
          <JobPrice jobId={jobId} />
          <MessageHistory subject={{ jobId }} />
        </div>
      )}
    />
  );
}
