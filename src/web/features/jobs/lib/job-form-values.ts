import type { Job, JobInput } from '@domain/job';
import type { LevelOfService } from '@domain/level-of-service';
import type { Place, PlaceType } from '@domain/place';
import type { ReferralBilling } from '@domain/authorization';
import type { Referral } from '@domain/referral';
import type { Rider } from '@domain/rider';
import { isFinalJobStatus, type EDITABLE_JOB_STATUSES } from '@domain/statuses';
import type { ReturnTrip } from '@domain/trip';

import { addMinutesToZonedLocal, isoToZonedLocal, zonedLocalToIso } from '@domain/zoned-time';
import { REFERRAL_AUTHORIZATION } from '@/components/billing/authorization-field';
import { emptyPlace, placeToForm, type PlaceFormValues } from '@/lib/place-form';

export { emptyPlace, placeToForm, type PlaceFormValues };

type EditableJobStatus = (typeof EDITABLE_JOB_STATUSES)[number];

/**
 * What the job form holds: the API's fields, with the two times as datetime-local values on the
 * company clock, the driver as a select value ('' = Unassigned) and the rider as its id ('' = none) with the
 * name the form shows for it (docs/decisions/045-levels-and-places-on-forms.md).
 */
export interface JobFormValues {
  riderId: string;
  riderLabel: string;
  patientDob: string;
  patientName: string;
  patientPhone: string;
  levelOfService: LevelOfService | '';
  escortCount: string;
  pickupPlace: PlaceFormValues;
  dropoffPlace: PlaceFormValues;
  rideNotes: string;
  pickupTime: string;
  dropoffTime: string;
  /** When the rider must be there ('' = none), on the company clock. */
  appointmentTime: string;
  /** A new job's way back: asked on Create New Job only (docs/decisions/047-legs-returns-cancellations.md). */
  returnTrip: ReturnTrip;
  returnPickupTime: string;
  jobRate: string;
  status: EditableJobStatus;
  assignedDriverId: string;
  /** Who pays for the trip ('' = no payer yet), docs/decisions/068-job-price.md. */
  payerId: string;
  /** The workers' compensation authorization the trip counts against ('' = none), docs/decisions/069-authorizations.md. */
  authorizationId: string;
  referralId: string;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  riderId: '',
  riderLabel: '',
  patientDob: '',
  patientName: '',
  patientPhone: '',
  levelOfService: '',
  escortCount: '0',
  pickupPlace: emptyPlace('residence'),
  dropoffPlace: emptyPlace('physician_office'),
  rideNotes: '',
  pickupTime: '',
  dropoffTime: '',
  appointmentTime: '',
  returnTrip: 'none',
  returnPickupTime: '',
  jobRate: '',
  status: 'pending',
  assignedDriverId: '',
  payerId: '',
  authorizationId: '',
  referralId: '',
};

const PLACE_PARTS = ['street', 'unit', 'city', 'state', 'zip', 'placeType'] as const;

/** The fields a server fieldError may name and the form can show under a control. */
export const JOB_FORM_FIELDS = [
  'riderId',
  'patientDob',
  'patientName',
  'patientPhone',
  'levelOfService',
  'escortCount',
  'pickupPlace',
  ...PLACE_PARTS.map((part) => `pickupPlace.${part}` as const),
  'dropoffPlace',
  ...PLACE_PARTS.map((part) => `dropoffPlace.${part}` as const),
  'rideNotes',
  'pickupTime',
  'dropoffTime',
  'appointmentTime',
  'returnTrip',
  'returnPickupTime',
  'jobRate',
  'status',
  'assignedDriverId',
  'payerId',
  'authorizationId',
] as const;

/** A job from before places were structured: its one line goes in Street, for the dispatcher to split up. */
const placeOrLine = (place: Place | null, line: string, placeType: PlaceType) =>
  place ? placeToForm(place) : { ...emptyPlace(placeType), street: line };

/** Form values → the body jobSchema validates and the API takes (times as instants, decision 031). */
export function toJobInput(values: JobFormValues, timeZone: string): JobInput {
  return {
    patientName: values.patientName,
    patientPhone: values.patientPhone,
    // A rider on file, else (for a new rider) the date of birth that finds or makes one.
    ...(values.riderId ? { riderId: values.riderId } : values.patientDob ? { patientDob: values.patientDob } : {}),
    levelOfService: values.levelOfService as LevelOfService,
    escortCount: values.escortCount,
    pickupPlace: values.pickupPlace,
    dropoffPlace: values.dropoffPlace,
    rideNotes: values.rideNotes,
    pickupTime: zonedLocalToIso(values.pickupTime, timeZone),
    dropoffTime: zonedLocalToIso(values.dropoffTime, timeZone),
    appointmentTime: values.appointmentTime ? zonedLocalToIso(values.appointmentTime, timeZone) : null,
    returnTrip: values.returnTrip,
    returnPickupTime:
      values.returnTrip === 'at_time' && values.returnPickupTime
        ? zonedLocalToIso(values.returnPickupTime, timeZone)
        : null,
    jobRate: values.jobRate,
    status: values.status,
    assignedDriverId: values.assignedDriverId || null,
    // Always sent, so choosing "No payer yet" on an edit takes the payer off.
    payerId: values.payerId || null,
    // Always sent too: an edit that leaves it out would take the trip off its authorization. The referral's
    // authorization not yet made is none here: the server makes it from the referral (decision 069).
    authorizationId:
      values.authorizationId && values.authorizationId !== REFERRAL_AUTHORIZATION ? values.authorizationId : null,
    ...(values.referralId ? { referralId: values.referralId } : {}),
  };
}

