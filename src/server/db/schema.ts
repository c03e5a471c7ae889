import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  doublePrecision,
  uniqueIndex,
  type AnyPgColumn,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../domain/roles';
import { DRIVER_STATUSES, JOB_STATUSES, REFERRAL_STATUSES, TRANSPORT_TYPES } from '../../domain/statuses';
import { CREDENTIAL_KINDS } from '../../domain/credential';
import { LEVELS_OF_SERVICE } from '../../domain/level-of-service';
import type { Place } from '../../domain/place';
import { LIFT_OR_RAMP, VEHICLE_DOCUMENT_KINDS, VEHICLE_STATUSES } from '../../domain/vehicle';
import { CANCEL_REASONS, CANCEL_REQUESTERS, LEGS, RETURN_TRIPS } from '../../domain/trip';
import { STANDING_ORDER_STATUSES, type Weekday } from '../../domain/standing-order';
import type { ProposalResult, ProposalScope, ProposalStatus } from '../../domain/route-proposal';
import type { PayerType, TripNumberPlacement } from '../../domain/payer';
import type { Sex } from '../../domain/diagnosis';
import type { WorkersCompDetails } from '../../domain/authorization';
import type {
  ClaimAnswerStatus,
  ClaimFileKind,
  ClaimFileLineKind,
  ClaimFileLineOutcome,
  StoredClaimReason,
} from '../../domain/claim-answer-words';
import type { ApiTokenScope } from '../../domain/api-token';
import type { Language } from '../../domain/language';
import type {
  DeliveryStatus,
  MessageChannel,
  MessageEvent,
  MessageStatus,
  ReplyCommand,
  ReplyOutcome,
} from '../../domain/message';
import { PROOF_EVENT_KINDS } from '../../domain/proof';
import type { ManifestMapping } from '../../domain/manifest-row';
import type {
  ImportedLegValues,
  ManifestFileKind,
  ManifestSourceRow,
  TripChange,
  TripImportChangeStatus,
  TripImportCounts,
  TripImportResult,
  TripImportRow,
  TripImportStatus,
} from '../../domain/trip-import';
import type { InspectionAnswer, InspectionItem } from '../../domain/inspection-items';
import type { ShiftExceptionKind, ShiftExceptionStatus, WeeklyShift } from '../../domain/shift';

export const roleEnum = pgEnum('user_role', ROLES);
export const driverStatusEnum = pgEnum('driver_status', DRIVER_STATUSES);
export const referralStatusEnum = pgEnum('referral_status', REFERRAL_STATUSES);
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);
export const transportTypeEnum = pgEnum('transport_type', TRANSPORT_TYPES);
export const levelOfServiceEnum = pgEnum('level_of_service', LEVELS_OF_SERVICE);
export const vehicleStatusEnum = pgEnum('vehicle_status', VEHICLE_STATUSES);
export const liftOrRampEnum = pgEnum('lift_or_ramp', LIFT_OR_RAMP);
export const vehicleDocumentKindEnum = pgEnum('vehicle_document_kind', VEHICLE_DOCUMENT_KINDS);
export const credentialKindEnum = pgEnum('credential_kind', CREDENTIAL_KINDS);
export const legEnum = pgEnum('job_leg', LEGS);
export const returnTripEnum = pgEnum('return_trip', RETURN_TRIPS);
export const cancelReasonEnum = pgEnum('cancel_reason', CANCEL_REASONS);
export const cancelRequesterEnum = pgEnum('cancel_requester', CANCEL_REQUESTERS);
export const standingOrderStatusEnum = pgEnum('standing_order_status', STANDING_ORDER_STATUSES);
export const standingOrderRunTriggerEnum = pgEnum('standing_order_run_trigger', [
  'startup',
  'daily',
  'manual',
  'order_saved',
]);

/** A structured address with coordinates (docs/decisions/039-operations-records.md), kept whole as JSON. */
const place = (name: string) => jsonb(name).$type<Place>();

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const timestamps = {
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: roleEnum('role').notNull().default('referral_partner'),
    // Admin two-step sign-in (ASVS 6.3.3): the TOTP secret encrypted with a key from SESSION_SECRET,
    // set when enrolment starts and active from mfa_enabled_at; recovery codes kept only as hashes.
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: stamp('mfa_enabled_at'),
    mfaRecoveryCodes: jsonb('mfa_recovery_codes').$type<string[]>(),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    mfaLastStep: integer('mfa_last_step'),
    ...timestamps,
  },
  (t) => [
    // Case-insensitive so that "Admin" cannot pose as "admin" and one mailbox holds one account.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
  ],
);

/** The session store of docs/product/data-model.md (sid, sess, expire), plus the owner so a user's sessions can be ended together. */
export const sessions = pgTable(
  'session',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: stamp('expire').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_expire_idx').on(t.expire), index('session_user_idx').on(t.userId)],
);

/** What the company drives (docs/decisions/039-operations-records.md). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    /** What a rider looks out for (docs/decisions/115-trip-page.md). */
    colour: text('colour'),
    year: integer('year').notNull(),
    plate: text('plate').notNull(),
    vin: text('vin').notNull(),
    ambulatorySeats: integer('ambulatory_seats').notNull().default(0),
    wheelchairPositions: integer('wheelchair_positions').notNull().default(0),
    stretcherPositions: integer('stretcher_positions').notNull().default(0),
    liftOrRamp: liftOrRampEnum('lift_or_ramp').notNull().default('none'),
    status: vehicleStatusEnum('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vehicles_number_lower_key').on(sql`lower(${t.number})`),
    uniqueIndex('vehicles_vin_key').on(t.vin),
    check(
      'vehicles_counts_not_negative',
      sql`${t.ambulatorySeats} >= 0 and ${t.wheelchairPositions} >= 0 and ${t.stretcherPositions} >= 0`,
    ),
  ],
);

