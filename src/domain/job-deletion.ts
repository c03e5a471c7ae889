import type { JobStatus } from './statuses';

/**
 * A finished trip is a record: completed, it is billed and paid; cancelled, the cancellation and its timing are
 * charged or counted; a no-show is charged. Such a trip is never deleted, only a trip still to run (docs/decisions/
 * 083-job-management-bulk-and-kept-trips.md). The server refuses with these words; the Jobs screen does not offer it.
 */
export const KEPT_TRIP_MESSAGES: Partial<Record<JobStatus, string>> = {
  completed: 'A completed trip is kept as a record, so it cannot be deleted',
  cancelled: 'A cancelled trip is kept as a record of the cancellation, so it cannot be deleted',
  no_show: 'A no-show is kept as a record, so it cannot be deleted',
};

/** Why a job in this status cannot be deleted, or null when it can. */
export const deletionRefusal = (status: JobStatus): string | null => KEPT_TRIP_MESSAGES[status] ?? null;
