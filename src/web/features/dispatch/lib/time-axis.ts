/** Where the day board draws legs on its time axis: pure, so it is tested without a browser. */

const HOUR = 3_600_000;
/**
 * The least time a leg is drawn across: at the lanes' scale (src/web/features/dispatch/components/timeline-lanes.tsx)
 * enough for its time in full ("10:20 AM") over the rider's name, however short the ride.
 */
export const MIN_DRAWN_MINUTES = 45;
const MIN_DRAWN = MIN_DRAWN_MINUTES * 60_000;
/** A leg without a drop-off time is taken to last this long when overlaps are counted. */
const UNTIMED_RIDE = HOUR / 3;

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

/** Left edge and width in percent of the range; a leg shorter than MIN_DRAWN_MINUTES is drawn that wide, so its label is whole. */
export function placement(leg: AxisLeg, range: TimeRange): { left: number; width: number } | null {
  if (leg.pickupTime === null) return null;
  const span = range.end - range.start;
  const from = Date.parse(leg.pickupTime);
  const to = drawnEnd(leg, from);
  const left = Math.max(0, ((from - range.start) / span) * 100);
  return { left, width: Math.min(100 - left, ((to - Math.max(from, range.start)) / span) * 100) };
}

const drawnEnd = (leg: AxisLeg, from: number) =>
  Math.max(leg.dropoffTime ? Date.parse(leg.dropoffTime) : from, from + MIN_DRAWN);

/**
 * Rows within a lane: legs whose drawn chips would meet (a shared ride, a tight chain) go on rows below each other,
 * each on the first row free at its pickup, so no chip is ever drawn over another. Answers each leg's row and the
 * number of rows.
 */
export function stackRows<T extends AxisLeg>(legs: readonly T[]): { rows: Map<string, number>; count: number } {
  const rowEnds: number[] = [];
  const rows = new Map<string, number>();
  const timed = legs
    .filter((leg) => leg.pickupTime !== null)
    .sort((a, b) => Date.parse(a.pickupTime!) - Date.parse(b.pickupTime!));
  for (const leg of timed) {
    const from = Date.parse(leg.pickupTime!);
    const to = drawnEnd(leg, from);
    const row = rowEnds.findIndex((end) => end <= from);
    const chosen = row === -1 ? rowEnds.length : row;
    rowEnds[chosen] = to;
    rows.set(leg.id, chosen);
  }
  return { rows, count: Math.max(1, rowEnds.length) };
}

/**
 * The legs of a lane that overlap another of its legs in time (pickup to drop-off): a driver cannot be in two places,
 * unless it is a shared ride, so the board says so instead of only stacking them.
 */
export function overlapping<T extends AxisLeg>(legs: readonly T[]): Set<string> {
  const spans = legs.flatMap((leg) => {
    if (leg.pickupTime === null) return [];
    const from = Date.parse(leg.pickupTime);
    return [
      { id: leg.id, from, to: leg.dropoffTime ? Math.max(from, Date.parse(leg.dropoffTime)) : from + UNTIMED_RIDE },
    ];
  });
  spans.sort((a, b) => a.from - b.from);
  const found = new Set<string>();
  for (let i = 0; i < spans.length; i += 1) {
    for (let j = i + 1; j < spans.length && spans[j]!.from < spans[i]!.to; j += 1) {
      found.add(spans[i]!.id);
      found.add(spans[j]!.id);
    }
  }
  return found;
}

/**
 * The parts of a lane's range outside the driver's shift, in percent like placement: before it starts and after it
 * ends, or the whole range when the driver does not work the day.
 */
export function offShiftBands(
  shift: { start: string; end: string } | null,
  range: TimeRange,
): { left: number; width: number }[] {
  if (!shift) return [{ left: 0, width: 100 }];
  const span = range.end - range.start;
  const at = (instant: string) => Math.min(100, Math.max(0, ((Date.parse(instant) - range.start) / span) * 100));
  const [from, to] = [at(shift.start), at(shift.end)];
  return [
    { left: 0, width: from },
    { left: to, width: 100 - to },
  ].filter((band) => band.width > 0);
}
