import { MessageHistory } from '@/features/messages/components/message-history';
import { JobsPage } from '@/features/jobs/pages/jobs-page';

/** Job management whose edit dialog shows the emails and texts sent about the job (docs/decisions/065-notifications.md). */
export function JobsWithMessages() {
  return <JobsPage jobSection={(jobId) => <MessageHistory subject={{ jobId }} />} />;
}
