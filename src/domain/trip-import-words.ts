import type { Language } from './language';
import type { LevelOfService } from './level-of-service';
import type { Place } from './place';

/** The words of a broker's trip import (docs/decisions/105-broker-trip-import.md), without the schemas, for the screens. */

export const MANIFEST_FILE_KINDS = ['csv', 'xlsx'] as const;
export type ManifestFileKind = (typeof MANIFEST_FILE_KINDS)[number];

/** A manifest is a day's work: a file larger than this is the wrong file. */
export const MAX_MANIFEST_BYTES = 10 * 1024 * 1024;

/** A row as the file had it, under its own headers, with its number as a spreadsheet shows it (the header is row 1). */
export interface ManifestSourceRow {
  number: number;
  cells: Record<string, string>;
}

export const TRIP_IMPORT_OUTCOMES = ['new', 'update', 'unchanged', 'cancel', 'error'] as const;
export type TripImportOutcome = (typeof TRIP_IMPORT_OUTCOMES)[number];

export const TRIP_IMPORT_OUTCOME_LABELS: Record<TripImportOutcome, string> = {
  new: 'New',
  update: 'Update',
  unchanged: 'Unchanged',
  cancel: 'Cancel',
  error: 'Error',
};

export const TRIP_IMPORT_STATUSES = ['previewed', 'applied'] as const;
export type TripImportStatus = (typeof TRIP_IMPORT_STATUSES)[number];

export const TRIP_IMPORT_CHANGE_STATUSES = ['pending', 'accepted', 'ignored'] as const;
export type TripImportChangeStatus = (typeof TRIP_IMPORT_CHANGE_STATUSES)[number];

/** The ready mappings, by the layouts they read. */
export const READY_MAPPING_NAMES = ['generic', 'legPerRow', 'namedLegs'] as const;
export type ReadyMappingName = (typeof READY_MAPPING_NAMES)[number];

export const READY_MAPPING_LABELS: Record<ReadyMappingName, string> = {
  generic: 'Generic (Trip Number, Rider Name, Pickup Address…)',
  legPerRow: 'One row per leg (TripID ending -A/-B, DOS, PU Time 0930)',
  namedLegs: 'Leg column (Member Name "LAST, FIRST", 9:30 AM)',
};

/** The columns an imported leg sets on its job, as the import worked them out. Times are instants (ISO). */
export interface ImportedLegValues {
  patientName: string;
  patientPhone: string;
  levelOfService: LevelOfService;
  escortCount: number;
  rideNotes: string | null;
  pickupPlace: Place;
  dropoffPlace: Place;
  pickupAddress: string;
  dropoffAddress: string;
  serviceDate: string | null;
  pickupTime: string | null;
  dropoffTime: string | null;
  appointmentTime: string | null;
  willCall: boolean;
  jobRate: string;
}

/** One field the manifest changes on a trip. */
export interface TripChange {
  field:
    | 'patientName'
    | 'patientPhone'
    | 'pickupAddress'
    | 'dropoffAddress'
    | 'serviceDate'
    | 'pickupTime'
    | 'appointmentTime'
    | 'willCall'
    | 'levelOfService'
    | 'escortCount'
    | 'rideNotes';
  label: string;
  from: string | null;
  to: string | null;
}

/** How the rider of a row was found. */
export const RIDER_MATCHES = ['member_id', 'name_and_birth', 'new', 'none'] as const;
export type RiderMatch = (typeof RIDER_MATCHES)[number];

export const RIDER_MATCH_LABELS: Record<RiderMatch, string> = {
  member_id: 'Matched by member ID',
  name_and_birth: 'Matched by name and date of birth',
  new: 'New rider',
  none: 'No rider record (no date of birth)',
};

/** A row of the preview, as stored and answered. */
export interface TripImportRow {
  number: number;
  outcome: TripImportOutcome;
  tripNumber: string | null;
  tripKey: string | null;
  leg: 'outbound' | 'return' | null;
  /** By the file's own column headers. */
  errors: Record<string, string>;
  rider: {
    match: RiderMatch;
    riderId: string | null;
    name: string;
    memberId: string | null;
    dateOfBirth: string | null;
    /** The file's language for the rider's texts; a new rider takes it. */
    language?: Language | null;
  } | null;
  values: ImportedLegValues | null;
  jobId: string | null;
  changes: TripChange[];
  /** The trip is assigned or under way: its change or cancellation waits for the dispatcher. */
  held: boolean;
  /** The broker marks the trip cancelled. */
  cancelled: boolean;
  /** A cancelled way there whose way back is not in the file: the way back is cancelled with it. */
  cancelsReturn: boolean;
  needsReview: boolean;
  notice: string | null;
}

export type TripImportCounts = Record<TripImportOutcome, number> & { held: number; needsReview: number };

export interface TripImportResult {
  created: number;
  updated: number;
  cancelled: number;
  held: number;
  skipped: number;
}
