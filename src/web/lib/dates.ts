import { timeZoneLabel } from '@domain/dates';
import type { ReturnTrip } from '@domain/trip';
import { zonedLocalToIso } from '@domain/zoned-time';

/**
 * The web app's date and time formatting, all on the company's clock (decision 031) whatever the viewer's own zone.
 * Conversions between wall times and instants are in src/domain/zoned-time.ts.
 */

/**
 * A referral's appointment is a wall-clock date and time on the company's calendar (no zone to convert):
 * '2026-11-24' and '09:30' read 'Tue, Nov 24, 2026 at 9:30 AM'.
 */
export function formatAppointment(date: string, time: string, timeZone: string): string {
  // The appointment is on the company's clock; saying which keeps a case manager elsewhere from guessing.
  return `${formatCalendarDate(date)} at ${formatClockTime(time)} ${timeZoneLabel(timeZone)}`;
}

export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}

/** A referral's way back, for a person: 'No return trip', 'Will-call', 'At 1:15 PM ET'. */
export function formatReturnTrip(returnTrip: ReturnTrip, returnTime: string | null, timeZone: string): string {
  if (returnTrip === 'will_call') return 'Will-call (the rider calls when ready)';
  if (returnTrip === 'at_time' && returnTime) return `At ${formatClockTime(returnTime)} ${timeZoneLabel(timeZone)}`;
  return 'No return trip';
}

function formatClockTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time;
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
}

/** A moment (an ISO timestamp) in the company's time zone. */
export function formatMoment(iso: string, timeZone: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'shortGeneric',
  }).format(parsed);
}

/** The time of day of a moment on the company's clock: '6:42 AM'. */
export function formatTimeOfDay(iso: string, timeZone: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(parsed);
}

/** The day of a moment in the company's time zone: 'Nov 25, 2026'. */
export function formatDayOf(iso: string, timeZone: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(parsed);
}

/** A moment in the company's time zone, to the second: 'Nov 24, 2026, 9:30:15 AM ET'. */
export function formatAuditTime(iso: string, timeZone: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone,
    timeZoneName: 'shortGeneric',
  }).format(parsed);
}

const jobTimeFormats = new Map<string, Intl.DateTimeFormat>();
function jobTimeFormat(timeZone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withYear}`;
  let format = jobTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'shortGeneric',
    });
    jobTimeFormats.set(key, format);
  }
  return format;
}

const yearIn = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(instant);

/**
 * 'Mon, Nov 23, 9:30 AM ET': a job time on the company clock (decision 031), with the zone so nobody guesses;
 * the year only when it is not this year.
 */
/** A job's time on the company clock; a will-call return's missing time reads "Will-call". */
export function formatJobTime(iso: string | null, timeZone: string, now: Date = new Date()): string {
  if (iso === null) return 'Will-call';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '—';
  return jobTimeFormat(timeZone, yearIn(instant, timeZone) !== yearIn(now.getTime(), timeZone)).format(instant);
}

/** 'Eastern Time' for America/New_York: the job dialog says which clock its times are on. */
export function zoneName(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
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
