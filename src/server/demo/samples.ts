import { daysFromToday } from '../../domain/dates';
import type { DriverApplicationInput } from '../../domain/driver';
import type { JobInput } from '../../domain/job';
import type { RegisterInput } from '../../domain/auth';
import type { ReferralInput } from '../../domain/referral';
import type { VehicleInput } from '../../domain/vehicle';
import { vinCheckDigit } from '../../domain/vin';
import type { RiderInput } from '../../domain/rider';
import type { StandingOrderInput } from '../../domain/standing-order';

/**
 * Valid inputs as a person would send them: a case manager's referral, the admin's job, a visitor's driver
 * application, a new account. The API tests post them, the journeys post them or type them into forms, and
 * the database factories (and through them the demo content `npm start` shows) store them, so a change to
 * what is valid is made here once.
 *
 * They live beside the demo seed, not in a test folder, because the seed is production code; and in the
 * server rather than src/domain because they are sample content, not a rule the browser needs. The journeys
 * import them from here. Nothing in this file may touch I/O, so every caller can build inputs without a
 * database or a server.
 *
 * Every builder takes overrides (any value, so tests can send wrong ones) and gives names, usernames and
 * emails a fresh tag, so tests that share a database or a journey server stay apart.
 */

/** The password of every sample account: strong enough for the password policy and not the username. */
export const SAMPLE_PASSWORD = 'Wheelchair-Van-2026';

/** Six random letters and digits; not a secret, only a way to keep samples apart. */
export const uniqueTag = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');

type Overrides = Record<string, unknown>;
/**
 * The sample with the overrides laid over it, typed as the overrides are (a test may send a wrong type);
 * overrides known only as a record leave the sample's own types.
 */
type With<T, O extends Overrides> = string extends keyof O ? T & O : Omit<T, keyof O> & O;

/** A referral from a case manager for a wheelchair ride three days ahead on the company's calendar, with one escort. */
export function referralInput<O extends Overrides = Record<never, never>>(overrides: O = {} as O, tag = uniqueTag()) {
  const sample = {
    referrerName: 'Dana Whitfield',
    referrerCompany: 'Liberty Mutual Case Management',
    referrerPhone: '(215) 555-0199',
    referrerEmail: 'dana@example.com',
    patientName: `Harold Jenkins ${tag}`,
    patientDob: '1951-03-14',
    patientPhone: '(215) 555-0173',
    pickupPlace: {
      street: '1200 Spruce St',
      unit: 'Apt 4B',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19107',
      placeType: 'residence',
    },
    dropoffPlace: {
      street: '51 N 39th St',
      unit: null,
      city: 'Philadelphia',
      state: 'PA',
      zip: '19104',
      placeType: 'dialysis_center',
    },
    // A wheelchair ride: the transport type names the level, so the form does not ask for it.
    transportType: 'wheelchair',
    levelOfService: null,
    escortCount: 1,
    appointmentDate: daysFromToday(3),
    appointmentTime: '09:30',
    returnTrip: 'none',
    returnTime: null,
    notes: 'Needs a ramp; her daughter rides along.',
    riderLanguage: 'en',
    diagnosisCodes: ['Z99.2'],
    workersComp: null,
  } satisfies Required<ReferralInput>;
  return { ...sample, ...overrides } as With<typeof sample, O>;
}

/**
 * A job as the admin's form sends it: pickup tomorrow at this time, dropoff 45 minutes after the pickup
 * (also after an overridden pickup), no driver yet.
 */
export function jobInput<O extends Overrides = Record<never, never>>(overrides: O = {} as O, tag = uniqueTag()) {
  // A pickup a test sends on purpose wrong keeps the default dropoff.
  const overridden = typeof overrides.pickupTime === 'string' ? Date.parse(overrides.pickupTime) : NaN;
  const pickup = Number.isFinite(overridden) ? overridden : Date.now() + 86_400_000;
  const sample = {
    patientName: `Ruth Feldman ${tag}`,
    patientPhone: '(215) 555-0177',
    levelOfService: 'ambulatory',
    escortCount: 0,
    pickupPlace: {
      street: '1200 Spruce St',
      unit: null,
      city: 'Philadelphia',
      state: 'PA',
      zip: '19107',
      placeType: 'residence',
    },
    dropoffPlace: {
      street: '51 N 39th St',
      unit: null,
      city: 'Philadelphia',
      state: 'PA',
      zip: '19104',
      placeType: 'dialysis_center',
    },
    rideNotes: 'Uses a walker; call on arrival.',
    pickupTime: new Date(pickup).toISOString(),
    dropoffTime: new Date(pickup + 45 * 60_000).toISOString(),
    jobRate: '65.00',
  } satisfies JobInput;
  return { ...sample, ...overrides } as With<typeof sample, O>;
}

