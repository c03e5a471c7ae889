import type { JobStatus, ReferralStatus } from './statuses';

export interface JobStatusTimes {
  acceptedAt?: Date;
  declinedAt?: Date;
  startedAt?: Date;
  completedAt?: Date;
}

/**
 * The times a job's status change records: the moment it reached the new status. Staying put records nothing,
 * and moving back (an administrator's correction) keeps the times already recorded, so the history survives.
 */
export function jobStatusTimes(status: JobStatus, previous: JobStatus | undefined, now: Date): JobStatusTimes {
  if (status === previous) return {};
  switch (status) {
    case 'accepted':
      return { acceptedAt: now };
    case 'declined':
      return { declinedAt: now };
    case 'in_progress':
      return { startedAt: now };
    case 'completed':
      return { completedAt: now };
    default:
      return {};
  }
}

/** A referral records when its status last changed; a write that keeps the status keeps that time. */
export function referralStatusTimes(
  status: ReferralStatus,
  previous: ReferralStatus,
  now: Date,
): { statusChangedAt?: Date } {
  return status === previous ? {} : { statusChangedAt: now };
}
