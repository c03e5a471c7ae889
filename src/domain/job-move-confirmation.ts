import { todayIn } from './dates';
import type { JobStatus } from './statuses';

/**
 * What a driver is asked before a move that cannot be taken back (docs/decisions/015-referral-confirmation-and-patient-phone.md):
 * declining gives the trip away, completing closes it, and starting or completing a trip booked for another
 * day is most likely a slip of the finger. Null: the move needs no question.
 */
export interface JobMoveConfirmation {
  title: string;
  description: string;
  confirmLabel: string;
  /** A warning about the day, shown in the danger colour. */
  otherDay: boolean;
}

export function jobMoveConfirmation(
  job: { pickupTime: string | null },
  next: JobStatus,
  options: { timeZone: string; now?: Date; formatDay: (iso: string) => string },
): JobMoveConfirmation | null {
  const today = todayIn(options.timeZone, options.now ?? new Date());
  // A will-call return has no pickup time until the rider is ready, so no other day to warn about.
  const pickupDay = job.pickupTime === null ? today : todayIn(options.timeZone, new Date(job.pickupTime));
  const otherDay = (next === 'in_progress' || next === 'completed') && pickupDay !== today;
  const dayWarning =
    otherDay && job.pickupTime ? `This trip is scheduled for ${options.formatDay(job.pickupTime)}, not today. ` : '';
  switch (next) {
    case 'declined':
      return {
        title: 'Decline this trip?',
        description: 'The trip goes back to dispatch for another driver. You cannot take it back once declined.',
        confirmLabel: 'Decline Job',
        otherDay: false,
      };
    case 'completed':
      return {
        title: 'Mark this trip as complete?',
        description: `${dayWarning}Only mark it complete once the patient has been dropped off: this cannot be undone.`,
        confirmLabel: 'Mark as Complete',
        otherDay,
      };
    case 'in_progress':
      return otherDay
        ? {
            title: 'Start a trip for another day?',
            description: `${dayWarning}Start it only if dispatch asked you to.`,
            confirmLabel: 'Start Job',
            otherDay,
          }
        : null;
    default:
      return null;
  }
}
