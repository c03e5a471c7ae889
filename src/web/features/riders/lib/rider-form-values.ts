import type { Path } from 'react-hook-form';
import type { PlaceType } from '@domain/place';
import type { Sex } from '@domain/diagnosis-words';
import type { Language } from '@domain/language';
import type { LevelOfService } from '@domain/level-of-service';
import type { Rider, RiderInput } from '@domain/rider';

/** What the rider form holds: text as typed, the needs as ticks. */
export interface RiderFormValues {
  fullName: string;
  dateOfBirth: string;
  phone: string;
  memberId: string;
  sex: Sex;
  /** The codes as typed, separated by commas; the server reads and normalizes them. */
  diagnosisCodes: string;
  alternateContactName: string;
  alternateContactPhone: string;
  alternateContactGetsTexts: boolean;
  language: Language;
  homePlace: { street: string; unit: string; city: string; state: string; zip: string; placeType: PlaceType };
  defaultLevelOfService: LevelOfService;
  escortCount: string;
  oxygen: boolean;
  serviceAnimal: boolean;
  doorThroughDoor: boolean;
  bariatric: boolean;
  driverNotes: string;
}

const EMPTY_PLACE: RiderFormValues['homePlace'] = {
  street: '',
  unit: '',
  city: '',
  state: '',
  zip: '',
  placeType: 'residence',
};

export const EMPTY_RIDER_FORM: RiderFormValues = {
  fullName: '',
  dateOfBirth: '',
  phone: '',
  memberId: '',
  sex: 'U',
  diagnosisCodes: '',
  alternateContactName: '',
  alternateContactPhone: '',
  alternateContactGetsTexts: false,
  language: 'en',
  homePlace: EMPTY_PLACE,
  defaultLevelOfService: 'ambulatory',
  escortCount: '0',
  oxygen: false,
  serviceAnimal: false,
  doorThroughDoor: false,
  bariatric: false,
  driverNotes: '',
};

/** The fields a server's field error may name, so it shows under its own field. */
export const RIDER_FORM_FIELDS: Path<RiderFormValues>[] = [
  'fullName',
  'dateOfBirth',
  'phone',
  'memberId',
  'sex',
  'diagnosisCodes',
  'alternateContactName',
  'alternateContactPhone',
  'language',
  'homePlace.street',
  'homePlace.unit',
  'homePlace.city',
  'homePlace.state',
  'homePlace.zip',
  'homePlace.placeType',
  'defaultLevelOfService',
  'escortCount',
  'driverNotes',
];

export function riderToFormValues(rider: Rider): RiderFormValues {
  const home = rider.homePlace;
  return {
    fullName: rider.fullName,
    dateOfBirth: rider.dateOfBirth,
    phone: rider.phone,
    memberId: rider.memberId ?? '',
    sex: rider.sex,
    diagnosisCodes: rider.diagnosisCodes.join(', '),
    alternateContactName: rider.alternateContactName ?? '',
    alternateContactPhone: rider.alternateContactPhone ?? '',
    alternateContactGetsTexts: rider.alternateContactGetsTexts,
    language: rider.language,
    homePlace: home
      ? {
          street: home.street,
          unit: home.unit ?? '',
          city: home.city,
          state: home.state,
          zip: home.zip,
          placeType: home.placeType,
        }
      : EMPTY_PLACE,
    defaultLevelOfService: rider.defaultLevelOfService,
    escortCount: String(rider.escortCount),
    oxygen: rider.oxygen,
    serviceAnimal: rider.serviceAnimal,
    doorThroughDoor: rider.doorThroughDoor,
    bariatric: rider.bariatric,
    driverNotes: rider.driverNotes ?? '',
  };
}

/** What the form sends: a home address left blank (every text field empty) is no home address. */
export function toRiderInput(values: RiderFormValues): RiderInput {
  const { street, unit, city, state, zip } = values.homePlace;
  const blankHome = [street, unit, city, state, zip].every((v) => v.trim() === '');
  return { ...values, homePlace: blankHome ? null : values.homePlace };
}
