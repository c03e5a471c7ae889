import type { z } from 'zod';
import type { registerSchema } from '../../../domain/auth';
import type { CompanyProfile } from '../../../domain/company';
import { driverSignInRefusal } from '../../../domain/driver-sign-in';
import type { adminAccountSchema, profileSchema } from '../../../domain/profile';
import { tooManyAttempts, type LoginThrottle } from '../../auth/login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/password';
import type { PasswordPolicy } from '../../auth/password-policy';
import type { SessionStore } from '../../auth/session-store';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../errors';
import { createAdmin } from './admin';
import {
  driverStandingOf,
  findUserById,
  findUserByUsername,
  insertUser,
  setPasswordHash,
  updateProfile,
} from './repository';

/** The only shape a user leaves the server in (never the password hash): what the account routes answer. */
export { toSessionUser } from '../../auth/session-user';

/**
 * A new account, inside the caller's transaction when it has one: a visitor's driver application makes the account
 * and the driver record together (decision 024). A taken username or email is 409 on that field.
 */
export { insertUser, type NewUser } from './repository';

const INVALID_LOGIN = 'Invalid username or password';

export interface AccountDeps {
  db: Database;
  throttle: LoginThrottle;
  policy: PasswordPolicy;
}

/** Sign-up, sign-in and passwords: the rules of an account that are not HTTP. */
export class Accounts {
  constructor(private readonly deps: AccountDeps) {}

  /** Decision 003: the public sign-up never makes an administrator. */
  async register(input: z.output<typeof registerSchema>): Promise<UserRow> {
    const { confirmPassword: _confirm, password, role, ...profile } = input;
    if (role === 'admin') throw forbidden('Administrator accounts can only be created by an administrator');
    this.refuseWeak(password, profile, 'password');
    return insertUser(this.deps.db, { ...profile, role, passwordHash: await hashPassword(password) });
  }

  /**
   * The user whose password this is, or 401 (the same answer and about the same time whether the username
   * exists or not); failures are throttled per username and per address.
   */
  async checkPassword(username: string, password: string, ip: string): Promise<UserRow> {
    const { db, throttle } = this.deps;
    const waitMs = await throttle.retryAfterMs(username, ip);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    const user = await findUserByUsername(db, username);
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !valid) {
      const delayMs = await throttle.recordFailure(username, ip);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      throw new HttpError(401, INVALID_LOGIN);
    }
    await throttle.recordSuccess(username, ip);
    return user;
  }

  /** A suspended, inactive or rejected driver is told why they may not sign in, and whom to call. */
  async refuseBarredDriver(user: UserRow, company: Pick<CompanyProfile, 'phone' | 'email'>): Promise<void> {
    if (user.role !== 'driver') return;
    const driver = await driverStandingOf(this.deps.db, user.id);
    const refusal = driver && driverSignInRefusal(driver, company);
    if (refusal) throw forbidden(refusal);
  }

  /**
   * Settings (decision 033): a password change needs the current password; a wrong one counts as a failed sign-in, so a stolen
   * session cannot guess it faster. ASVS 7.4.3: the new password ends the user's other sessions.
   */
  async changePassword(
    user: { id: string; username: string },
    change: { currentPassword: string; newPassword: string },
    context: { ip: string; store: SessionStore; keepSession: string | undefined },
  ): Promise<void> {
    const { db, throttle } = this.deps;
    const waitMs = await throttle.retryAfterMs(user.username, context.ip);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    const row = await findUserById(db, user.id);
    if (!row || !(await verifyPassword(row.passwordHash, change.currentPassword))) {
      await throttle.recordFailure(user.username, context.ip);
      throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
    }
    await throttle.recordSuccess(user.username, context.ip);
    this.refuseWeak(change.newPassword, row, 'newPassword');
    await setPasswordHash(db, user.id, await hashPassword(change.newPassword));
    await context.store.destroyForUser(user.id, context.keepSession);
  }

  /** Settings (decision 033): the user's own names and email; an email another account has is 409 on that field. */
  async changeProfile(userId: string, profile: z.output<typeof profileSchema>): Promise<UserRow> {
    return updateProfile(this.deps.db, userId, profile);
  }

  /** Decision 003: an administrator makes another administrator. */
  async createAdmin(input: z.output<typeof adminAccountSchema>): Promise<UserRow> {
    const { username, email, password, firstName, lastName } = input;
    this.refuseWeak(password, { username, email, firstName, lastName }, 'password');
    return createAdmin(this.deps.db, { username, email, password, firstName, lastName });
  }

  private refuseWeak(password: string, owner: Parameters<PasswordPolicy['problem']>[1], field: string): void {
    const weak = this.deps.policy.problem(password, owner);
    if (weak) throw badRequest('Please choose a stronger password', { [field]: weak });
  }
}
