import { todayIn } from '../../../domain/dates';
import type { Language } from '../../../domain/language';
import type { Database } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { loadPolicies } from '../policies/service';
import { queueMessages, type MessageDraft } from './outbox';
import { driverPhone } from './recipients-repository';
import type { RiderTripFacts } from './templates';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The words of a rider's trip facts in each language; the templates around them are the company's. */
const WORDS: Record<
  Language,
  {
    locale: string;
    day: Intl.DateTimeFormatOptions;
    pickup: (window: string, address: string) => string;
    homePickup: (window: string) => string;
    homeLater: (onDay: string, window: string) => string;
    homeWillCall: string;
    onDay: (day: string) => string;
  }
> = {
  en: {
    locale: 'en-US',
    day: { weekday: 'short', month: 'short', day: 'numeric' },
    pickup: (window, address) => `Pickup ${window} at ${address}`,
    homePickup: (window) => `Pickup for your ride home ${window}`,
    homeLater: (onDay, window) => `; pickup for your ride home${onDay} ${window}`,
    homeWillCall: '; for your ride home, call us when you are ready',
    onDay: (day) => ` on ${day}`,
  },
  es: {
    locale: 'es-US',
    day: { weekday: 'long', month: 'long', day: 'numeric' },
    pickup: (window, address) => `Hora de recogida: ${window}, en ${address}`,
    homePickup: (window) => `Hora de recogida para su regreso a casa: ${window}`,
    homeLater: (onDay, window) => `; para su regreso a casa${onDay}, recogida: ${window}`,
    homeWillCall: '; para su regreso a casa, llámenos cuando quiera volver',
    onDay: (day) => ` el ${day}`,
  },
};

const dayFormat = (timeZone: string, language: Language = 'en') =>
  new Intl.DateTimeFormat(WORDS[language].locale, { timeZone, ...WORDS[language].day });
const clockFormat = (timeZone: string, language: Language = 'en') =>
  new Intl.DateTimeFormat(WORDS[language].locale, { timeZone, hour: 'numeric', minute: '2-digit' });

/** A leg's day as a rider's text prints it: "Tue, Dec 1", or "martes 1 de diciembre" (no comma before the verb). */
export const riderDay = (at: Date, timeZone: string, language: Language) =>
  language === 'es'
    ? dayFormat(timeZone, language)
        .formatToParts(at)
        .filter((part) => part.type !== 'literal')
        .map((part) => part.value)
        .join(' ')
        .replace(/^(\S+) (\d+) (\S+)$/, '$1 $2 de $3')
    : dayFormat(timeZone, language).format(at);

/**
 * What a rider's text may say about a leg (docs/decisions/065-notifications.md): the first name, the day, the
 * pickup window and the pickup address, in the rider's language. Nothing else of the job is read here, so nothing
 * else can leak.
 */
export function riderTripFacts(
  job: Pick<JobRow, 'patientName' | 'pickupTime' | 'pickupAddress' | 'leg'>,
  timeZone: string,
  windowMinutes: number,
  language: Language = 'en',
): RiderTripFacts {
  const pickup = job.pickupTime!;
  const clock = clockFormat(timeZone, language);
  const from = clock.format(new Date(pickup.getTime() - windowMinutes * 60_000));
  const to = clock.format(new Date(pickup.getTime() + windowMinutes * 60_000));
  const pickupWindow = `${from}–${to}`;
  const words = WORDS[language];
  return {
    firstName: job.patientName.trim().split(/\s+/)[0]!,
    day: riderDay(pickup, timeZone, language),
    pickupWindow,
    pickup: job.leg === 'return' ? words.homePickup(pickupWindow) : words.pickup(pickupWindow, job.pickupAddress),
  };
}

const FINAL = ['completed', 'cancelled', 'no_show'];

/** A text about a trip today may go out in quiet hours; the rider is waiting for it. */
const aboutToday = (job: JobRow, timeZone: string) =>
  job.pickupTime !== null && todayIn(timeZone, job.pickupTime) === todayIn(timeZone);

/**
 * A round trip booked at once, in one text (docs/decisions/065-notifications.md): the way there's pickup, then the ride
 * home's — its window (with its day when that is another), or, for a will-call return, that the rider calls when ready.
 * Folded into {{pickup}}, so the company's own "Trip scheduled" words keep working as they are.
 */