/** A vehicle's registration, insurance and inspections; the latest expiry of each kind counts. */
export const vehicleDocuments = pgTable(
  'vehicle_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: vehicleDocumentKindEnum('kind').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    objectId: uuid('object_id').references(() => objects.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_documents_vehicle_idx').on(t.vehicleId, t.kind, t.expiresOn.desc()),
    index('vehicle_documents_expires_idx').on(t.expiresOn),
  ],
);

/** A rider (patient): administrators only, every read audited (docs/decisions/039-operations-records.md). */
export const riders = pgTable(
  'riders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** The name as the "same rider" rule compares it: trimmed, single-spaced, lower case. */
    nameKey: text('name_key').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    phone: text('phone').notNull(),
    alternateContactName: text('alternate_contact_name'),
    alternateContactPhone: text('alternate_contact_phone'),
    /** The alternate contact (a caregiver) gets a copy of every text the rider gets about a trip. */
    alternateContactGetsTexts: boolean('alternate_contact_gets_texts').notNull().default(false),
    /** The language of the rider's texts and trip page (docs/decisions/114-rider-language.md). */
    language: text('language').$type<Language>().notNull().default('en'),
    homePlace: place('home_place'),
    defaultLevelOfService: levelOfServiceEnum('default_level_of_service').notNull().default('ambulatory'),
    oxygen: boolean('oxygen').notNull().default(false),
    serviceAnimal: boolean('service_animal').notNull().default(false),
    escortCount: integer('escort_count').notNull().default(0),
    doorThroughDoor: boolean('door_through_door').notNull().default(false),
    bariatric: boolean('bariatric').notNull().default(false),
    driverNotes: text('driver_notes'),
    memberId: text('member_id'),
    /** F, M or U, as claims state it (DMG03, CMS-1500 box 3). */
    sex: text('sex').$type<Sex>().notNull().default('U'),
    /** ICD-10-CM codes with their point (Z99.2), used on a claim when the trip's authorization and referral have none. */
    diagnosisCodes: text('diagnosis_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    check('riders_sex_known', sql`${t.sex} in ('F', 'M', 'U')`),
    // One rider per name and date of birth, so a second referral links the first rider instead of making another.
    uniqueIndex('riders_name_dob_key').on(t.nameKey, t.dateOfBirth),
    index('riders_name_idx').on(t.nameKey, t.id),
  ],
);

