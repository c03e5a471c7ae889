import type { Job, JobInput } from '@domain/job';
import type { LevelOfService } from '@domain/level-of-service';
import type { Place, PlaceType } from '@domain/place';
import type { Referral } from '@domain/referral';
import type { Rider } from '@domain/rider';
import type { JobStatus } from '@domain/statuses';
import { addMinutesToZonedLocal, isoToZonedLocal, zonedLocalToIso } from '@domain/zoned-time';

/** A place as the form holds it: every part a string ('' for none). */
export interface PlaceFormValues {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  placeType: PlaceType;
}

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
  jobRate: string;
  status: JobStatus;
  assignedDriverId: string;
  referralId: string;
}

export const emptyPlace = (placeType: PlaceType): PlaceFormValues => ({ street: '', unit: '', city: '', state: '', zip: '', placeType });

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
  jobRate: '',
  status: 'pending',
  assignedDriverId: '',
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
  'jobRate',
  'status',
  'assignedDriverId',
] as const;

/** A stored place → the form's strings (coordinates stay with the server). */
export function placeToForm(place: Pick<Place, 'street' | 'unit' | 'city' | 'state' | 'zip' | 'placeType'>): PlaceFormValues {
  return { street: place.street, unit: place.unit ?? '', city: place.city, state: place.state, zip: place.zip, placeType: place.placeType };
}

/** A job from before places were structured: its one line goes in Street, for the dispatcher to split up. */
const placeOrLine = (place: Place | null, line: string, placeType: PlaceType) => (place ? placeToForm(place) : { ...emptyPlace(placeType), street: line });

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
    jobRate: values.jobRate,
    status: values.status,
    assignedDriverId: values.assignedDriverId || null,
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
    pickupTime: isoToZonedLocal(job.pickupTime, timeZone),
    dropoffTime: isoToZonedLocal(job.dropoffTime, timeZone),
    jobRate: job.jobRate,
    status: job.status,
    assignedDriverId: job.assignedDriverId ?? '',
    referralId: job.referralId ?? '',
  };
}

/** Minutes between the pickup and the appointment it serves, when a job comes from a referral. */
const PICKUP_LEAD_MINUTES = 60;

/**
 * Decision 029: a referral → a new job, with everything the referral says so nothing is typed twice: the patient,
 * their phone and rider, the level of service, escorts, both places, and the referral's notes as ride notes.
 * The appointment is the dropoff; pickup an hour earlier; both on the company clock. (Older referrals have no
 * phone or structured places: dispatch fills those in.)
 */
export function referralToFormValues(referral: Referral, timeZone: string): JobFormValues {
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
