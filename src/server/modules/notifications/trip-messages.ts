import { todayIn } from '../../../domain/dates';
import type { Database } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { loadPolicies } from '../policies/service';
import { queueMessages, type MessageDraft } from './outbox';
import { driverPhone } from './recipients-repository';
import type { RiderTripFacts } from './templates';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
const clockFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });

/**
 * What a rider's text may say about a leg (docs/decisions/065-notifications.md): the first name, the day, the
 * pickup window and the pickup address. Nothing else of the job is read here, so nothing else can leak.
 */
export function riderTripFacts(
  job: Pick<JobRow, 'patientName' | 'pickupTime' | 'pickupAddress' | 'leg'>,
  timeZone: string,
  windowMinutes: number,
): RiderTripFacts {
  const pickup = job.pickupTime!;
  const clock = clockFormat(timeZone);
  const from = clock.format(new Date(pickup.getTime() - windowMinutes * 60_000));
  const to = clock.format(new Date(pickup.getTime() + windowMinutes * 60_000));
  const pickupWindow = `${from}–${to}`;
  return {
    firstName: job.patientName.trim().split(/\s+/)[0]!,
    day: dayFormat(timeZone).format(pickup),
    pickupWindow,
    pickup:
      job.leg === 'return'
        ? `Pickup for your ride home ${pickupWindow}`
        : `Pickup ${pickupWindow} at ${job.pickupAddress}`,
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
): RiderTripFacts {
  const there = riderTripFacts(outbound, timeZone, windowMinutes);
  if (!back.pickupTime) return { ...there, pickup: `${there.pickup}; for your ride home, call us when you are ready` };
  const home = riderTripFacts(back, timeZone, windowMinutes);
  const onDay = home.day === there.day ? '' : ` on ${home.day}`;
  return { ...there, pickup: `${there.pickup}; pickup for your ride home${onDay} ${home.pickupWindow}` };
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
  const factsOf = (window: number) =>
    back && !before ? roundTripFacts(after, back, timeZone, window) : riderTripFacts(after, timeZone, window);
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
      facts: {
        firstName: riderTripFacts(after, timeZone, 0).firstName,
        day: dayFormat(timeZone).format(after.pickupTime),
      },
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
