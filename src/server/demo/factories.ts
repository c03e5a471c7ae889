import type { Database } from '../db/client';
import { drivers, jobs, referrals, users, vehicles } from '../db/schema';
import { hashPassword } from '../auth/password';
import type { Role } from '../../domain/roles';
import type { DriverStatus, JobStatus, ReferralStatus, TransportType } from '../../domain/statuses';
import { accountInput, driverApplicationInput, jobInput, referralInput, vehicleInput } from './samples';

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

/** A driver with their account, as an accepted application leaves them (pending unless the status is given). */
export async function makeDriver(
  db: Database,
  overrides: Partial<typeof drivers.$inferInsert> & { status?: DriverStatus; password?: string; username?: string } = {},
) {
  const { password, username, ...rest } = overrides;
  const { username: _u, password: _p, confirmPassword: _c, email, ...application } = driverApplicationInput();
  const fullName = rest.fullName ?? application.fullName;
  const [firstName, ...last] = fullName.split(' ');
  const user = rest.userId
    ? undefined
    : await makeUser(db, { role: 'driver', password, firstName, lastName: last.join(' '), ...(username && { username }) });
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
  return row!;
}

export async function makeReferral(
  db: Database,
  overrides: Partial<typeof referrals.$inferInsert> & { status?: ReferralStatus; transportType?: TransportType } = {},
) {
  const [row] = await db
    .insert(referrals)
    .values({ ...referralInput(), ...overrides })
    .returning();
  return row!;
}

export async function makeJob(db: Database, overrides: Partial<typeof jobs.$inferInsert> & { status?: JobStatus } = {}) {
  const { pickupTime, dropoffTime, ...rest } = overrides;
  const sample = pickupTime ? jobInput({ pickupTime: pickupTime.toISOString() }) : jobInput();
  const [row] = await db
    .insert(jobs)
    .values({
      ...sample,
      pickupTime: new Date(sample.pickupTime),
      dropoffTime: dropoffTime ?? new Date(sample.dropoffTime),
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
