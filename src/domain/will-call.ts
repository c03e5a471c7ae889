import type { JobStatus } from './statuses';

/**
 * "Rider ready" on a will-call return (docs/decisions/047-legs-returns-cancellations.md, amended 2026-11-27): the
 * return is called only once its rider is on board the way there, or the way there is done, and is never picked up
 * before the way there drops them off. Pure, so the rule is tested without a database.
 */

/** The outbound leg as the rule reads it. */
export interface OutboundLeg {
  status: JobStatus;
  pickupTime: Date | null;
  dropoffTime: Date | null;
  pickedUpAt: Date | null;
  completedAt: Date | null;
}

/** The reason code a refused "Rider ready" answers with (409, in `reasons`). */
export const OUTBOUND_NOT_DONE = 'outbound_not_done';

/** How long a return takes when its way there gives no times to go by. */
const DEFAULT_RIDE_MINUTES = 45;

/**
 * Why the return cannot be called yet, in the words dispatch reads; null when it can. Picked up is enough: the
 * drop-off of a phone without signal may reach the server after the clinic calls (docs/decisions/059-steps-without-signal.md),
 * and the return then waits for the scheduled drop-off. A return with no outbound leg on record is not held back.
 */
export function riderReadyRefusal(outbound: OutboundLeg | undefined): string | null {
  if (!outbound) return null;
  switch (outbound.status) {
    case 'completed':
      return null;
    case 'cancelled':
      return 'The way there was cancelled, so there is no return to schedule';
    case 'no_show':
      return 'The rider was a no-show for the way there, so there is no return to schedule';
    case 'in_progress':
      if (outbound.pickedUpAt) return null;
  }
  return 'The rider has not been picked up for the way there yet, so the return cannot be scheduled';
}

/** When the way there drops the rider off: the recorded drop-off once it is done, else its scheduled drop-off. */
export function outboundDropoff(outbound: OutboundLeg): Date | null {
  return (outbound.status === 'completed' ? outbound.completedAt : null) ?? outbound.dropoffTime;
}

/**
 * The called return's times: picked up the policy's minutes from now, or at the way there's drop-off if that is
 * later, and taking as long as the way there was scheduled to take.
 */
export function calledReturnTimes(
  now: Date,
  leadMinutes: number,
  outbound: OutboundLeg | undefined,
): { pickupTime: Date; dropoffTime: Date } {
  const soonest = now.getTime() + leadMinutes * 60_000;
  const dropoff = outbound ? outboundDropoff(outbound) : null;
  const pickupTime = new Date(Math.max(soonest, dropoff?.getTime() ?? soonest));
  const ride =
    outbound?.pickupTime && outbound.dropoffTime
      ? outbound.dropoffTime.getTime() - outbound.pickupTime.getTime()
      : DEFAULT_RIDE_MINUTES * 60_000;
  return { pickupTime, dropoffTime: new Date(pickupTime.getTime() + ride) };
}
