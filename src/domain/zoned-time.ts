/**
 * Job rules (decision 031): job times are entered and shown on the company's clock, whatever the dispatcher's own zone.
 * A datetime-local input gives 'YYYY-MM-DDTHH:mm' with no zone; these helpers turn that wall time in
 * an IANA zone into an instant (ISO string with Z) and back, with Intl only (no date library).
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, as numbers. */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * 'YYYY-MM-DDTHH:mm' on the clock of `timeZone` → an ISO instant ('…Z'); '' for an empty or malformed
 * value. On the autumn day a wall time happens twice the first (daylight) one is taken; a wall time
 * skipped in spring moves forward by the gap (02:30 → 03:30), as the clocks did.
 */
export function zonedLocalToIso(local: string, timeZone: string): string {
  const match = LOCAL.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return '';
  const before = offsetAt(wall, timeZone);
  const first = wall - before;
  const after = offsetAt(first, timeZone);
  if (after === before) return new Date(first).toISOString();
  const second = wall - after;
  if (offsetAt(second, timeZone) === after) return new Date(second).toISOString();
  // In the spring gap neither offset reproduces the wall time: keep the offset from before the change.
  return new Date(first).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant → 'YYYY-MM-DDTHH:mm' on the clock of `timeZone` (a datetime-local value); '' if invalid. */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const w = wallClock(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** Adds minutes to a wall time in a zone, through the instant (so it is right across a DST change). */
export function addMinutesToZonedLocal(local: string, minutes: number, timeZone: string): string {
  const iso = zonedLocalToIso(local, timeZone);
  if (!iso) return '';
  return isoToZonedLocal(new Date(Date.parse(iso) + minutes * 60_000).toISOString(), timeZone);
}
