import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { drivers, jobs, referrals, users } from '../db/schema';
import { hashPassword } from '../auth/password';
import type { Role } from '../../domain/roles';
import type { DriverStatus, JobStatus, ReferralStatus, TransportType } from '../../domain/statuses';

/**
 * One set of builders for API tests, journeys and the demo content (DESIGN.md).
 * Each returns the inserted row; every field can be overridden.
 */
export const DEFAULT_TEST_PASSWORD = 'correct horse battery';
const unique = () => randomUUID().slice(0, 8);
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
  const tag = unique();
  const [row] = await db
    .insert(users)
    .values({
      username: `user_${tag}`,
      email: `user_${tag}@example.com`,
      firstName: 'Pat',
      lastName: 'Rivera',
      role: 'referral_partner',
      passwordHash: await hashOnce(password),
      ...rest,
    })
    .returning();
  return row!;
}

export async function makeDriver(
  db: Database,
  overrides: Partial<typeof drivers.$inferInsert> & { status?: DriverStatus; password?: string; username?: string } = {},
) {
  const { password, username, ...rest } = overrides;
  const user = rest.userId ? undefined : await makeUser(db, { role: 'driver', password, ...(username && { username }) });
  const fullName = rest.fullName ?? `${user?.firstName ?? 'Jordan'} ${user?.lastName ?? 'Lee'}`;
  const [row] = await db
    .insert(drivers)
    .values({
      userId: user?.id ?? rest.userId!,
      fullName,
      phoneNumber: '(215) 555-0142',
      email: user?.email ?? `driver_${unique()}@example.com`,
      city: 'Philadelphia',
      state: 'PA',
      vehicleInfo: '2021 Toyota Sienna, wheelchair ramp',
      backgroundCheckConsent: true,
      contractAgreementSigned: true,
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
    .values({
      referrerName: 'Dana Whitfield',
      referrerCompany: 'Liberty Mutual Case Management',
      referrerPhone: '(215) 555-0199',
      referrerEmail: 'dana.whitfield@example.com',
      patientName: 'Harold Jenkins',
      patientDob: '1951-03-14',
      patientPhone: '(215) 555-0173',
      pickupLocation: '1200 Spruce St, Philadelphia, PA 19107',
      dropoffLocation: 'Penn Presbyterian Dialysis Center, 51 N 39th St, Philadelphia, PA 19104',
      transportType: 'wheelchair',
      appointmentDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      appointmentTime: '09:30',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeJob(db: Database, overrides: Partial<typeof jobs.$inferInsert> & { status?: JobStatus } = {}) {
  const pickup = overrides.pickupTime ?? new Date(Date.now() + 86_400_000);
  const [row] = await db
    .insert(jobs)
    .values({
      patientName: 'Harold Jenkins',
      patientPhone: '(215) 555-0177',
      pickupAddress: '1200 Spruce St, Philadelphia, PA 19107',
      dropoffAddress: '51 N 39th St, Philadelphia, PA 19104',
      pickupTime: pickup,
      dropoffTime: new Date(pickup.getTime() + 45 * 60_000),
      jobRate: '65.00',
      ...overrides,
    })
    .returning();
  return row!;
}
