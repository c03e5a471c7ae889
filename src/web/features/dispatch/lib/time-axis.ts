/** Where the day board draws legs on its time axis: pure, so it is tested without a browser. */

const HOUR = 3_600_000;

export interface AxisLeg {
  id: string;
  pickupTime: string | null;
  dropoffTime: string | null;
}

export interface TimeRange {
  start: number;
  end: number;
}

/** The hours the day's legs span, on whole hours of the company's day, at least 06:00–20:00 of it. */
export function dayRange(dayStart: number, legs: readonly AxisLeg[]): TimeRange {
  let start = dayStart + 6 * HOUR;
  let end = dayStart + 20 * HOUR;
  for (const leg of legs) {
    if (leg.pickupTime === null) continue;
    const pickup = Date.parse(leg.pickupTime);
    const dropoff = leg.dropoffTime ? Date.parse(leg.dropoffTime) : pickup + HOUR / 2;
    start = Math.min(start, dayStart + Math.floor((pickup - dayStart) / HOUR) * HOUR);
    end = Math.max(end, dayStart + Math.ceil((dropoff - dayStart) / HOUR) * HOUR);
  }
  return { start: Math.max(start, dayStart), end: Math.min(end, dayStart + 24 * HOUR) };
}

/** The hour marks of a range, as instants. */
export function hourMarks(range: TimeRange): number[] {
  const marks: number[] = [];
  for (let at = range.start; at <= range.end; at += HOUR) marks.push(at);
  return marks;
}

/** Left edge and width in percent of the range; a leg shorter than 20 minutes is drawn as 20 so it can be grabbed. */
export function placement(leg: AxisLeg, range: TimeRange): { left: number; width: number } | null {
  if (leg.pickupTime === null) return null;
  const span = range.end - range.start;
  const from = Date.parse(leg.pickupTime);
  const to = Math.max(leg.dropoffTime ? Date.parse(leg.dropoffTime) : from, from + HOUR / 3);
  const left = Math.max(0, ((from - range.start) / span) * 100);
  return { left, width: Math.min(100 - left, ((to - Math.max(from, range.start)) / span) * 100) };
}

/**
 * Rows within a lane: legs that overlap in time (a shared ride, a tight chain) go on rows below each other, each
 * on the first row free at its pickup. Answers each leg's row and the number of rows.
 */
export function stackRows<T extends AxisLeg>(legs: readonly T[]): { rows: Map<string, number>; count: number } {
  const rowEnds: number[] = [];
  const rows = new Map<string, number>();
  const timed = legs
    .filter((leg) => leg.pickupTime !== null)
    .sort((a, b) => Date.parse(a.pickupTime!) - Date.parse(b.pickupTime!));
  for (const leg of timed) {
    const from = Date.parse(leg.pickupTime!);
    const to = Math.max(leg.dropoffTime ? Date.parse(leg.dropoffTime) : from, from + HOUR / 3);
    const row = rowEnds.findIndex((end) => end <= from);
    const chosen = row === -1 ? rowEnds.length : row;
    rowEnds[chosen] = to;
    rows.set(leg.id, chosen);
  }
  return { rows, count: Math.max(1, rowEnds.length) };
}
