import type { PlannedTrip, StandingOrderBody, Weekday } from './standing-order';
import { WEEKDAYS } from './standing-order';
import type { Leg } from './trip';
import { zonedLocalToIso } from './zoned-time';

/**
 * The dates and legs of a standing order (docs/decisions/048-standing-orders.md), one pure answer for the form's
 * preview and for the generator, so the preview never lists a trip the generator does not make. Each date is put
 * on the company's clock, so a 07:00 pickup stays 07:00 across a daylight-saving change. Skipped dates and
 * holidays make nothing, a number of trips counts only dates that run, and a date whose pickup has passed by the
 * time it is asked is neither made nor listed.
 */
export type OrderDates = Pick<
  StandingOrderBody,
  'daysOfWeek' | 'startDate' | 'endDate' | 'occurrences' | 'skippedDates'
>;
export type OrderTimes = Pick<
  StandingOrderBody,
  'pickupTime' | 'dropoffTime' | 'appointmentTime' | 'returnTrip' | 'returnPickupTime' | 'returnDropoffTime'
>;

const DAY_MS = 86_400_000;
/** A calendar day as its UTC midnight, and back: calendar arithmetic without any time zone. */
const midnight = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Monday first, as WEEKDAYS lists them (getUTCDay counts from Sunday). */
const weekdayOf = (ms: number): Weekday => WEEKDAYS[(new Date(ms).getUTCDay() + 6) % 7]!;

/** Adds days to a calendar day. */
export const addDays = (day: string, days: number) => dayOf(midnight(day) + days * DAY_MS);

export interface OrderDate {
  date: string;
  skipped: 'skipped_date' | 'holiday' | null;
}

/** Every date of the order up to `until` (inclusive), skipped ones marked; a count stops after that many that run. */
export function orderDates(order: OrderDates, holidays: ReadonlySet<string>, until: string): OrderDate[] {
  const last = order.endDate && order.endDate < until ? order.endDate : until;
  const days = new Set(order.daysOfWeek);
  const skipped = new Set(order.skippedDates);
  const dates: OrderDate[] = [];
  let running = 0;
  for (let at = midnight(order.startDate); at <= midnight(last); at += DAY_MS) {
    if (order.occurrences !== null && running >= order.occurrences) break;
    if (!days.has(weekdayOf(at))) continue;
    const date = dayOf(at);
    const why = skipped.has(date) ? 'skipped_date' : holidays.has(date) ? 'holiday' : null;
    if (why === null) running += 1;
    dates.push({ date, skipped: why });
  }
  return dates;
}

export interface PlannedLeg {
  leg: Leg;
  pickupTime: Date | null;
  dropoffTime: Date | null;
  appointmentTime: Date | null;
  willCall: boolean;
}

const at = (date: string, clock: string, timeZone: string) =>
  new Date(zonedLocalToIso(`${date}T${clock.slice(0, 5)}`, timeZone));

/** The legs of one date on the company's clock: the way there, and the way back when the order has one. */
export function legsOn(date: string, order: OrderTimes, timeZone: string): PlannedLeg[] {
  const outbound: PlannedLeg = {
    leg: 'outbound',
    pickupTime: at(date, order.pickupTime, timeZone),
    dropoffTime: at(date, order.dropoffTime, timeZone),
    appointmentTime: order.appointmentTime ? at(date, order.appointmentTime, timeZone) : null,
    willCall: false,
  };
  if (order.returnTrip === 'none') return [outbound];
  if (order.returnTrip === 'will_call')
    return [outbound, { leg: 'return', pickupTime: null, dropoffTime: null, appointmentTime: null, willCall: true }];
  return [
    outbound,
    {
      leg: 'return',
      pickupTime: at(date, order.returnPickupTime!, timeZone),
      dropoffTime: at(date, order.returnDropoffTime!, timeZone),
      appointmentTime: null,
      willCall: false,
    },
  ];
}

export interface OrderWindow {
  /** The first and last calendar days asked about (inclusive). */
  from: string;
  until: string;
  /** A date whose way there would be picked up at or before this instant is not made. */
  now: Date;
  timeZone: string;
}

export interface OrderTrip extends OrderDate {
  /** Empty on a skipped date or holiday. */
  legs: PlannedLeg[];
}

/** The trips an order makes in a window: what the generator writes and, as it is, what the preview lists. */
export function orderTrips(
  order: OrderDates & OrderTimes,
  holidays: ReadonlySet<string>,
  window: OrderWindow,
): OrderTrip[] {
  return orderDates(order, holidays, window.until)
    .filter((d) => d.date >= window.from)
    .flatMap((d) => {
      if (d.skipped) return [{ ...d, legs: [] }];
      const legs = legsOn(d.date, order, window.timeZone);
      // A trip whose pickup has already passed is not made after the fact, so it is not promised either.
      return legs[0]!.pickupTime! <= window.now ? [] : [{ ...d, legs }];
    });
}

/** The preview's answer: the same trips with their instants as the API writes them. */
export function plannedTrips(
  order: OrderDates & OrderTimes,
  holidays: ReadonlySet<string>,
  window: OrderWindow,
): PlannedTrip[] {
  return orderTrips(order, holidays, window).map((t) => ({
    date: t.date,
    skipped: t.skipped,
    legs: t.legs.map((l) => ({
      leg: l.leg,
      pickupTime: l.pickupTime?.toISOString() ?? null,
      dropoffTime: l.dropoffTime?.toISOString() ?? null,
    })),
  }));
}
