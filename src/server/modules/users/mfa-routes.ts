import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';
import { acceptedStep, decryptSecret, encryptSecret, newMfaSecret, newRecoveryCodes, totpFor, useRecoveryCode } from '../../auth/mfa';
import type { LoginThrottle } from '../../auth/login-throttle';
import { allow } from '../../auth/guards';
import { verifyPassword } from '../../auth/password';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { badRequest, conflict, HttpError, unauthorized } from '../../errors';
import { findUserById, toSessionUser } from './repository';

const codeBody = z.object({ code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(20) });
const WRONG_CODE = 'That code is not right';

export interface MfaRouteOptions {
  db: Database;
  sessionSecret: string;
  issuer: string;
  throttle: LoginThrottle;
}

/** ASVS 6.3.3: administrators enrol an authenticator app and then sign in with it. */
export const mfaRoutes: FastifyPluginAsyncZod<MfaRouteOptions> = async (app, { db, sessionSecret, issuer, throttle }) => {
  /**
   * The user's authenticator, or undefined when its secret was encrypted under another SESSION_SECRET. Then no
   * code matches and recovery codes (hashes, independent of the secret) still sign in; see docs/operations.md.
   */
  function totpOf(user: UserRow, log: FastifyBaseLogger): TOTP | undefined {
    const secret = decryptSecret(user.mfaSecret!, sessionSecret);
    if (secret !== undefined) return totpFor(secret, user.username, issuer);
    log.warn({ userId: user.id }, 'two-step sign-in secret cannot be decrypted (SESSION_SECRET changed?)');
    return undefined;
  }

  /** A TOTP code (once per time step) or an unused recovery code; on success the state is saved. */
  async function checkSecondFactor(user: UserRow, code: string, log: FastifyBaseLogger): Promise<boolean> {
    const totp = totpOf(user, log);
    const step = totp && acceptedStep(totp, code, user.mfaLastStep);
    // Check and use in one statement: of two requests with the same code, only the first update finds the
    // step still unused (a read then a write would let both through).
    if (step !== undefined) {
      const used = await db
        .update(users)
        .set({ mfaLastStep: step })
        .where(and(eq(users.id, user.id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
        .returning({ id: users.id });
      return used.length === 1;
    }
    const remaining = useRecoveryCode(user.mfaRecoveryCodes ?? [], code);
    if (!remaining) return false;
    // Likewise a recovery code: the list must still be the one the code was found in.
    const used = await db
      .update(users)
      .set({ mfaRecoveryCodes: remaining })
      .where(and(eq(users.id, user.id), sql`${users.mfaRecoveryCodes} = ${JSON.stringify(user.mfaRecoveryCodes ?? [])}::jsonb`))
      .returning({ id: users.id });
    return used.length === 1;
  }

  app.post('/api/login/mfa', { schema: { body: codeBody }, config: { audit: { action: 'login.mfa', entity: 'user' } } }, async (request, reply) => {
    const userId = request.pendingMfaUserId;
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user?.mfaEnabledAt) throw unauthorized('Sign in again');
    request.auditEntityId = user.id;
    const waitMs = await throttle.mfaRetryAfterMs(user.username);
    if (waitMs > 0) throw new HttpError(429, 'Too many wrong codes. Try again later.', undefined, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
    if (!(await checkSecondFactor(user, request.body.code, request.log))) {
      await throttle.recordMfaFailure(user.username);
      throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    }
    await throttle.recordMfaSuccess(user.username);
    await app.endSession(request, reply);
    await app.startSession(reply, user.id);
    request.user = toSessionUser(user);
    return toSessionUser(user);
  });

  app.post('/api/user/mfa/setup', { onRequest: allow('admin'), config: { audit: { action: 'user.mfa.setup', entity: 'user' } } }, async (request) => {
    const user = (await findUserById(db, request.user!.id))!;
    if (user.mfaEnabledAt) throw conflict('Two-step sign-in is already on');
    const secret = newMfaSecret();
    await db.update(users).set({ mfaSecret: encryptSecret(secret, sessionSecret), mfaLastStep: null }).where(eq(users.id, user.id));
    const otpauthUrl = totpFor(secret, user.username, issuer).toString();
    return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
  });

  app.post(
    '/api/user/mfa/enable',
    { onRequest: allow('admin'), schema: { body: codeBody }, config: { audit: { action: 'user.mfa.enable', entity: 'user' } } },
    async (request) => {
      const user = (await findUserById(db, request.user!.id))!;
      if (user.mfaEnabledAt) throw conflict('Two-step sign-in is already on');
      if (!user.mfaSecret) throw badRequest('Start the set-up first');
      const totp = totpOf(user, request.log);
      // Set up under an earlier SESSION_SECRET: no code can match, so say how to get out rather than "wrong code".
      if (!totp) throw badRequest('Start the set-up again');
      const step = acceptedStep(totp, request.body.code, null);
      if (step === undefined) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
      const { codes, hashes } = newRecoveryCodes();
      await db.update(users).set({ mfaEnabledAt: new Date(), mfaLastStep: step, mfaRecoveryCodes: hashes }).where(eq(users.id, user.id));
      return { recoveryCodes: codes };
    },
  );

  app.post(
    '/api/user/mfa/disable',
    {
      onRequest: allow('admin'),
      schema: { body: z.object({ password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128) }) },
      config: { audit: { action: 'user.mfa.disable', entity: 'user' } },
    },
    async (request, reply) => {
      const user = (await findUserById(db, request.user!.id))!;
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        throw badRequest('Current password is incorrect', { password: 'Current password is incorrect' });
      }
      await db.update(users).set({ mfaSecret: null, mfaEnabledAt: null, mfaRecoveryCodes: null, mfaLastStep: null }).where(eq(users.id, user.id));
      return reply.status(204).send();
    },
  );
};
