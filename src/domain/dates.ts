/** Calendar helpers in the company's time zone (decisions 019 and 031), free of any date library. */
import { DEFAULT_COMPANY, type CompanyProfile } from './company';

// Building a formatter costs far more than using one (a phone's screen asks for today's date many times).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date as YYYY-MM-DD in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * The date N days from today on the company's calendar, YYYY-MM-DD (negative N for the past). The day is
 * counted on the calendar, not in 24-hour steps from the current instant: late in the evening in
 * Philadelphia the UTC date is already tomorrow, and a day across a daylight-saving change is 23 or 25 hours.
 * Tests, journeys and the demo content all use this one, so what they send is judged by the same "today" as
 * the referral schema's.
 */
export function daysFromToday(
  days: number,
  options: { company?: Pick<CompanyProfile, 'timeZone'>; now?: Date } = {},
): string {
  const { company = DEFAULT_COMPANY, now = new Date() } = options;
  const [y, m, d] = todayIn(company.timeZone, now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for a 24-hour time written HH:MM (seconds allowed, as PostgreSQL returns them). */
export function isClockTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
}

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

/**
 * True for an ISO 8601 date-time with seconds optional and a zone (Z or ±HH:MM) that names a real instant:
 * `Date.parse` alone rolls 2026-02-30 over to 2 March and reads "1 Z" as the year 2001.
 */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1]!);
}

/**
 * The company's time zone in words for beside an appointment time, e.g. "Eastern time (ET)"; the generic
 * names do not change with daylight saving. Falls back to the IANA name where Intl lacks them.
 */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const part = (style: 'longGeneric' | 'shortGeneric') =>
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
  const long = part('longGeneric');
  const short = part('shortGeneric');
  if (!long) return timeZone;
  const words = long.replace(/ Time$/, ' time');
  return short && short !== long && !/^GMT/.test(short) ? `${words} (${short})` : words;
}
