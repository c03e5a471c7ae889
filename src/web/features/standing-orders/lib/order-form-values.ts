import type { LevelOfService } from '@domain/level-of-service';
import type { ReferralBilling } from '@domain/authorization';
import type { Referral } from '@domain/referral';
import type { Rider } from '@domain/rider';
import type { StandingOrder, StandingOrderInput, Weekday } from '@domain/standing-order';
import type { ReturnTrip } from '@domain/trip';
import { emptyPlace, placeToForm, type PlaceFormValues } from '@/lib/place-form';

/** How an order ends: never (until ended by hand), on a date, or after a number of trips. */
export type OrderEnd = 'never' | 'on_date' | 'after';

/** What the standing-order form holds: the API's fields as the inputs give them (strings, '' for none). */
export interface OrderFormValues {
  riderId: string;
  riderLabel: string;
  referralId: string;
  levelOfService: LevelOfService | '';
  escortCount: string;
  pickupPlace: PlaceFormValues;
  dropoffPlace: PlaceFormValues;
  daysOfWeek: Weekday[];
  startDate: string;
  ends: OrderEnd;
  endDate: string;
  occurrences: string;
  pickupTime: string;
  dropoffTime: string;
  appointmentTime: string;
  returnTrip: ReturnTrip;
  returnPickupTime: string;
  returnDropoffTime: string;
  jobRate: string;
  rideNotes: string;
  authorizationNumber: string;
  /** Who pays for the trips and the authorization they count against ('' = none), docs/decisions/069-authorizations.md. */
  payerId: string;
  authorizationId: string;
  skippedDates: string[];
}

export const EMPTY_ORDER_FORM: OrderFormValues = {
  riderId: '',
  riderLabel: '',
  referralId: '',
  levelOfService: '',
  escortCount: '0',
  pickupPlace: emptyPlace('residence'),
  dropoffPlace: emptyPlace('dialysis_center'),
  daysOfWeek: [],
  startDate: '',
  ends: 'never',
  endDate: '',
  occurrences: '',
  pickupTime: '',
  dropoffTime: '',
  appointmentTime: '',
  returnTrip: 'will_call',
  returnPickupTime: '',
  returnDropoffTime: '',
  jobRate: '',
  rideNotes: '',
  authorizationNumber: '',
  payerId: '',
  authorizationId: '',
  skippedDates: [],
};

/** The fields a server refusal may name, for showing its message under the field. */
export const ORDER_FORM_FIELDS = [
  'riderId',
  'levelOfService',
  'escortCount',
  'daysOfWeek',
  'startDate',
  'endDate',
  'occurrences',
  'pickupTime',
  'dropoffTime',
  'appointmentTime',
  'returnTrip',
  'returnPickupTime',
  'returnDropoffTime',
  'jobRate',
  'rideNotes',
  'authorizationNumber',
  'payerId',
  'authorizationId',
  'skippedDates',
] as const;

/** Form values → the body the domain schema checks and the API takes. */
export function toOrderInput(values: OrderFormValues): StandingOrderInput {
  const count = values.occurrences.trim();
  return {
    riderId: values.riderId,
    referralId: values.referralId || null,
    levelOfService: values.levelOfService as LevelOfService,
    escortCount: values.escortCount,
    pickupPlace: values.pickupPlace,
    dropoffPlace: values.dropoffPlace,
    daysOfWeek: values.daysOfWeek,
    startDate: values.startDate,
    endDate: values.ends === 'on_date' ? values.endDate : null,
    occurrences: values.ends === 'after' ? (count === '' ? Number.NaN : Number(count)) : null,
    pickupTime: values.pickupTime,
    dropoffTime: values.dropoffTime,
    appointmentTime: values.appointmentTime || null,
    returnTrip: values.returnTrip,
    returnPickupTime: values.returnTrip === 'at_time' ? values.returnPickupTime : null,
    returnDropoffTime: values.returnTrip === 'at_time' ? values.returnDropoffTime : null,
    jobRate: values.jobRate,
    rideNotes: values.rideNotes,
    authorizationNumber: values.authorizationNumber,
    payerId: values.payerId || null,
    authorizationId: values.authorizationId || null,
    skippedDates: values.skippedDates,
  };
}

/** A saved order → the form, for editing. */
export function orderToFormValues(order: StandingOrder): OrderFormValues {
  return {
    riderId: order.riderId,
    riderLabel: order.riderName,
    referralId: order.referralId ?? '',
    levelOfService: order.levelOfService,
    escortCount: String(order.escortCount),
    pickupPlace: placeToForm(order.pickupPlace),
    dropoffPlace: placeToForm(order.dropoffPlace),
    daysOfWeek: order.daysOfWeek,
    startDate: order.startDate,
    ends: order.endDate ? 'on_date' : order.occurrences ? 'after' : 'never',
    endDate: order.endDate ?? '',
    occurrences: order.occurrences ? String(order.occurrences) : '',
    pickupTime: order.pickupTime,
    dropoffTime: order.dropoffTime,
    appointmentTime: order.appointmentTime ?? '',
    returnTrip: order.returnTrip,
    returnPickupTime: order.returnPickupTime ?? '',
    returnDropoffTime: order.returnDropoffTime ?? '',
    jobRate: order.jobRate,
    rideNotes: order.rideNotes ?? '',
    authorizationNumber: order.authorizationNumber ?? '',
    payerId: order.payerId ?? '',
    authorizationId: order.authorizationId ?? '',
    skippedDates: order.skippedDates,
  };
}

/** A rider chosen: their name, and for an empty form their home as the pickup and how they travel. */
export function withRider(values: OrderFormValues, rider: Rider): OrderFormValues {
  const pickupEmpty = !values.pickupPlace.street.trim();
  return {
    ...values,
    riderId: rider.id,
    riderLabel: rider.fullName,
    levelOfService: values.levelOfService || rider.defaultLevelOfService,
    escortCount: values.escortCount === '0' ? String(rider.escortCount) : values.escortCount,
    pickupPlace: pickupEmpty && rider.homePlace ? placeToForm(rider.homePlace) : values.pickupPlace,
  };
}

/**
 * An order made from a referral: its rider, places, level and escorts; its appointment time as the order's; and,
 * for a workers' compensation referral, the carrier and authorization its trips are billed under
 * (docs/decisions/084-workers-comp-payer-follows-the-referral.md).
 */
export function fromReferral(values: OrderFormValues, referral: Referral, billing?: ReferralBilling): OrderFormValues {
  return {
    ...values,
    payerId: billing?.payerId ?? values.payerId,
    authorizationId: billing?.authorizationId ?? values.authorizationId,
    referralId: referral.id,
    riderId: referral.riderId ?? values.riderId,
    riderLabel: referral.riderId ? referral.patientName : values.riderLabel,
    levelOfService: referral.levelOfService,
    escortCount: String(referral.escortCount),
    pickupPlace: referral.pickupPlace ? placeToForm(referral.pickupPlace) : values.pickupPlace,
    dropoffPlace: referral.dropoffPlace ? placeToForm(referral.dropoffPlace) : values.dropoffPlace,
    appointmentTime: referral.appointmentTime.slice(0, 5),
    startDate: referral.appointmentDate,
  };
}