export const drivers = pgTable(
  'drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    licenseUrl: text('license_url'),
    vehicleInfo: text('vehicle_info'),
    insuranceUrl: text('insurance_url'),
    w9Url: text('w9_url'),
    backgroundCheckConsent: boolean('background_check_consent').notNull().default(false),
    contractAgreementSigned: boolean('contract_agreement_signed').notNull().default(false),
    digitalSignature: text('digital_signature'),
    contractSignedAt: stamp('contract_signed_at'),
    status: driverStatusEnum('status').notNull().default('pending'),
    statusChangedAt: stamp('status_changed_at').notNull().defaultNow(),
    // docs/product/data-model.md keeps this as text; a number keeps sorting honest (docs/decisions/002). Nothing rates drivers
    // yet, so it stays null and the portal says N/A; trips completed are counted from the jobs instead of
    // stored (docs/decisions/014-referral-status-machine.md, "Driver figures").
    rating: numeric('rating', { precision: 3, scale: 2 }),
    /** The administrator's reason for rejecting the application, shown to the applicant. */
    rejectionReason: text('rejection_reason'),
    /** The vehicle the driver drives now, set by an administrator; contractors usually drive their own. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('drivers_user_key').on(t.userId),
    index('drivers_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
    index('drivers_created_idx').on(t.createdAt.desc(), t.id),
    // The job dialog's driver picker: drivers who may take jobs, by name (listAssignableDrivers).
    index('drivers_vehicle_idx').on(t.vehicleId),
    index('drivers_assignable_name_idx')
      .on(t.fullName, t.id)
      .where(sql`${t.status} in ('approved', 'active')`),
  ],
);

/**
 * When a driver works (docs/decisions/117-availability.md): their week on the company's clock and the places their
 * day starts and ends at. No row: the driver is taken to work the default hours every day.
 */
export const driverAvailability = pgTable('driver_availability', {
  driverId: uuid('driver_id')
    .primaryKey()
    .references(() => drivers.id, { onDelete: 'cascade' }),
  /** Null: no week of its own, the default hours every day (the places may still be set). */
  week: jsonb('week').$type<WeeklyShift[]>(),
  startPlace: place('start_place'),
  endPlace: place('end_place'),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * When a driver started and ended their working day, from the phone (docs/decisions/118-clock-in.md): one row a
 * company day; the day's vehicle inspection clocks the driver in when they have not yet.
 */
export const driverClock = pgTable(
  'driver_clock',
  {
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    clockedInAt: stamp('clocked_in_at').notNull(),
    clockedOutAt: stamp('clocked_out_at'),
  },
  (t) => [primaryKey({ columns: [t.driverId, t.serviceDate] })],
);

/** A dated change to a driver's week: time off, or that day's hours; a driver's request counts once approved. */
export const shiftExceptions = pgTable(
  'shift_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<ShiftExceptionKind>().notNull(),
    start: text('start'),
    end: text('end'),
    note: text('note'),
    status: text('status').$type<ShiftExceptionStatus>().notNull(),
    requestedByDriver: boolean('requested_by_driver').notNull().default(false),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: stamp('decided_at'),
    ...timestamps,
  },
  (t) => [
    // One standing change per driver and day; declined requests stay as the driver's record of the answer.
    uniqueIndex('shift_exceptions_driver_date_key')
      .on(t.driverId, t.date)
      .where(sql`${t.status} <> 'declined'`),
    index('shift_exceptions_date_idx').on(t.date),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerName: text('referrer_name').notNull(),
    referrerCompany: text('referrer_company').notNull(),
    referrerPhone: text('referrer_phone').notNull(),
    referrerEmail: text('referrer_email').notNull(),
    patientName: text('patient_name').notNull(),
    patientDob: date('patient_dob', { mode: 'string' }).notNull(),
    // Null only on referrals sent before the form asked for it (docs/decisions/015-referral-confirmation-and-patient-phone.md).
    patientPhone: text('patient_phone'),
    pickupLocation: text('pickup_location').notNull(),
    dropoffLocation: text('dropoff_location').notNull(),
    transportType: transportTypeEnum('transport_type').notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    appointmentTime: time('appointment_time').notNull(),
    /** The language the rider reads, as the referrer gave it (docs/decisions/114-rider-language.md). */
    riderLanguage: text('rider_language').$type<Language>().notNull().default('en'),
    notes: text('notes'),
    /** ICD-10-CM codes the referrer gave for the trips (the reason for the appointments). */
    diagnosisCodes: text('diagnosis_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: referralStatusEnum('status').notNull().default('pending'),
    statusChangedAt: stamp('status_changed_at').notNull().defaultNow(),
    assignedDriverId: uuid('assigned_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    levelOfService: levelOfServiceEnum('level_of_service').notNull().default('ambulatory'),
    escortCount: integer('escort_count').notNull().default(0),
    pickupPlace: place('pickup_place'),
    dropoffPlace: place('dropoff_place'),
    /** The way back (docs/decisions/047-legs-returns-cancellations.md): none, at `return_time` on the appointment's day, or will-call. */
    returnTrip: returnTripEnum('return_trip').notNull().default('none'),
    returnTime: time('return_time'),
    submittedByUserId: uuid('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The carrier's claim and authorization as the referrer gave them (docs/decisions/069-authorizations.md); null unless workers' compensation. */
    workersComp: jsonb('workers_comp').$type<WorkersCompDetails>(),
    ...timestamps,
  },
  (t) => [
    index('referrals_created_idx').on(t.createdAt.desc(), t.id),
    index('referrals_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
    index('referrals_submitter_created_idx').on(t.submittedByUserId, t.createdAt.desc(), t.id),
    index('referrals_rider_created_idx').on(t.riderId, t.createdAt.desc(), t.id),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientName: text('patient_name').notNull(),
    patientPhone: text('patient_phone').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    dropoffAddress: text('dropoff_address').notNull(),
    // Null only on a will-call return that has not been called yet (docs/decisions/047-legs-returns-cancellations.md).
    pickupTime: stamp('pickup_time'),
    dropoffTime: stamp('dropoff_time'),
    jobRate: numeric('job_rate', { precision: 10, scale: 2 }).notNull(),
    status: jobStatusEnum('status').notNull().default('pending'),
    assignedDriverId: uuid('assigned_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    /** The broker's own number for the trip, sent back on the claim where the payer asks for it. */
    brokerTripId: text('broker_trip_id'),
    levelOfService: levelOfServiceEnum('level_of_service').notNull().default('ambulatory'),
    escortCount: integer('escort_count').notNull().default(0),
    pickupPlace: place('pickup_place'),
    dropoffPlace: place('dropoff_place'),
    /** What the driver must know for this ride ("daughter rides along, call her on arrival"). */
    rideNotes: text('ride_notes'),
    // Job rules (decision 031): each status change records its time.
    acceptedAt: stamp('accepted_at'),
    declinedAt: stamp('declined_at'),
    startedAt: stamp('started_at'),
    completedAt: stamp('completed_at'),
    // Trips over time (docs/decisions/047-legs-returns-cancellations.md).
    leg: legEnum('leg').notNull().default('outbound'),
    returnOfJobId: uuid('return_of_job_id').references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    willCall: boolean('will_call').notNull().default(false),
    riderReadyAt: stamp('rider_ready_at'),
    appointmentTime: stamp('appointment_time'),
    standingOrderId: uuid('standing_order_id').references(() => standingOrders.id, { onDelete: 'set null' }),
    serviceDate: date('service_date', { mode: 'string' }),
    /** Who pays for the trip (docs/decisions/068-job-price.md). */
    payerId: uuid('payer_id').references((): AnyPgColumn => payers.id, { onDelete: 'restrict' }),
    /** The workers' compensation authorization the trip is counted against (docs/decisions/069-authorizations.md). */
    authorizationId: uuid('authorization_id').references((): AnyPgColumn => authorizations.id, {
      onDelete: 'restrict',
    }),
    arrivedAt: stamp('arrived_at'),
    arrivalLat: doublePrecision('arrival_lat'),
    arrivalLng: doublePrecision('arrival_lng'),
    arrivalAccuracyMeters: doublePrecision('arrival_accuracy_m'),
    pickedUpAt: stamp('picked_up_at'),
    noShowAt: stamp('no_show_at'),
    cancelledAt: stamp('cancelled_at'),
    cancelReason: cancelReasonEnum('cancel_reason'),
    cancelRequestedBy: cancelRequesterEnum('cancel_requested_by'),
    cancelNote: text('cancel_note'),
    cancelledByUserId: uuid('cancelled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    sameDayCancellation: boolean('same_day_cancellation').notNull().default(false),
    /** The rider answered the reminder C (docs/decisions/113-rider-replies.md). */
    riderConfirmedAt: stamp('rider_confirmed_at'),
    /** Cancelled by the rider's X in answer to a text, not by a person in the portal. */
    cancelledByText: boolean('cancelled_by_text').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('jobs_rate_positive', sql`${t.jobRate} > 0`),
    check('jobs_dropoff_after_pickup', sql`${t.dropoffTime} > ${t.pickupTime}`),
    // Only a will-call return waits without times, and then without both.
    check(
      'jobs_times_unless_will_call',
      sql`(${t.pickupTime} is not null and ${t.dropoffTime} is not null) or (${t.willCall} and ${t.pickupTime} is null and ${t.dropoffTime} is null)`,
    ),
    // One return per outbound leg.
    uniqueIndex('jobs_return_of_key')
      .on(t.returnOfJobId)
      .where(sql`${t.returnOfJobId} is not null`),
    // A standing order makes each date's leg once, however many times or instances generation runs.
    uniqueIndex('jobs_standing_order_date_leg_key')
      .on(t.standingOrderId, t.serviceDate, t.leg)
      .where(sql`${t.standingOrderId} is not null`),
    index('jobs_created_idx').on(t.createdAt.desc(), t.id),
    index('jobs_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
    index('jobs_driver_pickup_idx').on(t.assignedDriverId, t.pickupTime, t.id),
    // The admin's job list filtered by driver, newest first (a driver with years of trips has thousands).
    index('jobs_driver_created_idx').on(t.assignedDriverId, t.createdAt.desc(), t.id),
    index('jobs_pickup_idx').on(t.pickupTime, t.id),
    index('jobs_referral_idx').on(t.referralId),
    index('jobs_rider_pickup_idx').on(t.riderId, t.pickupTime.desc(), t.id),
    // A broker's trip number names one leg of one payer's trip, so a later manifest finds the trip it made
    // (docs/decisions/105-broker-trip-import.md); both legs may carry the same number, told apart by the leg.
    uniqueIndex('jobs_broker_trip_key')
      .on(t.payerId, t.brokerTripId, t.leg)
      .where(sql`${t.brokerTripId} is not null`),
    check('jobs_escorts_in_range', sql`${t.escortCount} between 0 and 3`),
  ],
);

/**
 * A rider's private link to a leg's trip page (docs/decisions/115-trip-page.md): only the SHA-256 of its random token
 * is kept, so the database cannot give the link away. A leg may have several (one a text that carried it).
 */
export const tripLinks = pgTable(
  'trip_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trip_links_token_hash_key').on(t.tokenHash), index('trip_links_job_idx').on(t.jobId)],
);

/**
 * Where a driver's phone was while a leg was under way (docs/decisions/055-day-map-and-positions.md): the board's
 * map shows each driver's latest. Appended only; the phone sends one at most every 30 seconds.
 */
export const driverPositions = pgTable(
  'driver_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracyMeters: doublePrecision('accuracy_m'),
    recordedAt: stamp('recorded_at').notNull(),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('driver_positions_driver_recorded_idx').on(t.driverId, t.recordedAt.desc()),
    check('driver_positions_on_earth', sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`),
  ],
);

export const proofEventKindEnum = pgEnum('proof_event_kind', PROOF_EVENT_KINDS);

/**
 * Proof of service (docs/decisions/056-proof-of-service.md): each step of a leg as the phone took it, append-only;
 * `hash` covers the event and `prevHash`, the hash of the job's event before it, so an edit or a removal shows.
 */
export const proofEvents = pgTable(
  'proof_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept with the trip for years: a job with proof is cancelled, never deleted.
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    kind: proofEventKindEnum('kind').notNull(),
    occurredAt: stamp('occurred_at').notNull(),
    recordedAt: stamp('recorded_at').notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorRole: text('actor_role').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracyMeters: doublePrecision('accuracy_m'),
    odometer: doublePrecision('odometer'),
    signature: text('signature'),
    noSignatureReason: text('no_signature_reason'),
    attested: boolean('attested').notNull().default(false),
    correction: jsonb('correction').$type<{ step: string; note: string; at: string | null }>(),
    // Why a pickup was late and who signed at drop-off (docs/decisions/107-late-reasons-and-signers.md); the hash
    // covers them when they are set, so the events written before them verify as they were.
    lateReason: text('late_reason'),
    lateNote: text('late_note'),
    signerType: text('signer_type'),
    signerName: text('signer_name'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    // The id of the key the hash was made with (docs/decisions/076-keyed-proof-chain.md); null for an event
    // written before the chain was keyed, whose hash is plain SHA-256.
    chainKey: text('chain_key'),
  },
  (t) => [
    uniqueIndex('proof_events_job_seq_key').on(t.jobId, t.seq),
    check(
      'proof_events_late_reason_known',
      sql`${t.lateReason} in ('traffic', 'previous_trip_late', 'rider_not_ready', 'vehicle_problem', 'address_problem', 'weather', 'other')`,
    ),
    check('proof_events_signer_type_known', sql`${t.signerType} in ('rider', 'caregiver', 'facility_staff')`),
  ],
);

/**
 * A driver's pre-trip vehicle inspection (docs/decisions/063-pre-trip-inspection.md): one per driver and company
 * day. A fault keeps the driver from starting a leg until an administrator clears it.
 */
export const vehicleInspections = pgTable(
  'vehicle_inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    items: jsonb('items').$type<Record<InspectionItem, InspectionAnswer>>().notNull(),
    failed: boolean('failed').notNull(),
    odometer: doublePrecision('odometer').notNull(),
    notes: text('notes'),
    inspectedAt: stamp('inspected_at').notNull().defaultNow(),
    clearedAt: stamp('cleared_at'),
    clearedByUserId: uuid('cleared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    clearNote: text('clear_note'),
  },
  (t) => [
    uniqueIndex('vehicle_inspections_driver_day_key').on(t.driverId, t.serviceDate),
    index('vehicle_inspections_day_idx').on(t.serviceDate),
  ],
);

/** A rider's recurring ride (docs/decisions/048-standing-orders.md); wall-clock times on the company's clock. */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'restrict' }),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    levelOfService: levelOfServiceEnum('level_of_service').notNull(),
    escortCount: integer('escort_count').notNull().default(0),
    pickupPlace: place('pickup_place').notNull(),
    dropoffPlace: place('dropoff_place').notNull(),
    daysOfWeek: jsonb('days_of_week').$type<Weekday[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    occurrences: integer('occurrences'),
    pickupTime: time('pickup_time').notNull(),
    dropoffTime: time('dropoff_time').notNull(),
    appointmentTime: time('appointment_time'),
    returnTrip: returnTripEnum('return_trip').notNull().default('none'),
    returnPickupTime: time('return_pickup_time'),
    returnDropoffTime: time('return_dropoff_time'),
    jobRate: numeric('job_rate', { precision: 10, scale: 2 }).notNull(),
    rideNotes: text('ride_notes'),
    authorizationNumber: text('authorization_number'),
    /** Who pays for the order's trips and the authorization they count against; its jobs carry both (docs/decisions/069-authorizations.md). */
    payerId: uuid('payer_id').references((): AnyPgColumn => payers.id, { onDelete: 'restrict' }),
    authorizationId: uuid('authorization_id').references((): AnyPgColumn => authorizations.id, {
      onDelete: 'restrict',
    }),
    skippedDates: jsonb('skipped_dates')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: standingOrderStatusEnum('status').notNull().default('active'),
    endedAt: stamp('ended_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('standing_orders_rider_idx').on(t.riderId),
    index('standing_orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
    check('standing_orders_rate_positive', sql`${t.jobRate} > 0`),
    check('standing_orders_end_after_start', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Each run of standing-order generation, for the administrator's view (when, what started it, how many jobs). */
export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: standingOrderRunTriggerEnum('trigger').notNull(),
    startedAt: stamp('started_at').notNull().defaultNow(),
    finishedAt: stamp('finished_at'),
    ordersSeen: integer('orders_seen').notNull().default(0),
    jobsCreated: integer('jobs_created').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('standing_order_runs_started_idx').on(t.startedAt.desc())],
);

/** The company's holidays: no standing-order job is made on them. */
export const companyHolidays = pgTable('company_holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/**
 * The company's policies an administrator may change (docs/decisions/049-company-policies.md): one row, its
 * figures as JSON so a new figure needs no migration; code reads them through the policies module only.
 */
export const companyPolicies = pgTable(
  'company_policies',
  {
    id: integer('id').primaryKey().default(1),
    trip: jsonb('trip').$type<Record<string, number>>().notNull(),
    // What the public site shows (docs/decisions/109-public-figures.md).
    site: jsonb('site').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('company_policies_one_row', sql`${t.id} = 1`)],
);

export type UserRow = typeof users.$inferSelect;
export type DriverRow = typeof drivers.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type RiderRow = typeof riders.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleDocumentRow = typeof vehicleDocuments.$inferSelect;
export type StandingOrderRow = typeof standingOrders.$inferSelect;
export type StandingOrderRunRow = typeof standingOrderRuns.$inferSelect;

/**
 * Idempotency-Key records: a retried or double-clicked submission gets the first answer again instead
 * of creating a second record. `scope` is the route plus who called it, so keys never collide across users.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key').on(t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Uploaded files (decision 028). An applicant uploads before having an account, so an object belongs to a session
 * until the application claims it for the new user.
 */
export const objects = pgTable(
  'objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerSession: text('owner_session'),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size'),
    sha256: text('sha256'),
    storedAt: stamp('stored_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('objects_owner_user_idx').on(t.ownerUserId), index('objects_owner_session_idx').on(t.ownerSession)],
);
export type ObjectRow = typeof objects.$inferSelect;

/**
 * Audit trail (decision 036): who did what to which record, when and from where. Append-only: the database itself refuses
 * UPDATE and DELETE on this table (migration 0004). It never holds patient data — only ids.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: stamp('at').notNull().defaultNow(),
    userId: uuid('user_id'),
    role: text('role'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    statusCode: integer('status_code').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    // A fact the row pins, never patient data: a proof chain's head (docs/decisions/076-keyed-proof-chain.md).
    detail: text('detail'),
    /** The API token the request came with, named as it was then (docs/decisions/102-api-tokens.md). */
    tokenId: uuid('token_id'),
    tokenName: text('token_name'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id),
    // The id closes each index so a filtered page is read in the list's full order (at, id) without a sort.
    index('audit_log_user_at_idx').on(t.userId, t.at.desc(), t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc(), t.id),
    index('audit_log_action_at_idx').on(t.action, t.at.desc(), t.id),
  ],
);

/**
 * A driver's credentials (docs/decisions/039-operations-records.md): a renewal is a new row, so the history stays;
 * the verified one with the latest expiry decides the state of its kind.
 */
export const driverCredentials = pgTable(
  'driver_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    kind: credentialKindEnum('kind').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    objectId: uuid('object_id').references(() => objects.id, { onDelete: 'set null' }),
    verifiedByUserId: uuid('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: stamp('verified_at'),
    ...timestamps,
  },
  (t) => [
    index('driver_credentials_driver_idx').on(t.driverId, t.kind, t.expiresOn.desc()),
    index('driver_credentials_expires_idx').on(t.expiresOn),
    check('driver_credentials_expiry_after_issue', sql`${t.expiresOn} > ${t.issuedOn}`),
  ],
);
export type DriverCredentialRow = typeof driverCredentials.$inferSelect;

/**
 * Routes proposed by the solver for a day (docs/decisions/064-route-proposals.md). Kept in the database, not in
 * the memory of the instance that works it out, so the dispatcher's next read may reach any instance.
 */
export const routeProposals = pgTable(
  'route_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    scope: text('scope').$type<ProposalScope>().notNull(),
    status: text('status').$type<ProposalStatus>().notNull().default('running'),
    /** Ids and times only: the board already holds the legs' details. */
    result: jsonb('result').$type<ProposalResult>(),
    /** Who had each leg when the proposal was made: applying moves a leg only from there. */
    origins: jsonb('origins').$type<Record<string, string | null>>(),
    error: text('error'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    finishedAt: stamp('finished_at'),
    appliedAt: stamp('applied_at'),
  },
  (t) => [index('route_proposals_day_idx').on(t.serviceDate, t.createdAt.desc())],
);

/**
 * The outbox (docs/decisions/065-notifications.md): one row per event, recipient and channel, written in the
 * transaction of the change that causes it; the unique key makes a second write of the same message a no-op.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').$type<MessageEvent>().notNull(),
    /** Event, record and recipient: the same message is never queued twice. */
    dedupeKey: text('dedupe_key').notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    provider: text('provider'),
    /** The provider's own id for what it accepted. */
    providerId: text('provider_id'),
    /** What the provider last reported of the text's way to the phone (delivered, undelivered, failed, …). */
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>(),
    /** The provider's error code when it could not deliver. */
    deliveryError: text('delivery_error'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    /** SMS about a trip that day may go out in quiet hours; everything else waits for the morning. */
    anyHour: boolean('any_hour').notNull().default(false),
    /** When the relay handed it to the job queue; null while it waits in the outbox. */
    enqueuedAt: stamp('enqueued_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    sentAt: stamp('sent_at'),
  },
  (t) => [
    uniqueIndex('messages_dedupe_key').on(t.dedupeKey),
    index('messages_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.enqueuedAt} is null`),
    index('messages_job_idx').on(t.jobId),
    index('messages_referral_idx').on(t.referralId),
    index('messages_driver_idx').on(t.driverId),
    index('messages_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** Phone numbers that answered STOP: no SMS goes to them until they answer START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/**
 * Replies to the company's texts, each acted on once (docs/decisions/113-rider-replies.md): the provider's id for the
 * reply keeps a second delivery of it from acting again. What the reply said is kept only as the command it was read
 * as, never its words, which may be about the rider's health.
 */
export const smsReplies = pgTable(
  'sms_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
    phone: text('phone').notNull(),
    command: text('command').$type<ReplyCommand>().notNull(),
    outcome: text('outcome').$type<ReplyOutcome>().notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_replies_provider_id_key')
      .on(t.provider, t.providerId)
      .where(sql`${t.providerId} is not null`),
  ],
);

/** An administrator's own words for an event's message (docs/decisions/065-notifications.md); without a row, the default. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    event: text('event').$type<MessageEvent>().notNull(),
    /** Each language has its own words for the messages riders get (docs/decisions/114-rider-language.md). */
    language: text('language').$type<Language>().notNull().default('en'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.event, t.language] })],
);

/** Who pays for trips (docs/decisions/067-payers-and-rates.md). */
export const payers = pgTable(
  'payers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').$type<PayerType>().notNull(),
    payerCode: text('payer_code'),
    billingAddress: jsonb('billing_address')
      .$type<{ street: string; unit: string | null; city: string; state: string; zip: string }>()
      .notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    termsDays: integer('terms_days').notNull().default(30),
    signatureRequired: boolean('signature_required').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /** The diagnosis a claim carries when its trip, authorization, referral and rider give none. */
    defaultDiagnosisCode: text('default_diagnosis_code'),
    /** Claims to this payer are production data (ISA15 P); until the company marks it live, test data (T). */
    claimsLive: boolean('claims_live').notNull().default(false),
    /** Where the broker's trip number goes on a claim: null (not sent), 'NTE' (claim note) or a REF qualifier. */
    tripNumberOn: text('trip_number_on').$type<TripNumberPlacement>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('payers_name_lower_key').on(sql`lower(${t.name})`)],
);

/** What a payer pays per level of service: amounts in cents, miles as exact decimals. */
export const payerRates = pgTable(
  'payer_rates',
  {
    payerId: uuid('payer_id')
      .notNull()
      .references(() => payers.id, { onDelete: 'cascade' }),
    levelOfService: levelOfServiceEnum('level_of_service').notNull(),
    baseCents: integer('base_cents').notNull(),
    milesIncluded: numeric('miles_included', { precision: 6, scale: 2 }).notNull(),
    perMileCents: integer('per_mile_cents').notNull(),
    freeWaitMinutes: integer('free_wait_minutes').notNull(),
    waitPer15Cents: integer('wait_per_15_cents').notNull(),
    noShowCents: integer('no_show_cents').notNull(),
    lateCancellationCents: integer('late_cancellation_cents').notNull(),
    escortCents: integer('escort_cents').notNull(),
    afterHoursCents: integer('after_hours_cents').notNull(),
    afterHoursStart: text('after_hours_start'),
    afterHoursEnd: text('after_hours_end'),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.payerId, t.levelOfService] })],
);

