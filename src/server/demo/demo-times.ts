import { daysFromToday } from '../../domain/dates';
import type { JobStatus } from '../../domain/statuses';
import { isoToZonedLocal, zonedLocalToIso } from '../../domain/zoned-time';

/**
 * When the demo's trips happen, so that each one's status fits its time (README: the demo content): finished
 * trips were driven yesterday or earlier today, the one under way is on its way to a pickup due in a few minutes, and the ones still
 * to come are booked ahead within the company's working day, never in the small hours. Pure: it is given "now"
 * and the company's zone, so the demo, its tests and a property test all pick the same times.
 */

/** The company's working day on its own clock, in minutes after midnight: pickups from 7 AM to 6 PM. */
export const DEMO_WORKING_DAY = { start: 7 * 60, end: 18 * 60 } as const;

/** How far apart the demo spreads the trips of one kind (the `slot`-th one is this much further on). */
const SPREAD_MINUTES = 90;
/** A trip to come is booked at least this long ahead (after the one under way has ended); a finished one was picked up at least this long ago. */
const LEAD_MINUTES = 90;
const FINISHED_MINUTES = 90;
/** The last pickup of the day leaves an hour for the ride before the working day ends. */
const LAST_PICKUP = DEMO_WORKING_DAY.end - 60;

export type DemoTiming = 'past' | 'under_way' | 'future';

/** Where a status puts its trip: finished ones behind now, a started one about now, the rest ahead. */
export function demoTimingOf(status: JobStatus): DemoTiming {
  switch (status) {
    case 'completed':
    case 'cancelled':
    case 'no_show':
      return 'past';
    case 'in_progress':
      return 'under_way';
    case 'pending':
    case 'accepted':
    case 'declined':
      return 'future';
  }
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The pickup time of the demo's `slot`-th trip in the given status (slots 0–5 spread 90 minutes apart; higher ones
 * wrap round). A trip under way picks up 15 to 20 minutes from now whatever the hour: its driver set out a few minutes ago.
 */
export function demoPickupTime(status: JobStatus, now: Date, timeZone: string, slot = 0): Date {
  const spread = (Math.abs(Math.trunc(slot)) % 6) * SPREAD_MINUTES;
  const timing = demoTimingOf(status);
  if (timing === 'under_way') return new Date(Math.ceil((now.getTime() + 15 * 60_000) / 300_000) * 300_000);

  const local = isoToZonedLocal(now.toISOString(), timeZone);
  const [hour, minute] = local.slice(11).split(':').map(Number) as [number, number];
  const minutes = hour * 60 + minute;
  const day = (offset: number) => daysFromToday(offset, { company: { timeZone }, now });
  const at = (date: string, wall: number) => new Date(zonedLocalToIso(`${date}T${clock(wall)}`, timeZone));

  if (timing === 'past') {
    // Earlier today when the day has gone on long enough, else yesterday afternoon and before.
    const latest = Math.floor(Math.min(minutes - FINISHED_MINUTES, DEMO_WORKING_DAY.end) / 15) * 15 - spread;
    return latest >= DEMO_WORKING_DAY.start ? at(day(0), latest) : at(day(-1), 16 * 60 - spread);
  }
  // Later today while the working day still has room, else from tomorrow morning.
  const earliest = Math.ceil(Math.max(minutes + LEAD_MINUTES, DEMO_WORKING_DAY.start) / 15) * 15 + spread;
  return earliest <= LAST_PICKUP ? at(day(0), earliest) : at(day(1), 8 * 60 + spread);
}
