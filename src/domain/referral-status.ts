import type { ReferralStatus } from './statuses';

/**
 * The one state machine for a referral's status (docs/decisions/014-referral-status-machine.md). Every writer
 * asks it: the administrator's edit, the job made from the referral as it moves, and the job's deletion.
 *
 * - `admin`: the administrator edits the referral; `job`: the status follows the job made from it.
 * - A cancelled referral is closed for good: it is never reopened, nor given a job.
 * - Assigned, in progress and completed describe a job, so they need one.
 * - A completed referral follows its job: only a correction of the job moves it back; it cannot be cancelled.
 */
export type ReferralStatusCause = 'admin' | 'job';

export interface ReferralStatusContext {
  /** Whether a job has been created from the referral (and still exists). */
  hasJob: boolean;
  cause: ReferralStatusCause;
}

export type ReferralStatusDecision = { allowed: true } | { allowed: false; reason: string };

const NEEDS_JOB: readonly ReferralStatus[] = ['assigned', 'in_progress', 'completed'];
const WORDS: Record<ReferralStatus, string> = {
  pending: 'pending',
  assigned: 'assigned',
  in_progress: 'in progress',
  completed: 'completed',
  cancelled: 'cancelled',
};

export function referralStatusChange(from: ReferralStatus, to: ReferralStatus, context: ReferralStatusContext): ReferralStatusDecision {
  if (from === to) return { allowed: true };
  if (from === 'cancelled') return { allowed: false, reason: 'A cancelled referral cannot be reopened; send a new referral instead' };
  if (to === 'cancelled') {
    if (from === 'completed') return { allowed: false, reason: 'A completed referral cannot be cancelled' };
    if (context.cause === 'job') return { allowed: false, reason: 'Only an administrator cancels a referral' };
    return { allowed: true };
  }
  if (NEEDS_JOB.includes(to) && !context.hasJob) {
    return { allowed: false, reason: `A referral can only be ${WORDS[to]} once a job has been created from it` };
  }
  if (from === 'completed' && context.cause === 'admin') {
    return { allowed: false, reason: 'A completed referral follows its job; correct the job instead' };
  }
  return { allowed: true };
}

/** The statuses the administrator may choose for a referral now (its own status first). */
export function referralStatusChoices(from: ReferralStatus, hasJob: boolean, all: readonly ReferralStatus[]): ReferralStatus[] {
  return all.filter((to) => referralStatusChange(from, to, { hasJob, cause: 'admin' }).allowed);
}

/** Whether a job may be created from a referral in this status. */
export function canCreateJobFrom(status: ReferralStatus): ReferralStatusDecision {
  if (status === 'cancelled') return { allowed: false, reason: 'A cancelled referral cannot be given a job' };
  if (status === 'completed') return { allowed: false, reason: 'This referral has already been completed' };
  return { allowed: true };
}
