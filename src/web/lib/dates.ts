import { timeZoneLabel } from '@domain/dates';
import type { ReturnTrip } from '@domain/trip';
import { zonedLocalToIso } from '@domain/zoned-time';
import { calendarText, clockFormat, clockText, wallTimeText, type ClockStyle } from './company-clock';

/**
 * The web app's date and time texts, all on the company's clock whatever the viewer's own zone, in the formats of
 * company-clock.ts. Conversions between wall times and instants are in src/domain/zoned-time.ts.
 */

/**
 * A referral's appointment is a wall-clock date and time on the company's calendar (no zone to convert):
 * '2026-11-24' and '09:30' read 'Tue, Nov 24, 2026 at 9:30 AM'.
 */
export function formatAppointment(date: string, time: string, timeZone: string): string {
  // The appointment is on the company's clock; saying which keeps a case manager elsewhere from guessing.
  return `${formatCalendarDate(date)} at ${wallTimeText(time)} ${timeZoneLabel(timeZone)}`;
}

export function formatCalendarDate(date: string): string {
  return calendarText(date, 'weekdayDate');
}

/** A referral's way back, for a person: 'No return trip', 'Will-call', 'At 1:15 PM ET'. */
export function formatReturnTrip(returnTrip: ReturnTrip, returnTime: string | null, timeZone: string): string {
  if (returnTrip === 'will_call') return 'Will-call (the rider calls when ready)';
  if (returnTrip === 'at_time' && returnTime) return `At ${wallTimeText(returnTime)} ${timeZoneLabel(timeZone)}`;
  return 'No return trip';
}

/** An instant in a style of the company clock; the text unchanged if it is no instant. */
function instantText(iso: string, style: ClockStyle, timeZone: string): string {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? iso : clockText(parsed, style, timeZone);
}

/** A moment (an ISO timestamp) in the company's time zone. */
export function formatMoment(iso: string, timeZone: string): string {
  return instantText(iso, 'moment', timeZone);
}

/** The time of day of a moment on the company's clock: '6:42 AM'. */
export function formatTimeOfDay(iso: string, timeZone: string): string {
  return instantText(iso, 'time', timeZone);
}

/** The day of a moment in the company's time zone: 'Nov 25, 2026'. */
export function formatDayOf(iso: string, timeZone: string): string {
  return instantText(iso, 'date', timeZone);
}

/** A moment in the company's time zone, to the second: 'Nov 24, 2026, 9:30:15 AM ET'. */
export function formatAuditTime(iso: string, timeZone: string): string {
  return instantText(iso, 'momentSeconds', timeZone);
}

/**
 * 'Mon, Nov 23, 9:30 AM ET': a job time on the company clock (docs/decisions/031-job-rules.md), with the zone so
 * nobody guesses; the year only when it is not this year. A will-call return's missing time reads "Will-call".
 */
export function formatJobTime(iso: string | null, timeZone: string, now: Date = new Date()): string {
  if (iso === null) return 'Will-call';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '—';
  const thisYear = clockText(instant, 'year', timeZone) === clockText(now, 'year', timeZone);
  return clockText(instant, thisYear ? 'jobTime' : 'jobTimeWithYear', timeZone);
}

/** 'Eastern Time' for America/New_York: the job dialog says which clock its times are on. */
export function zoneName(timeZone: string): string {
  try {
    const part = clockFormat('zoneName', timeZone)
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * The instant a company calendar day ('2026-11-24') begins, as ISO; `nextDay` gives the start of the
 * following day, the exclusive end the API's `to` expects. A midnight skipped by a daylight-saving change
 * lands on the first minute the day has.
 */
export function dayStartIn(date: string, timeZone: string, { nextDay = false } = {}): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return '';
  const day = new Date(Date.UTC(y, m - 1, d + (nextDay ? 1 : 0))).toISOString().slice(0, 10);
  return zonedLocalToIso(`${day}T00:00`, timeZone);
}
