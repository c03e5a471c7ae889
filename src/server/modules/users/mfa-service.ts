import type { FastifyBaseLogger } from 'fastify';
import type { TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { MfaEnableResult, MfaSetup } from '../../../domain/mfa';
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  newMfaSecret,
  newRecoveryCodes,
  totpFor,
  useRecoveryCode,
} from '../../auth/mfa';
import type { LoginThrottle } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/password';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, HttpError, unauthorized } from '../../errors';
import {
  disableMfa,
  enableMfa,
  findUserById,
  replaceRecoveryCodes,
  rekeyMfaSecret,
  setMfaSecret,
  useMfaStep,
} from './repository';

const WRONG_CODE = 'That code is not right';

/** ASVS 6.3.3: administrators enrol an authenticator app and then sign in with it. */
export class TwoStepSignIn {
  constructor(
    private readonly db: Database,
    private readonly sessionSecret: string,
    private readonly issuer: string,
    private readonly throttle: LoginThrottle,
  ) {}

  /** The enrolled user a pending sign-in belongs to; anything else must sign in with the password again. */
  async pendingUser(userId: string | null | undefined): Promise<UserRow> {
    const user = userId ? await findUserById(this.db, userId) : undefined;
    if (!user?.mfaEnabledAt) throw unauthorized('Sign in again');
    return user;
  }

  /** The second step of sign-in: wrong codes are throttled per user, like passwords. */
  async completeSignIn(user: UserRow, code: string, log: FastifyBaseLogger): Promise<void> {
    const waitMs = await this.throttle.mfaRetryAfterMs(user.username);
    if (waitMs > 0)
      throw new HttpError(429, 'Too many wrong codes. Try again later.', undefined, {
        'retry-after': String(Math.ceil(waitMs / 1000)),
      });
    if (!(await this.checkSecondFactor(user, code, log))) {
      await this.throttle.recordMfaFailure(user.username);
      throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    }
    await this.throttle.recordMfaSuccess(user.username);
  }

  async startSetup(userId: string): Promise<MfaSetup> {
    const user = await this.signedInUser(userId);
    if (user.mfaEnabledAt) throw conflict('Two-step sign-in is already on');
    const secret = newMfaSecret();
    await setMfaSecret(this.db, user.id, encryptSecret(secret, this.sessionSecret));
    const otpauthUrl = totpFor(secret, user.username, this.issuer).toString();
    return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
  }

  async enable(userId: string, code: string, log: FastifyBaseLogger): Promise<MfaEnableResult> {
    const user = await this.signedInUser(userId);
    if (user.mfaEnabledAt) throw conflict('Two-step sign-in is already on');
    if (!user.mfaSecret) throw badRequest('Start the set-up first');
    const totp = await this.totpOf(user, log);
    // Set up under an earlier SESSION_SECRET: no code can match, so say how to get out rather than "wrong code".
    if (!totp) throw badRequest('Start the set-up again');
    const step = acceptedStep(totp, code, null);
    if (step === undefined) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    const { codes, hashes } = newRecoveryCodes();
    await enableMfa(this.db, user.id, step, hashes);
    return { recoveryCodes: codes };
  }

  async disable(userId: string, password: string): Promise<void> {
    const user = await this.signedInUser(userId);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw badRequest('Current password is incorrect', { password: 'Current password is incorrect' });
    }
    await disableMfa(this.db, user.id);
  }

  /** The session's user: the session was just read from it, so the row exists. */
  private async signedInUser(userId: string): Promise<UserRow> {
    const user = await findUserById(this.db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * The user's authenticator, or undefined when its secret was encrypted under another SESSION_SECRET. Then no
   * code matches and recovery codes (hashes, independent of the secret) still sign in; see docs/operations.md.
   */
  private async totpOf(user: UserRow, log: FastifyBaseLogger): Promise<TOTP | undefined> {
    const secret = decryptSecret(user.mfaSecret!, this.sessionSecret);
    if (secret) {
      // Stored under the key used before HKDF: store it again under the current one (src/server/auth/mfa.ts).
      if (!secret.current)
        await rekeyMfaSecret(this.db, user.id, user.mfaSecret!, encryptSecret(secret.base32, this.sessionSecret));
      return totpFor(secret.base32, user.username, this.issuer);
    }
    log.warn({ userId: user.id }, 'two-step sign-in secret cannot be decrypted (SESSION_SECRET changed?)');
    return undefined;
  }

  /** A TOTP code (once per time step) or an unused recovery code; on success the state is saved. */
  private async checkSecondFactor(user: UserRow, code: string, log: FastifyBaseLogger): Promise<boolean> {
    const totp = await this.totpOf(user, log);
    const step = totp && acceptedStep(totp, code, user.mfaLastStep);
    if (step !== undefined) return useMfaStep(this.db, user.id, step);
    const remaining = useRecoveryCode(user.mfaRecoveryCodes ?? [], code);
    return remaining !== undefined && replaceRecoveryCodes(this.db, user.id, user.mfaRecoveryCodes ?? [], remaining);
  }
}
