import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A two-step sign-in secret as it was stored before its key was derived with HKDF (src/server/auth/mfa.ts):
 * AES-GCM under the bare SHA-256 of the session secret, without a version. Enrolments from then still exist.
 */
export function legacyEncryptedSecret(base32: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(`mfa-secret:${sessionSecret}`).digest(), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}
