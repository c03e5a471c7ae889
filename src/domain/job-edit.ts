/**
 * What an administrator's edit of a saved job changes (docs/decisions/040-safe-assignment.md, amended 2026-11-27).
 * Pure, so the rule is tested without a database.
 */

export interface JobTimes {
  pickupTime: Date | null;
  dropoffTime: Date | null;
  appointmentTime: Date | null;
}

/** What the safe-assignment rules read of a job; a change to any of them judges the driver again. */
export interface JudgedFields {
  assignedDriverId: string | null;
  pickupTime: Date | null;
  dropoffTime: Date | null;
  levelOfService: string;
  escortCount: number;
}

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/**
 * The times to write for an edit. Edit Job shows and sends times to the minute (a datetime-local field on the
 * company clock), while a stored time may carry seconds ("Rider ready", standing orders, the demo). A time sent in
 * the stored time's own minute is the stored time, unchanged: the record keeps its seconds, and setting the payer
 * or the rate of a trip does not count as moving it. Were the kept times to put the drop-off at or before the
 * pickup, the times are written as sent.
 */
export function keptTimes(stored: JobTimes, sent: JobTimes): JobTimes {
  const keep = (key: keyof JobTimes) => {
    const was = stored[key];
    const now = sent[key];
    return was && now && minuteOf(was) === minuteOf(now) ? was : now;
  };
  const kept = {
    pickupTime: keep('pickupTime'),
    dropoffTime: keep('dropoffTime'),
    appointmentTime: keep('appointmentTime'),
  };
  const inOrder = !kept.pickupTime || !kept.dropoffTime || kept.dropoffTime > kept.pickupTime;
  return inOrder ? kept : sent;
}

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Whether an edit judges the driver again: only with a driver, and only when what the rules read changed — the
 * driver, the pickup or drop-off time, the level of service or the escorts. Billing fields (payer, authorization,
 * rate) and notes are never judged again, whatever the trip's status: a completed trip's payer is set after the
 * fact, when the driver's vehicle or credentials may have changed since.
 */
export function assignmentChanged(before: JudgedFields | undefined, after: JudgedFields): boolean {
  if (!after.assignedDriverId) return false;
  if (!before) return true;
  return (
    before.assignedDriverId !== after.assignedDriverId ||
    !sameInstant(before.pickupTime, after.pickupTime) ||
    !sameInstant(before.dropoffTime, after.dropoffTime) ||
    before.levelOfService !== after.levelOfService ||
    before.escortCount !== after.escortCount
  );
}
