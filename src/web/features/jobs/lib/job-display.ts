import type { JobListItem } from '@domain/job';
import { jobsCopy } from '@/content/jobs';

/** docs/product/screens-and-routes.md: the driver's full name, 'Unassigned', or 'Unknown Driver' when the record is gone. */
export function assignedDriverText(job: Pick<JobListItem, 'assignedDriverId' | 'assignedDriverName'>): string {
  if (!job.assignedDriverId) return jobsCopy.unassigned;
  return job.assignedDriverName ?? jobsCopy.unknownDriver;
}
