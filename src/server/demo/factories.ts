import type { Database } from '../db/client';
import { eq } from 'drizzle-orm';
import {
  driverCredentials,
  drivers,
  jobs,
  referrals,
  users,
  vehicleDocuments,
  vehicleInspections,
  vehicles,
} from '../db/schema';
import { requiredVehicleDocuments } from '../../domain/assignment';
import {
  addMonths,
  DEFAULT_CREDENTIAL_POLICY,
  requiredCredentials,
  type CredentialKind,
} from '../../domain/credential';
import { daysFromToday, todayIn } from '../../domain/dates';
import { inspectionAnswers } from '../../domain/inspection-items';
import { hashPassword } from '../auth/password';
import type { Role } from '../../domain/roles';
import type { DriverStatus, JobStatus, ReferralStatus, TransportType } from '../../domain/statuses';
import { oneLineAddress, placeInput } from '../../domain/place';
import { levelOfServiceOf } from '../../domain/referral';
import { storedPlace } from '../stored-place';
import { accountInput, driverApplicationInput, jobInput, referralInput, vehicleInput } from './samples';

/** A sample's place as stored: structured, and on one line for the text column. */
async function placeColumns(input: unknown) {
  const place = await storedPlace(placeInput('Place').parse(input));
  return { place, line: oneLineAddress(place) };
}

/**
 * The rows behind API tests and the demo content, built from the same sample inputs the API tests and
 * journeys send (./samples.ts), so a stored sample is one the API would have accepted.
 * Each returns the inserted row; every column can be overridden.
 */
export const DEFAULT_TEST_PASSWORD = 'correct horse battery';
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function makeUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string; role?: Role } = {},
) {
  const { password = DEFAULT_TEST_PASSWORD, ...rest } = overrides;
  const { firstName, lastName, username, email, role } = accountInput();
  const [row] = await db
    .insert(users)
    .values({ username, email, firstName, lastName, role, passwordHash: await hashOnce(password), ...rest })
    .returning();
  return row!;
}

/**
 * A driver with their account, as an accepted application leaves them (pending unless the status is given). An
 * approved or active driver is equipped (equipDriver) so they can be assigned jobs; `equip: false` leaves them bare.
 */
export async function makeDriver(
  db: Database,
  overrides: Partial<typeof drivers.$inferInsert> & {
    status?: DriverStatus;
    password?: string;
    username?: string;
    equip?: boolean;
    inspected?: boolean;
  } = {},
) {
  const { password, username, equip, inspected, ...rest } = overrides;
  const { username: _u, password: _p, confirmPassword: _c, email, ...application } = driverApplicationInput();
  const fullName = rest.fullName ?? application.fullName;
  const [firstName, ...last] = fullName.split(' ');
  const user = rest.userId
    ? undefined
    : await makeUser(db, {
        role: 'driver',
        password,
        firstName,
        lastName: last.join(' '),
        ...(username && { username }),
      });
  const [row] = await db
    .insert(drivers)
    .values({
      ...application,
      userId: user?.id ?? rest.userId!,
      fullName,
      email: user?.email ?? email,
      digitalSignature: fullName,
      contractSignedAt: new Date(),
      ...rest,
    })
    .returning();
  if (equip ?? (row!.status === 'approved' || row!.status === 'active'))
    return { ...row!, vehicleId: (await equipDriver(db, row!.id, { inspected })).vehicle.id };
  return row!;
}

export interface Equipment {
  vehicle?: Partial<typeof vehicles.$inferInsert>;
  /** Kinds to leave out, or rows to lay over the defaults (an expiry, `verifiedAt: null`). */
  credentials?: Partial<Record<CredentialKind, Partial<typeof driverCredentials.$inferInsert> | null>>;
  /** Vehicle documents to leave out (null) or change. */
  documents?: Partial<
    Record<'registration' | 'insurance' | 'inspection' | 'lift_ramp_inspection', { expiresOn: string } | null>
  >;
  /** False leaves out the passed pre-trip inspection laid on for yesterday, today and tomorrow (any company time zone). */
  inspected?: boolean;
}

