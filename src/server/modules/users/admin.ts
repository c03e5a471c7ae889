import type { Database } from '../../db/client';
import { hashPassword } from '../../auth/password';
import { countUsersWithRole, insertUser } from './repository';

export interface AdminAccount {
  username: string;
  password: string;
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Decision 003: administrators come from the operator (environment or CLI), never from the public sign-up. */
export async function createAdmin(db: Database, admin: AdminAccount) {
  return insertUser(db, {
    username: admin.username,
    email: admin.email ?? null,
    firstName: admin.firstName,
    lastName: admin.lastName,
    role: 'admin',
    passwordHash: await hashPassword(admin.password),
  });
}

export async function hasAdmin(db: Database): Promise<boolean> {
  return (await countUsersWithRole(db, 'admin')) > 0;
}
