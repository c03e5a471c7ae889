import { and, count, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import type { Role } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
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

/** The only shape a user leaves the server in: never the password hash. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    mfaEnabled: row.mfaEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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

/** Inserts a user; a taken username or email becomes D8's 409 on that field. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...user, email: user.email?.trim() || null, firstName: user.firstName || null, lastName: user.lastName || null })
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

export async function countUsersWithRole(db: Database, role: Role): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.role, role)));
  return Number(row?.n ?? 0);
}