/** An existing job → the Edit Job form. */
export function jobToFormValues(job: Job, timeZone: string): JobFormValues {
  return {
    riderId: job.riderId ?? '',
    riderLabel: job.riderId ? job.patientName : '',
    patientDob: '',
    patientName: job.patientName,
    patientPhone: job.patientPhone,
    levelOfService: job.levelOfService,
    escortCount: String(job.escortCount),
    pickupPlace: placeOrLine(job.pickupPlace, job.pickupAddress, 'residence'),
    dropoffPlace: placeOrLine(job.dropoffPlace, job.dropoffAddress, 'physician_office'),
    rideNotes: job.rideNotes ?? '',
    pickupTime: job.pickupTime ? isoToZonedLocal(job.pickupTime, timeZone) : '',
    dropoffTime: job.dropoffTime ? isoToZonedLocal(job.dropoffTime, timeZone) : '',
    appointmentTime: job.appointmentTime ? isoToZonedLocal(job.appointmentTime, timeZone) : '',
    // A saved leg's return is its own leg: the edit form does not ask again.
    returnTrip: 'none',
    returnPickupTime: '',
    jobRate: job.jobRate,
    // A cancelled or no-show job is final and not opened for editing; its form would keep Pending.
    status: isFinalJobStatus(job.status) ? 'pending' : (job.status as EditableJobStatus),
    assignedDriverId: job.assignedDriverId ?? '',
    payerId: job.payerId ?? '',
    authorizationId: job.authorizationId ?? '',
    referralId: job.referralId ?? '',
  };
}

/** Minutes between the pickup and the appointment it serves, when a job comes from a referral. */
const PICKUP_LEAD_MINUTES = 60;

/**
 * Decision 029: a referral → a new job, with everything the referral says so nothing is typed twice: the patient,
 * their phone and rider, the level of service, escorts, both places, and the referral's notes as ride notes.
 * The appointment is the dropoff; pickup an hour earlier; both on the company clock. The referral's return
 * question carries over, a set return time on the appointment's day. (Older referrals have no phone or
 * structured places: dispatch fills those in.) A workers' compensation referral's payer and authorization are
 * what GET /api/referrals/{id}/billing answers.
 */
export function referralToFormValues(
  referral: Referral,
  timeZone: string,
  billing?: ReferralBilling | null,
): JobFormValues {
  const appointment = `${referral.appointmentDate}T${referral.appointmentTime.slice(0, 5)}`;
  return {
    ...EMPTY_JOB_FORM,
    riderId: referral.riderId ?? '',
    riderLabel: referral.riderId ? referral.patientName : '',
    patientDob: referral.patientDob,
    patientName: referral.patientName,
    patientPhone: referral.patientPhone ?? '',
    levelOfService: referral.levelOfService,
    escortCount: String(referral.escortCount),
    pickupPlace: placeOrLine(referral.pickupPlace, referral.pickupLocation, 'residence'),
    dropoffPlace: placeOrLine(referral.dropoffPlace, referral.dropoffLocation, 'physician_office'),
    rideNotes: referral.notes ?? '',
    pickupTime: addMinutesToZonedLocal(appointment, -PICKUP_LEAD_MINUTES, timeZone),
    dropoffTime: appointment,
    appointmentTime: appointment,
    returnTrip: referral.returnTrip,
    returnPickupTime:
      referral.returnTrip === 'at_time' && referral.returnTime
        ? `${referral.appointmentDate}T${referral.returnTime}`
        : '',
    // A workers' compensation referral brings its carrier and its authorization (docs/decisions/069-authorizations.md).
    payerId: billing?.payerId ?? '',
    authorizationId: billing?.authorizationId ?? (referral.workersComp ? REFERRAL_AUTHORIZATION : ''),
    referralId: referral.id,
  };
}

/** A rider chosen from the search: link them, and take what their record says for what the form still lacks. */
export function withRider(values: JobFormValues, rider: Rider): JobFormValues {
  const pickupEmpty = !values.pickupPlace.street.trim();
  return {
    ...values,
    riderId: rider.id,
    riderLabel: rider.fullName,
    patientDob: '',
    patientName: rider.fullName,
    patientPhone: rider.phone,
    levelOfService: values.levelOfService || rider.defaultLevelOfService,
    escortCount: values.escortCount === '0' ? String(rider.escortCount) : values.escortCount,
    pickupPlace: pickupEmpty && rider.homePlace ? placeToForm(rider.homePlace) : values.pickupPlace,
    rideNotes: values.rideNotes || rider.driverNotes || '',
  };
}
