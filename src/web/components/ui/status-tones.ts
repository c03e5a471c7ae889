import { DRIVER_STATUS_LABELS } from '@domain/statuses';
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

/** The portal's words for a driver status; an unknown value shows as it is. */
export function driverStatusLabel(status: string): string {
  return (DRIVER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** Referrals: done green, waiting yellow, under way (assigned, in progress) blue, cancelled grey. */
export function referralStatusTone(status: string): BadgeTone {
  if (status === 'completed') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'cancelled') return 'neutral';
  return 'blue';
}
