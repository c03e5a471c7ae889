import { statusText } from '@domain/statuses';
import { Badge } from './badge';
import { jobStatusTone } from './status-tones';

export function JobStatusBadge({ status }: { status: string }) {
  return <Badge tone={jobStatusTone(status)}>{statusText(status)}</Badge>;
}
