import type { SessionUser } from '../../domain/auth';
import type { UserRow } from '../db/schema';

/**
 * The only shape a user leaves the server in: never the password hash. Here, below the modules, because the session
 * plugin puts it on every request and the account routes answer it.
 */
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
