import { TripMoney } from '@/components/trip-money';
import { MessageHistory } from '@/features/messages/components/message-history';
import { JobPrice } from '@/features/payers/components/job-price';

/** What the trip is billed beside what the driver is paid, its price for its payer and the messages sent about it, under the job's form. */
export function JobSections({ jobId }: { jobId: string }) {
  return (
    <div className="grid gap-6">
      <TripMoney jobId={jobId} />
      <JobPrice jobId={jobId} />
      <MessageHistory subject={{ jobId }} />
    </div>
  );
}
