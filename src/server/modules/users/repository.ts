import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { drivers, users, type DriverRow, type UserRow } from '../../db/schema';
import { uniqueViolation } from '../../db/errors';
import { conflict } from '../../errors';

export interface NewUser {
  username: string;
  passwordHash: string;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  role: Role;
}

export function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Inserts a user; a taken username or email becomes decision 024's 409 on that field. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        ...user,
        email: user.email?.trim() || null,
        firstName: user.firstName || null,
        lastName: user.lastName || null,
      })
      .returning();
    return row!;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_lower_key') {
      throw conflict('Username is already taken', { username: 'Username is already taken' });
    }
    if (constraint === 'users_email_lower_key') {
      throw conflict('Email is already registered', { email: 'Email is already registered' });
    }
    throw error;
  }
}

/**
 * Where a driver's account stands, read from the driver record it has (none for other accounts): the sign-in tells a
 * barred driver why. Read here rather than through the drivers module, which sits above accounts: it makes them.
 */
export async function driverStandingOf(
  db: Database,
  userId: string,
): Promise<Pick<DriverRow, 'status' | 'rejectionReason'> | undefined> {
  const [row] = await db
    .select({ status: drivers.status, rejectionReason: drivers.rejectionReason })
    .from(drivers)
    .where(eq(drivers.userId, userId))
    .limit(1);
  return row;
}

export async function countUsersWithRole(db: Database, role: Role): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, role)));
  return Number(row?.n ?? 0);
}

/** A user's own profile (Settings); an email another account has is 409 on that field. */
export async function updateProfile(
  db: Database,
  id: string,
  profile: { firstName?: string | undefined; lastName?: string | undefined; email: string },
): Promise<UserRow> {
  try {
    const [row] = await db
      .update(users)
      .set({
        firstName: profile.firstName || null,
        lastName: profile.lastName || null,
        email: profile.email,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    return row!;
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_lower_key')
      throw conflict('Email is already registered', { email: 'Email is already registered' });
    throw error;
  }
}

export async function setPasswordHash(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

/** A new, not yet confirmed authenticator secret (encrypted); any step used before is forgotten. */
export async function setMfaSecret(db: Database, id: string, encryptedSecret: string): Promise<void> {
  await db.update(users).set({ mfaSecret: encryptedSecret, mfaLastStep: null }).where(eq(users.id, id));
}

/**
 * The same secret under the current key. Only while the row still holds `stored`: an enrolment or a switch-off in
 * between wins, and the used time step is kept, so a code seen before stays refused.
 */
export async function rekeyMfaSecret(db: Database, id: string, stored: string, encryptedSecret: string): Promise<void> {
  await db
    .update(users)
    .set({ mfaSecret: encryptedSecret })
    .where(and(eq(users.id, id), eq(users.mfaSecret, stored)));
}

export async function enableMfa(db: Database, id: string, step: number, recoveryCodeHashes: string[]): Promise<void> {
  await db
    .update(users)
    .set({ mfaEnabledAt: new Date(), mfaLastStep: step, mfaRecoveryCodes: recoveryCodeHashes })
    .where(eq(users.id, id));
}

export async function disableMfa(db: Database, id: string): Promise<void> {
  await db
    .update(users)
    .set({ mfaSecret: null, mfaEnabledAt: null, mfaRecoveryCodes: null, mfaLastStep: null })
    .where(eq(users.id, id));
}

/**
 * Records a TOTP time step as used, in one statement that checks it is newer than the last one: of two requests
 * with the same code, only the first finds the step still unused (a read then a write would let both through).
 */
export async function useMfaStep(db: Database, id: string, step: number): Promise<boolean> {
  const used = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return used.length === 1;
}

/** Likewise a recovery code: the stored list must still be the one the code was found in. */
export async function replaceRecoveryCodes(
  db: Database,
  id: string,
  expected: string[],
  remaining: string[],
): Promise<boolean> {
  const used = await db
    .update(users)
    .set({ mfaRecoveryCodes: remaining })
    .where(and(eq(users.id, id), sql`${users.mfaRecoveryCodes} = ${JSON.stringify(expected)}::jsonb`))
    .returning({ id: users.id });
  return used.length === 1;
}
