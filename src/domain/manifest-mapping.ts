import type { LevelOfService } from './level-of-service';

/**
 * How a broker's manifest is read (docs/decisions/104-manifest-rows.md): the mapping's fields, formats and the
 * ready mappings, without the row reader, so the screens can offer them.
 */

export const MANIFEST_FIELDS = [
  'tripNumber',
  'memberId',
  'riderName',
  'lastName',
  'firstName',
  'dateOfBirth',
  'phone',
  'language',
  'pickupAddress',
  'dropoffAddress',
  'tripDate',
  'pickupTime',
  'appointmentTime',
  'levelOfService',
  'escorts',
  'leg',
  'status',
  'notes',
] as const;
export type ManifestField = (typeof MANIFEST_FIELDS)[number];

export const MANIFEST_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY'] as const;
export const MANIFEST_TIME_FORMATS = ['HH:mm', 'HHmm', 'h:mm a'] as const;

export interface ManifestMapping {
  /** The column header each field is read from; a field without one is not in this broker's file. */
  columns: Partial<Record<ManifestField, string>>;
  dateFormat: (typeof MANIFEST_DATE_FORMATS)[number];
  timeFormat: (typeof MANIFEST_TIME_FORMATS)[number];
  /** The broker's words for the levels of service, upper case ("AMB", "WC", "STR"). */
  levelWords: Record<string, LevelOfService>;
  /** How a leg is told: its own column's words, else the end of the trip number ("-A", "-B"). */
  legMarkers: { outbound: string[]; return: string[] };
  /** The status words that mean the broker cancelled the trip. */
  cancelledWords: string[];
  /** The pickup-time words that mean a will-call return ("WILL CALL", "WC"). */
  willCallWords: string[];
}

const COMMON_LEVEL_WORDS: Record<string, LevelOfService> = {
  AMB: 'ambulatory',
  AMBULATORY: 'ambulatory',
  WC: 'wheelchair',
  WCH: 'wheelchair',
  WHEELCHAIR: 'wheelchair',
  STR: 'stretcher',
  STRETCHER: 'stretcher',
};

/** Ready mappings: a generic one with plain headers, and the two layouts brokers' portals commonly export. */
export const READY_MAPPINGS = {
  generic: {
    columns: {
      tripNumber: 'Trip Number',
      memberId: 'Member ID',
      riderName: 'Rider Name',
      dateOfBirth: 'Date of Birth',
      phone: 'Phone',
      language: 'Language',
      pickupAddress: 'Pickup Address',
      dropoffAddress: 'Dropoff Address',
      tripDate: 'Trip Date',
      pickupTime: 'Pickup Time',
      appointmentTime: 'Appointment Time',
      levelOfService: 'Level of Service',
      escorts: 'Escorts',
      leg: 'Leg',
      status: 'Status',
      notes: 'Notes',
    },
    dateFormat: 'YYYY-MM-DD',
    timeFormat: 'HH:mm',
    levelWords: COMMON_LEVEL_WORDS,
    legMarkers: { outbound: ['OUTBOUND', 'A', 'TO'], return: ['RETURN', 'B', 'FROM'] },
    cancelledWords: ['CANCELLED', 'CANCELED'],
    willCallWords: ['WILL CALL', 'WILLCALL'],
  },
  /** One row per leg, the leg in the trip number's end (1-20261130-12345-A), US dates, times as 0930. */
  legPerRow: {
    columns: {
      tripNumber: 'TripID',
      memberId: 'MemberID',
      lastName: 'LastName',
      firstName: 'FirstName',
      dateOfBirth: 'DOB',
      phone: 'Phone',
      pickupAddress: 'PU Address',
      dropoffAddress: 'DO Address',
      tripDate: 'DOS',
      pickupTime: 'PU Time',
      appointmentTime: 'Appt Time',
      levelOfService: 'Mobility',
      escorts: 'Attendants',
      status: 'Trip Status',
      notes: 'Comments',
    },
    dateFormat: 'MM/DD/YYYY',
    timeFormat: 'HHmm',
    levelWords: COMMON_LEVEL_WORDS,
    legMarkers: { outbound: ['A'], return: ['B'] },
    cancelledWords: ['CANCELLED', 'CANCELED', 'CXL'],
    willCallWords: ['WILL CALL', 'WILLCALL', 'W/C'],
  },
  /** "LAST, FIRST" names, a leg column, 12-hour times. */
  namedLegs: {
    columns: {
      tripNumber: 'Trip Number',
      memberId: 'Member Number',
      riderName: 'Member Name',
      dateOfBirth: 'Birth Date',
      phone: 'Member Phone',
      pickupAddress: 'Pickup Location',
      dropoffAddress: 'Destination',
      tripDate: 'Date of Service',
      pickupTime: 'Pickup Time',
      appointmentTime: 'Appointment Time',
      levelOfService: 'Level of Service',
      escorts: 'Additional Riders',
      leg: 'Leg',
      status: 'Status',
      notes: 'Special Instructions',
    },
    dateFormat: 'MM/DD/YYYY',
    timeFormat: 'h:mm a',
    levelWords: COMMON_LEVEL_WORDS,
    legMarkers: { outbound: ['OUTBOUND', 'TO APPT', 'A'], return: ['RETURN', 'FROM APPT', 'B'] },
    cancelledWords: ['CANCELLED', 'CANCELED'],
    willCallWords: ['WILL CALL'],
  },
} as const satisfies Record<string, ManifestMapping>;
