import { timeZoneLabel } from '@domain/dates';
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
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(parsed);
}

export function formatClockTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time;
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/** A moment (an ISO timestamp) in the company's time zone. */
export function formatMoment(iso: string, timeZone: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(parsed);
}