/** A visitor's driver application with its new account, without its three documents: a test uploads them and adds their paths. */
export function driverApplicationInput<O extends Overrides = Record<never, never>>(
  overrides: O = {} as O,
  tag = uniqueTag(),
) {
  const sample = {
    username: `jordan_${tag}`,
    password: SAMPLE_PASSWORD,
    confirmPassword: SAMPLE_PASSWORD,
    fullName: 'Jordan Lee',
    phoneNumber: '(267) 555-0142',
    email: `jordan_${tag}@example.com`,
    city: 'Camden',
    state: 'NJ',
    vehicleInfo: '2020 Honda Odyssey, fold-out ramp',
    backgroundCheckConsent: true,
    contractAgreementSigned: true,
    digitalSignature: 'Jordan Lee',
  } satisfies Omit<DriverApplicationInput, 'licenseUrl' | 'insuranceUrl' | 'w9Url'>;
  return { ...sample, ...overrides } as With<typeof sample, O>;
}

/** A self-registered account (a partner's case manager unless the role is overridden). */
export function accountInput<O extends Overrides = Record<never, never>>(overrides: O = {} as O, tag = uniqueTag()) {
  const sample = {
    firstName: 'Dana',
    lastName: 'Whitfield',
    username: `dana_${tag}`,
    email: `dana_${tag}@example.com`,
    role: 'referral_partner',
    password: SAMPLE_PASSWORD,
    confirmPassword: SAMPLE_PASSWORD,
  } satisfies RegisterInput;
  return { ...sample, ...overrides } as With<typeof sample, O>;
}

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A made-up VIN whose check digit is right (docs/decisions/043-vehicles.md), different each call. */
export function sampleVin(): string {
  const chars = Array.from({ length: 17 }, () => VIN_CHARACTERS[Math.floor(Math.random() * VIN_CHARACTERS.length)]!);
  chars[8] = '0';
  chars[8] = vinCheckDigit(chars.join(''));
  return chars.join('');
}

/** A wheelchair van with a ramp as the admin's vehicle form sends it; a fresh number and VIN each call. */
export function vehicleInput<O extends Overrides = Record<never, never>>(overrides: O = {} as O, tag = uniqueTag()) {
  const sample = {
    number: `V-${tag.toUpperCase()}`,
    make: 'Toyota',
    model: 'Sienna',
    year: 2022,
    plate: `NJ${tag.slice(0, 5).toUpperCase()}`,
    vin: sampleVin(),
    ambulatorySeats: 3,
    wheelchairPositions: 1,
    stretcherPositions: 0,
    liftOrRamp: 'ramp',
    status: 'active',
  } satisfies VehicleInput;
  return { ...sample, ...overrides } as With<typeof sample, O>;
}

/** A rider as the admin's rider form sends it: a wheelchair user with oxygen, a home address and a member id. */
export function riderInput<O extends Overrides = Record<never, never>>(overrides: O = {} as O, tag = uniqueTag()) {
  const sample = {
    fullName: `Margaret Oduya ${tag}`,
    dateOfBirth: '1946-07-02',
    phone: '(215) 555-0142',
    alternateContactName: 'Grace Oduya (daughter)',
    alternateContactPhone: '(215) 555-0143',
    homePlace: {
      street: '4410 Walnut St',
      unit: 'Apt 2',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19104',
      placeType: 'residence',
    },
    defaultLevelOfService: 'wheelchair',
    oxygen: true,
    serviceAnimal: false,
    escortCount: 1,
    doorThroughDoor: true,
    bariatric: false,
    driverNotes: 'Ring the side door bell; ramp on the left.',
    memberId: `PA${tag.toUpperCase()}`,
  } satisfies RiderInput;
  return { ...sample, ...overrides } as With<typeof sample, O>;
}

/** A dialysis rider's Monday/Wednesday/Friday standing order from tomorrow, with a will-call return. */
export function standingOrderInput(riderId: string, overrides: Partial<StandingOrderInput> = {}): StandingOrderInput {
  return {
    riderId,
    levelOfService: 'wheelchair',
    escortCount: 0,
    pickupPlace: {
      street: '4410 Walnut St',
      unit: 'Apt 2',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19104',
      placeType: 'residence',
    },
    dropoffPlace: {
      street: '51 N 39th St',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19104',
      placeType: 'dialysis_center',
    },
    daysOfWeek: ['MO', 'WE', 'FR'],
    startDate: daysFromToday(1),
    pickupTime: '07:00',
    dropoffTime: '07:45',
    appointmentTime: '08:00',
    returnTrip: 'will_call',
    jobRate: '55.00',
    rideNotes: 'Dialysis chair 4; call the front desk on arrival.',
    ...overrides,
  };
}