/**
 * A workers' compensation carrier's authorization for a rider's trips (docs/decisions/069-authorizations.md): the
 * claim it belongs to, the adjuster who gave it, and how many trips between which dates it pays for.
 */
export const authorizations = pgTable(
  'authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    payerId: uuid('payer_id').references(() => payers.id, { onDelete: 'restrict' }),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    claimNumber: text('claim_number').notNull(),
    employer: text('employer').notNull(),
    dateOfInjury: date('date_of_injury', { mode: 'string' }).notNull(),
    adjusterName: text('adjuster_name').notNull(),
    adjusterPhone: text('adjuster_phone').notNull(),
    adjusterEmail: text('adjuster_email').notNull(),
    number: text('number').notNull(),
    authorizedTrips: integer('authorized_trips').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** The injury's ICD-10-CM codes, which every claim under this authorization carries. */
    diagnosisCodes: text('diagnosis_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    index('authorizations_rider_idx').on(t.riderId, t.validTo.desc()),
    check('authorizations_trips_positive', sql`${t.authorizedTrips} > 0`),
    check('authorizations_dates_in_order', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

/**
 * The last number given to a kind of document ('invoice'). Taken by an update of this row in the transaction
 * that writes the document: a refused build rolls it back (no gap), and a second clerk waits for the first
 * (never the same number). A sequence would do the latter but not the former.
 */
export const documentNumbers = pgTable('document_numbers', {
  kind: text('kind').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * An invoice to one payer for one period (docs/decisions/070-invoices.md). Money in whole cents. The status
 * moves draft → sent → partially_paid / paid, or denied; void releases its jobs to be billed again.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown as INV-000042; the next from documentNumbers, taken in the transaction that writes the invoice. */
    number: integer('number').notNull(),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => payers.id, { onDelete: 'restrict' }),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    status: text('status')
      .$type<'draft' | 'sent' | 'paid' | 'partially_paid' | 'denied' | 'void'>()
      .notNull()
      .default('draft'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    sentOn: date('sent_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    deniedReason: text('denied_reason'),
    voidedAt: stamp('voided_at'),
    voidReason: text('void_reason'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    // The list, newest first, whole or by payer (keyset paging).
    index('invoices_created_idx').on(t.createdAt.desc(), t.id),
    index('invoices_payer_idx').on(t.payerId, t.createdAt.desc(), t.id),
    index('invoices_status_idx').on(t.status, t.createdAt.desc(), t.id),
    check('invoices_period_in_order', sql`${t.periodTo} >= ${t.periodFrom}`),
  ],
);

/** One job on an invoice: the claim for it. A job is on one live claim at most; voiding releases it. */
export const invoiceClaims = pgTable(
  'invoice_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    /** True once the invoice is voided or the claim taken off its draft: the job may be billed again. */
    released: boolean('released').notNull().default(false),
    /**
     * The last answer for the claim (docs/decisions/101-posting-claim-answers.md): null until one comes, then
     * accepted or rejected (999, 277CA), paid, partially paid or denied (835), or corrected once sent again.
     */
    answerStatus: text('answer_status').$type<ClaimAnswerStatus>(),
    /** What the payer's remittances paid on this claim, summed. */
    paidCents: integer('paid_cents').notNull().default(0),
    /** The payer's own number for the claim (277CA REF*1K, 835 CLP07): REF*F8 of a corrected claim. */
    payerClaimNumber: text('payer_claim_number'),
    /** The reasons of the last answer, with their codes' words as shipped when it was posted. */
    answerReasons: jsonb('answer_reasons').$type<StoredClaimReason[]>().notNull().default([]),
    answeredAt: stamp('answered_at'),
    correctedAt: stamp('corrected_at'),
    /** ISA13 and GS06 of the corrected claim's own file, from the `claim_interchange` counter. */
    correctionInterchange: integer('correction_interchange'),
  },
  (t) => [
    uniqueIndex('invoice_claims_live_job_key')
      .on(t.jobId)
      .where(sql`not ${t.released}`),
    index('invoice_claims_invoice_idx').on(t.invoiceId, t.position),
    // Answers name a claim by CLM01, its id without dashes cut to 20 characters.
    index('invoice_claims_control_number_idx').on(sql`left(replace(${t.id}::text, '-', ''), 20)`),
    index('invoice_claims_answer_status_idx')
      .on(t.answerStatus)
      .where(sql`${t.answerStatus} is not null`),
    uniqueIndex('invoice_claims_correction_interchange_key').on(t.correctionInterchange),
  ],
);

/** A charge line of a claim, as priced when the invoice was built (the rate may change later; the invoice does not). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => invoiceClaims.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    modifier: text('modifier').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 4 }).notNull(),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('invoice_lines_claim_idx').on(t.claimId, t.position)],
);

/** Money received against an invoice. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.receivedOn),
    check('invoice_payments_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A credential for an integration (docs/decisions/102-api-tokens.md): only the SHA-256 of its secret is kept; it acts
 * for the administrator who made it, within its scopes, until it expires or is revoked.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiTokenScope[]>().notNull(),
    secretHash: text('secret_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    lastUsedAt: stamp('last_used_at'),
  },
  (t) => [
    uniqueIndex('api_tokens_secret_hash_key').on(t.secretHash),
    index('api_tokens_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

/**
 * A 999, 277CA or 835 as it came from the clearinghouse, posted once (docs/decisions/101-posting-claim-answers.md):
 * the same text, or the same sender's interchange control number, is never posted twice, even by two clerks at once.
 */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ClaimFileKind>().notNull(),
    fileName: text('file_name'),
    interchangeControlNumber: text('interchange_control_number').notNull(),
    senderId: text('sender_id').notNull(),
    test: boolean('test').notNull(),
    /** SHA-256 of the text with its line breaks normalised. */
    contentHash: text('content_hash').notNull(),
    content: text('content').notNull(),
    lineCount: integer('line_count').notNull(),
    unmatchedCount: integer('unmatched_count').notNull(),
    rejectedCount: integer('rejected_count').notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }),
    traceNumbers: text('trace_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    balanced: boolean('balanced').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: stamp('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claim_files_content_hash_key').on(t.contentHash),
    uniqueIndex('claim_files_interchange_key').on(t.kind, t.senderId, t.interchangeControlNumber),
    index('claim_files_received_idx').on(t.receivedAt.desc(), t.id),
  ],
);

/** One line of a posted file (a transaction set, a claim's answer, a PLB) and what it changed; unmatched ones too. */
export const claimFileLines = pgTable(
  'claim_file_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => claimFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<ClaimFileLineKind>().notNull(),
    controlNumber: text('control_number').notNull(),
    outcome: text('outcome').$type<ClaimFileLineOutcome>().notNull(),
    matched: boolean('matched').notNull(),
    posted: boolean('posted').notNull(),
    claimId: uuid('claim_id').references(() => invoiceClaims.id, { onDelete: 'set null' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** As they were when posted: the file is a record of what it said and did. */
    invoiceNumber: text('invoice_number'),
    riderName: text('rider_name'),
    chargeCents: bigint('charge_cents', { mode: 'number' }),
    paidCents: bigint('paid_cents', { mode: 'number' }),
    payerClaimNumber: text('payer_claim_number'),
    reasons: jsonb('reasons').$type<StoredClaimReason[]>().notNull().default([]),
    note: text('note'),
  },
  (t) => [
    index('claim_file_lines_file_idx').on(t.fileId, t.position),
    index('claim_file_lines_claim_idx').on(t.claimId),
  ],
);

/**
 * What the company owes an independent contractor for a period (docs/decisions/071-contractor-pay.md): the
 * trips at their job rates and any adjustments, due 14 business days after the earliest trip's completion.
 */
export const payStatements = pgTable(
  'pay_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    status: text('status').$type<'draft' | 'issued' | 'paid' | 'void'>().notNull().default('draft'),
    dueOn: date('due_on', { mode: 'string' }),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    issuedAt: stamp('issued_at'),
    paidOn: date('paid_on', { mode: 'string' }),
    voidedAt: stamp('voided_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pay_statements_number_key').on(t.number),
    // The lists, newest first, whole or by driver (keyset paging).
    index('pay_statements_created_idx').on(t.createdAt.desc(), t.id),
    index('pay_statements_driver_idx').on(t.driverId, t.createdAt.desc(), t.id),
    index('pay_statements_status_idx').on(t.status, t.createdAt.desc(), t.id),
    check('pay_statements_period_in_order', sql`${t.periodTo} >= ${t.periodFrom}`),
  ],
);

/** One trip on a pay statement. A trip is on one live statement at most; voiding releases it. */
export const payStatementLines = pgTable(
  'pay_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => payStatements.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    released: boolean('released').notNull().default(false),
  },
  (t) => [
    uniqueIndex('pay_statement_lines_live_job_key')
      .on(t.jobId)
      .where(sql`not ${t.released}`),
    index('pay_statement_lines_statement_idx').on(t.statementId, t.position),
  ],
);

