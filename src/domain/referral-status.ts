import { statusText, type JobStatus, type ReferralStatus } from './statuses';

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
export function referralStatusChange(
  from: ReferralStatus,
  to: ReferralStatus,
  context: ReferralStatusContext,
): ReferralStatusDecision {
  if (from === to) return { allowed: true };
  if (from === 'cancelled')
    return { allowed: false, reason: 'A cancelled referral cannot be reopened; send a new referral instead' };
  if (to === 'cancelled') {
    if (from === 'completed') return { allowed: false, reason: 'A completed referral cannot be cancelled' };
    // Its jobs cancel it only when every leg was cancelled (docs/decisions/047-legs-returns-cancellations.md).
    return { allowed: true };
  }
  if (NEEDS_JOB.includes(to) && !context.hasJob) {
    return { allowed: false, reason: `A referral can only be ${statusText(to)} once a job has been created from it` };
  }
  if (from === 'completed' && context.cause === 'admin') {
    return { allowed: false, reason: 'A completed referral follows its job; correct the job instead' };
  }
  return { allowed: true };
}

/** The statuses the administrator may choose for a referral now (its own status first). */
export function referralStatusChoices(
  from: ReferralStatus,
  hasJob: boolean,
  all: readonly ReferralStatus[],
): ReferralStatus[] {
  return all.filter((to) => referralStatusChange(from, to, { hasJob, cause: 'admin' }).allowed);
}

/** Whether a job may be created from a referral in this status. */
export function canCreateJobFrom(status: ReferralStatus): ReferralStatusDecision {
  if (status === 'cancelled') return { allowed: false, reason: 'A cancelled referral cannot be given a job' };
  if (status === 'completed') return { allowed: false, reason: 'This referral has already been completed' };
  return { allowed: true };
}

/** What a referral needs to know of the job made from it. */
export interface JobOfReferral {
  status: JobStatus;
  assignedDriverId: string | null;
}

/** A referral follows the job made from it; a declined job puts it back in the queue. */
export function referralStatusFromJob(job: JobOfReferral): ReferralStatus {
  switch (job.status) {
    case 'cancelled':
    case 'no_show':
      return 'cancelled';
    case 'completed':
      return 'completed';
    case 'in_progress':
      return 'in_progress';
    case 'accepted':
      return 'assigned';
    case 'declined':
      return 'pending';
    default:
      return job.assignedDriverId ? 'assigned' : 'pending';
  }
}

const ENDED_UNSERVED: readonly JobStatus[] = ['cancelled', 'no_show'];
const ALONG: readonly JobStatus[] = ['declined', 'pending', 'accepted', 'in_progress'];

/**
 * The one leg a referral follows when it has several (docs/decisions/047-legs-returns-cancellations.md): when every
 * leg was cancelled or missed, that; else, once every other leg is completed, a completed one; else the leg
 * furthest along. A no-show counts with the cancellations: the ride did not happen.
 */
export function legToFollow(legs: readonly JobOfReferral[]): JobOfReferral | null {
  if (legs.length === 0) return null;
  const live = legs.filter((leg) => !ENDED_UNSERVED.includes(leg.status));
  if (live.length === 0) return legs[0]!;
  const open = live.filter((leg) => leg.status !== 'completed');
  if (open.length === 0) return live[0]!;
  const rank = (leg: JobOfReferral) => ALONG.indexOf(leg.status) * 2 + (leg.assignedDriverId ? 1 : 0);
  return open.reduce((best, leg) => (rank(leg) > rank(best) ? leg : best));
}

/**
 * Why a referral's status would change:
 * - `admin`: the administrator edits it (`status` absent: only its notes);
 * - `job` with a job: a job made from it was created or changed, and the referral follows it;
 * - `job` with null: a job made from it was deleted.
 */
export type ReferralChange =
  { cause: 'admin'; status?: ReferralStatus | undefined } | { cause: 'job'; job: JobOfReferral | null };

export interface ReferralNow {
  status: ReferralStatus;
  /** Whether a job made from the referral exists (after the change that is being applied). */
  hasJob: boolean;
}

/**
 * What to do with a referral: write it (`assignedDriverId` absent: leave the driver as it is), leave it as it is,
 * or refuse the administrator with the machine's reason. A job never fails because its referral cannot follow
 * it (a cancelled referral stays cancelled): the referral is then left alone.
 */
export type ReferralPlan =
  | { kind: 'write'; status: ReferralStatus; assignedDriverId?: string | null }
  | { kind: 'keep' }
  | { kind: 'refuse'; reason: string };

export function planReferralChange(current: ReferralNow, change: ReferralChange): ReferralPlan {
  if (change.cause === 'admin') {
    const status = change.status ?? current.status;
    const decision = referralStatusChange(current.status, status, { hasJob: current.hasJob, cause: 'admin' });
    return decision.allowed ? { kind: 'write', status } : { kind: 'refuse', reason: decision.reason };
  }
  if (change.job) {
    // A cancelled referral is closed for good, whatever its legs do next.
    if (current.status === 'cancelled') return { kind: 'keep' };
    const status = referralStatusFromJob(change.job);
    if (!referralStatusChange(current.status, status, { hasJob: true, cause: 'job' }).allowed) return { kind: 'keep' };
    return {
      kind: 'write',
      status,
      assignedDriverId: change.job.status === 'declined' ? null : change.job.assignedDriverId,
    };
  }
  // A job was deleted: while another job made from the referral remains, the referral keeps following that one;
  // with none left it can only be pending again (or stay cancelled).
  if (current.hasJob || current.status === 'pending') return { kind: 'keep' };
  if (!referralStatusChange(current.status, 'pending', { hasJob: false, cause: 'job' }).allowed)
    return { kind: 'keep' };
  return { kind: 'write', status: 'pending', assignedDriverId: null };
}