export function roundTripFacts(
  outbound: JobRow,
  back: JobRow,
  timeZone: string,
  windowMinutes: number,
  language: Language = 'en',
): RiderTripFacts {
  const words = WORDS[language];
  const there = riderTripFacts(outbound, timeZone, windowMinutes, language);
  if (!back.pickupTime) return { ...there, pickup: `${there.pickup}${words.homeWillCall}` };
  const home = riderTripFacts(back, timeZone, windowMinutes, language);
  const onDay = home.day === there.day ? '' : words.onDay(home.day);
  return { ...there, pickup: `${there.pickup}${words.homeLater(onDay, home.pickupWindow)}` };
}

/**
 * The messages a change to a leg causes, queued in the change's transaction: booked (a new leg with a time), its
 * pickup moved, cancelled — to the rider's phone — and a new driver, to that driver's phone. A new outbound booked
 * with its return (`back`) sends the rider one "Trip scheduled" naming both legs, not one a leg. `anyHour`: the
 * change answers the rider's own text, so its texts are not held for quiet hours.
 */
export async function queueTripMessages(
  tx: Tx,
  before: JobRow | undefined,
  after: JobRow,
  timeZone: string,
  back?: JobRow,
  options: { anyHour?: boolean } = {},
): Promise<void> {
  const drafts: MessageDraft[] = [];
  const anyHour = options.anyHour === true || aboutToday(after, timeZone);
  const factsOf = (window: number) => (language: Language) =>
    back && !before
      ? roundTripFacts(after, back, timeZone, window, language)
      : riderTripFacts(after, timeZone, window, language);
  const rider = (event: 'trip_scheduled' | 'trip_changed', key: string, window: number): MessageDraft =>
    ({
      event,
      channel: 'sms',
      recipient: after.patientPhone,
      facts: factsOf(window),
      about: { jobId: after.id },
      key,
      anyHour,
    }) as MessageDraft;
  const timed = after.pickupTime !== null && !FINAL.includes(after.status);
  if (
    timed &&
    (!before ||
      (before.pickupTime === null && after.pickupTime !== null) ||
      before.pickupTime?.getTime() !== after.pickupTime!.getTime() ||
      before.pickupAddress !== after.pickupAddress)
  ) {
    const window = (await loadPolicies(tx as unknown as Database)).trip.onTimeWindowMinutes;
    drafts.push(
      before?.pickupTime
        ? rider('trip_changed', `${after.id}:${after.pickupTime!.toISOString()}:${after.pickupAddress}`, window)
        : rider('trip_scheduled', after.id, window),
    );
  }
  if (after.status === 'cancelled' && before && before.status !== 'cancelled' && after.pickupTime) {
    drafts.push({
      event: 'trip_cancelled',
      channel: 'sms',
      recipient: after.patientPhone,
      facts: (language: Language) => ({
        firstName: riderTripFacts(after, timeZone, 0).firstName,
        day: riderDay(after.pickupTime!, timeZone, language),
      }),
      about: { jobId: after.id },
      key: after.id,
      anyHour,
    });
  }
  if (
    after.assignedDriverId &&
    after.assignedDriverId !== before?.assignedDriverId &&
    after.pickupTime &&
    !FINAL.includes(after.status)
  ) {
    const phone = await driverPhone(tx, after.assignedDriverId);
    if (phone !== undefined) {
      drafts.push({
        event: 'driver_assigned',
        channel: 'sms',
        recipient: phone,
        facts: {
          day: dayFormat(timeZone).format(after.pickupTime),
          pickupTime: clockFormat(timeZone).format(after.pickupTime),
        },
        about: { jobId: after.id, driverId: after.assignedDriverId },
        key: `${after.id}:${after.assignedDriverId}`,
        anyHour,
      });
    }
  }
  await queueMessages(tx, drafts);
  // The way there had nothing to book (no time yet): the way back speaks for itself.
  if (back && !before && !drafts.some((d) => d.event === 'trip_scheduled'))
    await queueTripMessages(tx, undefined, back, timeZone);
}
