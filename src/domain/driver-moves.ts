import type { JobStatus } from './statuses';

/** Job rules (decision 031): the only moves a driver may make; everything else is 409. An admin may set any status. */
export const DRIVER_JOB_MOVES: Record<JobStatus, readonly JobStatus[]> = {
  pending: ['accepted', 'declined'],
  accepted: ['in_progress'],
  in_progress: ['completed'],
  completed: [],
  declined: [],
  // Reached through their own actions (cancel; no-show after arrival and the wait), never by a status change.
  cancelled: [],
  no_show: [],
};

export function canDriverMove(from: JobStatus, to: JobStatus): boolean {
  return DRIVER_JOB_MOVES[from].includes(to);
}

/** docs/product/statuses.md: the driver's button for each next status. */
export const JOB_ACTION_LABELS: Partial<Record<JobStatus, string>> = {
  accepted: 'Accept Job',
  declined: 'Decline Job',
  in_progress: 'Start Job',
  completed: 'Mark as Complete',
};

/** Only these drivers may be given a job (docs/product/validation.md, decision 031). */
export const ASSIGNABLE_DRIVER_STATUSES = ['approved', 'active'] as const;