/** An addition to or deduction from a pay statement (a toll repaid, an advance recovered), with its reason. */
export const payAdjustments = pgTable(
  'pay_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => payStatements.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('pay_adjustments_statement_idx').on(t.statementId, t.createdAt),
    check('pay_adjustments_not_zero', sql`${t.amountCents} <> 0`),
  ],
);

/** How a payer's manifests are read: its columns, formats and words (docs/decisions/105-broker-trip-import.md). */
export const tripImportMappings = pgTable('trip_import_mappings', {
  payerId: uuid('payer_id')
    .primaryKey()
    .references(() => payers.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<ManifestMapping>().notNull(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/**
 * One manifest uploaded for a payer: the rows as the file had them, the preview read from them with the payer's
 * mapping, and once applied what was written. The rows are kept so a corrected mapping reads the same file again.
 */
export const tripImports = pgTable(
  'trip_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => payers.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    fileKind: text('file_kind').$type<ManifestFileKind>().notNull(),
    headers: text('headers').array().notNull(),
    sourceRows: jsonb('source_rows').$type<ManifestSourceRow[]>().notNull(),
    mapping: jsonb('mapping').$type<ManifestMapping>().notNull(),
    previewRows: jsonb('preview_rows').$type<TripImportRow[]>().notNull(),
    counts: jsonb('counts').$type<TripImportCounts>().notNull(),
    status: text('status').$type<TripImportStatus>().notNull().default('previewed'),
    result: jsonb('result').$type<TripImportResult>(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    appliedByUserId: uuid('applied_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: stamp('applied_at'),
  },
  (t) => [
    check('trip_imports_status_known', sql`${t.status} in ('previewed', 'applied')`),
    index('trip_imports_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

/**
 * A broker's change to a trip already assigned or under way: held for the dispatcher to accept or ignore, never
 * written by the import itself.
 */
export const tripImportChanges = pgTable(
  'trip_import_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => tripImports.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    kind: text('kind').$type<'update' | 'cancel'>().notNull(),
    changes: jsonb('changes').$type<TripChange[]>().notNull(),
    values: jsonb('values').$type<ImportedLegValues>().notNull(),
    status: text('status').$type<TripImportChangeStatus>().notNull().default('pending'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: stamp('decided_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('trip_import_changes_kind_known', sql`${t.kind} in ('update', 'cancel')`),
    check('trip_import_changes_status_known', sql`${t.status} in ('pending', 'accepted', 'ignored')`),
    index('trip_import_changes_import_idx').on(t.importId, t.rowNumber),
    index('trip_import_changes_job_idx').on(t.jobId),
  ],
);

/**
 * Each leg's figures as the reports sum them (docs/decisions/110-leg-figures.md), worked out once from the job, its
 * proof and its claims instead of on every read. `basis` names the time zone and the rules they were worked out
 * under; a row under another basis, or a leg with a mark in `legFigureMarks`, is worked out again before a report
 * reads it. Rules that depend on a setting (the on-time window, a payer's signature rule) are applied when read.
 */
export const legFigures = pgTable(
  'leg_figures',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    basis: text('basis').notNull(),
    day: date('day').notNull(),
    driverId: uuid('driver_id'),
    payerId: uuid('payer_id'),
    result: text('result'),
    pickupTime: stamp('pickup_time'),
    appointmentTime: stamp('appointment_time'),
    startedAt: stamp('started_at'),
    pickedUpAt: stamp('picked_up_at'),
    droppedAt: stamp('dropped_at'),
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    dropoffLat: doublePrecision('dropoff_lat'),
    dropoffLng: doublePrecision('dropoff_lng'),
    loadedMiles: doublePrecision('loaded_miles'),
    /** Road miles from the driver's previous drop-off of the day, for a leg done after another. */
    emptyMilesBefore: doublePrecision('empty_miles_before'),
    /** The driver's day from first start to last drop-off, on the day's first leg only, so the hours add up. */
    dayHours: doublePrecision('day_hours'),
    signed: boolean('signed').notNull(),
    tooFast: boolean('too_fast').notNull(),
    pickupFarFromPlace: boolean('pickup_far_from_place').notNull(),
    odometerFarFromEstimate: boolean('odometer_far_from_estimate').notNull(),
    lateReason: text('late_reason'),
    lateNote: text('late_note'),
    billedCents: bigint('billed_cents', { mode: 'number' }).notNull(),
    collectedCents: bigint('collected_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('leg_figures_day_idx').on(t.day), index('leg_figures_driver_day_idx').on(t.driverId, t.day)],
);

/**
 * The legs whose figures are out of date: written by the database's own triggers when a job, its proof events or
 * its claims and payments change, whichever code path wrote them, and emptied when the figures are worked out.
 */
export const legFigureMarks = pgTable('leg_figure_marks', {
  jobId: uuid('job_id').notNull(),
});
