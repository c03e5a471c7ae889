import type { JobStatus } from '@domain/statuses';
import type { BadgeTone } from './badge';

/**
 * One colour per meaning, the same on every screen: may drive (approved, active) green, waiting (pending)
 * yellow, stopped by a decision (rejected, suspended) red, resting (inactive) grey.
 */
export function driverStatusTone(status: string): BadgeTone {
  if (status === 'approved' || status === 'active') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'inactive') return 'neutral';
  return 'red';
}

/** Referrals: done green, waiting yellow, under way (assigned, in progress) blue, cancelled grey. */
export function referralStatusTone(status: string): BadgeTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'cancelled') return 'neutral';
  return 'blue';
}

/** docs/product/statuses.md's job colours; shared by job management and the driver's My Jobs. */
const JOB_STATUS_TONES: Record<JobStatus, BadgeTone> = {
  pending: 'yellow',
  accepted: 'blue',
  declined: 'red',
  in_progress: 'purple',
  completed: 'green',
  cancelled: 'neutral',
  no_show: 'red',
};

export function jobStatusTone(status: string): BadgeTone {
  return JOB_STATUS_TONES[status as JobStatus] ?? 'neutral';
}

/** A credential's state: valid green, expiring amber, expired or missing red, unverified grey. */
export function credentialStateTone(state: string): BadgeTone {
  if (state === 'valid') return 'green';
  if (state === 'expiring') return 'yellow';
  if (state === 'unverified') return 'neutral';
  return 'red';
}
