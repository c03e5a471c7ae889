/**
 * Trips over time (docs/decisions/047-legs-returns-cancellations.md): a job is one leg of a trip; a round trip is
 * an outbound leg and a return leg linked by the return's `returnOfJobId`. A return is at a set time or
 * will-call: it waits without a pickup time until someone says the rider is ready.
 */
export const LEGS = ['outbound', 'return'] as const;
export type Leg = (typeof LEGS)[number];

export const LEG_LABELS: Record<Leg, string> = { outbound: 'Outbound', return: 'Return' };

/** What a referral, a job form or a standing order asks for the way back. */
export const RETURN_TRIPS = ['none', 'at_time', 'will_call'] as const;
export type ReturnTrip = (typeof RETURN_TRIPS)[number];

export const RETURN_TRIP_LABELS: Record<ReturnTrip, string> = {
  none: 'No return trip',
  at_time: 'Return at a set time',
  will_call: 'Will-call (the rider calls when ready)',
};

/** Why a trip was cancelled. The last two are the company's own failures, which reports count apart. */
export const CANCEL_REASONS = [
  'rider',
  'facility',
  'weather',
  'duplicate',
  'broker',
  'other',
  'missed_trip',
  'no_capacity',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  rider: 'Rider cancelled',
  facility: 'Facility cancelled or rescheduled',
  weather: 'Weather',
  duplicate: 'Duplicate trip',
  broker: 'Broker cancelled (manifest)',
  other: 'Other',
  missed_trip: 'Missed trip (we failed to come)',
  no_capacity: 'Turned down (no capacity)',
};

/** Who asked for the cancellation. */
export const CANCEL_REQUESTERS = ['rider', 'caregiver', 'facility', 'partner', 'broker', 'dispatcher'] as const;
export type CancelRequester = (typeof CANCEL_REQUESTERS)[number];

export const CANCEL_REQUESTER_LABELS: Record<CancelRequester, string> = {
  rider: 'The rider',
  caregiver: 'A caregiver or family member',
  facility: 'The facility',
  partner: 'The referring partner',
  broker: 'The broker',
  dispatcher: 'Our dispatch',
};
