import { z } from 'zod';
import type { SessionUser } from './auth';

/** Admin two-step sign-in (docs/security.md, ASVS 6.3.3): TOTP codes and one-time recovery codes. */
const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as shown to the admin: 'xxxx-xxxx', letters and digits. */
const RECOVERY_CODE_PATTERN = /^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/;
export const RECOVERY_CODE_COUNT = 10;

/** Spaces are dropped, since authenticator apps show '123 456'. */
const compactCode = z
  .string({ error: 'Enter the code' })
  .max(32, 'Enter the code')
  .transform((value) => value.replace(/\s+/g, ''));

/** Second step of sign-in: the app's 6-digit code or a recovery code. */
export const mfaLoginSchema = z.object({
  code: compactCode.pipe(
    z
      .string()
      .refine(
        (v) => TOTP_CODE_PATTERN.test(v) || RECOVERY_CODE_PATTERN.test(v),
        'Enter the 6-digit code or a recovery code',
      ),
  ),
});
export type MfaLoginInput = z.input<typeof mfaLoginSchema>;

/** Turning two-step sign-in on: only the app's 6-digit code proves the enrolment. */
export const mfaEnableSchema = z.object({
  code: compactCode.pipe(z.string().regex(TOTP_CODE_PATTERN, 'The code is 6 digits')),
});
export type MfaEnableInput = z.input<typeof mfaEnableSchema>;

export const mfaDisableSchema = z.object({
  password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(128, 'Password must be at most 128 characters'),
});
export type MfaDisableInput = z.infer<typeof mfaDisableSchema>;

/** POST /api/login for an enrolled admin: no user yet, only a short-lived pending cookie. */
export { isMfaChallenge, type LoginResult, type MfaChallenge } from './mfa-challenge';

/** POST /api/user/mfa/setup: what the authenticator app needs, as text and as a QR code. */
export const mfaSetupSchema = z.object({
  secret: z.string().describe('The base32 secret, for typing into the app by hand'),
  otpauthUrl: z.string().describe('The otpauth:// URL the QR code holds'),
  qrCode: z.string().describe('A data:image/png;base64 URL'),
});
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/** POST /api/user/mfa/enable: the recovery codes, shown this once. */
export const mfaEnableResultSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaEnableResult = z.infer<typeof mfaEnableResultSchema>;

/** Whether the user signs in with a second factor. */
export function hasMfaEnabled(user: SessionUser): boolean {
  return user.mfaEnabled === true;
}
