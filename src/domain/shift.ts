import { weekdayOf, type Weekday } from './weekdays';
import { zonedLocalToIso } from './zoned-time';

/**
 * When a driver works (docs/decisions/116-driver-shifts.md): a week of shifts on the company's clock, with dated
 * exceptions (time off, a changed or an extra shift). Times are wall-clock times, turned into instants on each day,
 * so an 08:00 start stays 08:00 across a daylight-saving change. Pure, and without zod, so the board and the route
 * proposals judge with the same rule.
 */

/** One day's hours in the week, 'HH:MM' on the company's clock; the end is after the start on the same day. */
export interface WeeklyShift {
  day: Weekday;
  start: string;
  end: string;
}

export type ShiftExceptionKind = 'off' | 'shift';
export type ShiftExceptionStatus = 'requested' | 'approved' | 'declined';

/** A dated change: a day off, or that day's hours instead of the week's (or on a day the week has none). */
export interface ShiftException {
  date: string;
  kind: ShiftExceptionKind;
  start: string | null;
  end: string | null;
  /** A driver's request counts only once an administrator approves it. */
  status: ShiftExceptionStatus;
}

export interface Availability {
  /** Null while no week is on file: the default hours every day. */
  week: readonly WeeklyShift[] | null;
  exceptions: readonly ShiftException[];
}

export interface Shift {
  start: Date;
  end: Date;
}

/** The hours every driver without a week on file is taken to work, as the board and the proposals did before. */
export const DEFAULT_SHIFT_HOURS = { start: '05:00', end: '21:00' } as const;

const onDay = (date: string, hours: { start: string; end: string }, timeZone: string): Shift => ({
  start: new Date(zonedLocalToIso(`${date}T${hours.start}`, timeZone)),
  end: new Date(zonedLocalToIso(`${date}T${hours.end}`, timeZone)),
});

/**
 * The driver's shift on a company day, or null when they do not work it: an approved exception for the day first
 * (time off: none; a changed or extra shift: its hours), else the week's hours for that weekday. A driver with no
 * week on file works the default hours every day but the changed ones.
 */
export function shiftOn(date: string, availability: Availability | null, timeZone: string): Shift | null {
  const exception = availability?.exceptions.find((e) => e.date === date && e.status === 'approved');
  if (exception?.kind === 'off') return null;
  if (exception?.start && exception.end) return onDay(date, { start: exception.start, end: exception.end }, timeZone);
  if (!availability?.week) return onDay(date, DEFAULT_SHIFT_HOURS, timeZone);
  const weekly = availability.week.find((w) => w.day === weekdayOf(date));
  return weekly ? onDay(date, weekly, timeZone) : null;
}

/** Whether a leg, from its pickup to its drop-off, is not wholly inside the shift (or the driver is off). */
export function outsideShift(leg: { pickupTime: Date; dropoffTime: Date }, shift: Shift | null): boolean {
  if (!shift) return true;
  return leg.pickupTime < shift.start || leg.dropoffTime > shift.end;
}
