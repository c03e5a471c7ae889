import { referralReference } from '../../../domain/referral';
import { estimateTravel } from '../../../domain/travel';
import type { Database } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { messageCompanyProfile, queueMessages } from './outbox';
import { mintTripLink } from '../trip-page/service';
import { referrerOf } from './recipients-repository';
import { riderTripFacts } from './trip-messages';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A driver's steps that someone outside hears of (docs/decisions/065-notifications.md): setting off tells the
 * rider the driver is on the way, with an estimate; the drop-off tells a workers' compensation referrer the trip
 * was completed.
 */
export async function queueStepMessages(
  tx: Tx,
  step: string,
  job: JobRow,
  from: { lat?: number | null | undefined; lng?: number | null | undefined },
  at: Date,
): Promise<void> {
  const { timeZone } = messageCompanyProfile();
  if (step === 'start') {
    const pickup =
      job.pickupPlace && job.pickupPlace.lat !== null && job.pickupPlace.lng !== null
        ? { lat: job.pickupPlace.lat, lng: job.pickupPlace.lng }
        : null;
    const here = typeof from.lat === 'number' && typeof from.lng === 'number' ? { lat: from.lat, lng: from.lng } : null;
    // From where the phone is when it knows; else the time left to the booked pickup.
    const minutes =
      pickup && here
        ? estimateTravel(here, pickup, at, timeZone).minutes
        : Math.max(5, Math.round(((job.pickupTime?.getTime() ?? at.getTime()) - at.getTime()) / 60_000));
    await queueMessages(tx, [
      {
        event: 'driver_on_the_way',
        channel: 'sms',
        recipient: job.patientPhone,
        facts: {
          firstName: riderTripFacts({ ...job, pickupTime: job.pickupTime ?? at }, timeZone, 0).firstName,
          minutes,
          tripLink: await mintTripLink(tx, job.id),
        },
        about: { jobId: job.id },
        key: job.id,
        anyHour: true,
      },
    ]);
  }
  if (step === 'dropoff' && job.referralId) {
    const referral = await referrerOf(tx, job.referralId);
    if (referral?.transportType !== 'workers_compensation') return;
    const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(
      at,
    );
    await queueMessages(tx, [
      {
        event: 'trip_completed',
        channel: 'email',
        recipient: referral.referrerEmail,
        facts: { referrerName: referral.referrerName, reference: referralReference(referral.id), day },
        about: { jobId: job.id, referralId: referral.id },
        key: job.id,
      },
    ]);
  }
}