/**
 * What safe assignment asks of a driver (docs/decisions/040-safe-assignment.md): a vehicle in service with a ramp,
 * seats and a wheelchair position, its papers good for a year, and every credential the policy requires (PASS
 * included) verified and good for a year. Anything can be changed or left out, to build the driver a rule refuses.
 */
export async function equipDriver(db: Database, driverId: string, equipment: Equipment = {}) {
  const today = todayIn('UTC');
  const yearAhead = addMonths(today, 12);
  const vehicle = await makeVehicle(db, {
    make: 'Ford',
    model: 'Transit',
    ambulatorySeats: 6,
    wheelchairPositions: 2,
    stretcherPositions: 0,
    liftOrRamp: 'ramp',
    status: 'active',
    ...equipment.vehicle,
  });
  const documents = requiredVehicleDocuments(vehicle).flatMap((kind) => {
    const override = equipment.documents?.[kind];
    return override === null ? [] : [{ vehicleId: vehicle.id, kind, expiresOn: override?.expiresOn ?? yearAhead }];
  });
  if (documents.length > 0) await db.insert(vehicleDocuments).values(documents);
  const credentials = requiredCredentials('wheelchair', DEFAULT_CREDENTIAL_POLICY).flatMap((kind) => {
    const override = equipment.credentials?.[kind];
    if (override === null) return [];
    return [
      { driverId, kind, issuedOn: addMonths(today, -12), expiresOn: yearAhead, verifiedAt: new Date(), ...override },
    ];
  });
  if (credentials.length > 0) await db.insert(driverCredentials).values(credentials);
  await db.update(drivers).set({ vehicleId: vehicle.id }).where(eq(drivers.id, driverId));
  if (equipment.inspected !== false) {
    const items = inspectionAnswers();
    await db
      .insert(vehicleInspections)
      .values(
        [-1, 0, 1].map((days) => ({
          driverId,
          vehicleId: vehicle.id,
          serviceDate: daysFromToday(days, { company: { timeZone: 'UTC' } }),
          items,
          failed: false,
          odometer: 10_000,
        })),
      )
      .onConflictDoNothing();
  }
  return { vehicle };
}

export async function makeReferral(
  db: Database,
  overrides: Partial<typeof referrals.$inferInsert> & { status?: ReferralStatus; transportType?: TransportType } = {},
) {
  const { pickupPlace, dropoffPlace, levelOfService, ...sample } = referralInput();
  const [pickup, dropoff] = await Promise.all([placeColumns(pickupPlace), placeColumns(dropoffPlace)]);
  const transportType = overrides.transportType ?? sample.transportType;
  const [row] = await db
    .insert(referrals)
    .values({
      ...sample,
      pickupPlace: pickup.place,
      dropoffPlace: dropoff.place,
      pickupLocation: pickup.line,
      dropoffLocation: dropoff.line,
      levelOfService: levelOfServiceOf({ transportType, levelOfService }) ?? 'wheelchair',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeJob(
  db: Database,
  overrides: Partial<typeof jobs.$inferInsert> & { status?: JobStatus } = {},
) {
  const { pickupTime, dropoffTime, ...rest } = overrides;
  const { pickupPlace, dropoffPlace, ...sample } = pickupTime
    ? jobInput({ pickupTime: pickupTime.toISOString() })
    : jobInput();
  const [pickup, dropoff] = await Promise.all([placeColumns(pickupPlace), placeColumns(dropoffPlace)]);
  const [row] = await db
    .insert(jobs)
    .values({
      ...sample,
      pickupPlace: pickup.place,
      dropoffPlace: dropoff.place,
      pickupAddress: pickup.line,
      dropoffAddress: dropoff.line,
      // A will-call return waiting for its rider is asked for with `pickupTime: null` and has no times.
      pickupTime: pickupTime === null ? null : new Date(sample.pickupTime),
      dropoffTime: pickupTime === null ? null : (dropoffTime ?? new Date(sample.dropoffTime)),
      ...rest,
    })
    .returning();
  return row!;
}

/** A vehicle (a ramp van unless overridden), as the admin's vehicle form would have stored it. */
export async function makeVehicle(db: Database, overrides: Partial<typeof vehicles.$inferInsert> = {}) {
  const [row] = await db
    .insert(vehicles)
    .values({ ...vehicleInput(), ...overrides })
    .returning();
  return row!;
}
