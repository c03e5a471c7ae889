import { statusText, type JobStatus } from '@domain/statuses';
import { Badge, type BadgeTone } from './badge';

/** SPEC.md section 4's job colours; shared by job management and the driver's My Jobs. */
export const JOB_STATUS_TONES: Record<JobStatus, BadgeTone> = {
  pending: 'yellow',
  accepted: 'blue',
  declined: 'red',
  in_progress: 'purple',
  completed: 'green',
};

/** The status as text with the underscore shown as a space ('in progress'). */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge tone={JOB_STATUS_TONES[status] ?? 'neutral'}>{statusText(status)}</Badge>;
}
