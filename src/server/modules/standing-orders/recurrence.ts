// rrule ships CommonJS to Node: its named exports are reached through the default one.
import rrule from 'rrule';
import type { PlannedTrip, StandingOrderBody, Weekday } from '../../../domain/standing-order';
import type { Leg } from '../../../domain/trip';
import { zonedLocalToIso } from '../../../domain/zoned-time';

/**
 * The dates and legs of a standing order (docs/decisions/048-standing-orders.md). The rrule library walks the
 * calendar; each date is then put on the company's clock, so a 07:00 pickup stays 07:00 across a
 * daylight-saving change. Skipped dates and holidays make nothing, and a number of trips counts only dates
 * that run.
 */
export type OrderDates = Pick<
  StandingOrderBody,
  'daysOfWeek' | 'startDate' | 'endDate' | 'occurrences' | 'skippedDates'
>;
export type OrderTimes = Pick<
  StandingOrderBody,
  'pickupTime' | 'dropoffTime' | 'appointmentTime' | 'returnTrip' | 'returnPickupTime' | 'returnDropoffTime'
>;

const { RRule } = rrule;

const BY_DAY: Record<Weekday, (typeof RRule)['MO']> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

/** A calendar day as the floating UTC midnight rrule works in, and back. */
const floating = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export interface OrderDate {
  date: string;
  skipped: 'skipped_date' | 'holiday' | null;
}

/** Every date of the order up to `until` (inclusive), skipped ones marked; a count stops after that many that run. */
export function orderDates(order: OrderDates, holidays: ReadonlySet<string>, until: string): OrderDate[] {
  const last = order.endDate && order.endDate < until ? order.endDate : until;
  if (last < order.startDate) return [];
  const rule = new RRule({
    freq: RRule.WEEKLY,
    byweekday: order.daysOfWeek.map((d) => BY_DAY[d]),
    dtstart: floating(order.startDate),
    until: floating(last),
  });
  const skipped = new Set(order.skippedDates);
  const dates: OrderDate[] = [];
  let running = 0;
  rule.all((date) => {
    if (order.occurrences !== null && running >= order.occurrences) return false;
    const day = dayOf(date);
    const why = skipped.has(day) ? 'skipped_date' : holidays.has(day) ? 'holiday' : null;
    if (why === null) running += 1;
    dates.push({ date: day, skipped: why });
    return true;
  });
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

/** Adds days to a calendar day. */
export const addDays = (day: string, days: number) => dayOf(new Date(floating(day).getTime() + days * 86_400_000));

/** What an order would make from `from` for `days` days, skipped dates shown with their reason (the form's preview). */
export function plannedTrips(
  order: OrderDates & OrderTimes,
  holidays: ReadonlySet<string>,
  from: string,
  days: number,
  timeZone: string,
): PlannedTrip[] {
  return orderDates(order, holidays, addDays(from, days - 1))
    .filter((d) => d.date >= from)
    .map((d) => ({
      date: d.date,
      skipped: d.skipped,
      legs: d.skipped
        ? []
        : legsOn(d.date, order, timeZone).map((l) => ({
            leg: l.leg,
            pickupTime: l.pickupTime?.toISOString() ?? null,
            dropoffTime: l.dropoffTime?.toISOString() ?? null,
          })),
    }));
}
