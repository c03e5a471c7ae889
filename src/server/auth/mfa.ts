import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '../../domain/mfa';
import { secretEqual } from './secret-equal';

/**
 * Admin two-step sign-in (ASVS 6.3.3): TOTP as authenticator apps expect it (SHA-1, 6 digits, 30 s), a
 * secret encrypted at rest, codes accepted once, and one-time recovery codes kept only as hashes.
 */
const PERIOD = 30;

/**
 * The session secret signs sessions too, so the key that encrypts TOTP secrets is derived from it with HKDF under
 * a label of its own (RFC 5869), not taken as its plain hash. Stored secrets carry the version of their key.
 */
const VERSION = 'v2';
const keyFrom = (sessionSecret: string) =>
  Buffer.from(hkdfSync('sha256', sessionSecret, 'keystone-transport', 'two-step sign-in secret encryption', 32));
/** The key of secrets stored before the version prefix: read them, then store them again under the current key. */
const legacyKeyFrom = (sessionSecret: string) => createHash('sha256').update(`mfa-secret:${sessionSecret}`).digest();

export function newMfaSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function encryptSecret(base32: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(sessionSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.');
}

/**
 * The base32 secret, and whether it is stored under the current key (`current: false` asks the caller to store it
 * again), or undefined when it cannot be read: encrypted under another SESSION_SECRET (the secret was rotated, or
 * a back-up restored with a different one) or damaged. GCM's tag check fails for a wrong key, so it never yields
 * a wrong-but-usable secret.
 */
export function decryptSecret(stored: string, sessionSecret: string): { base32: string; current: boolean } | undefined {
  const parts = stored.split('.');
  if (parts.length === 4 && parts[0] === VERSION) {
    const base32 = decryptParts(parts.slice(1), keyFrom(sessionSecret));
    return base32 === undefined ? undefined : { base32, current: true };
  }
  const base32 = parts.length === 3 ? decryptParts(parts, legacyKeyFrom(sessionSecret)) : undefined;
  return base32 === undefined ? undefined : { base32, current: false };
}

function decryptParts(parts: string[], key: Buffer): string | undefined {
  try {
    const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv!, { authTagLength: 16 });
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

export function totpFor(base32: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: PERIOD });
}

/**
 * The time step a code belongs to (one step of clock drift either way), or undefined. A step at or before
 * `lastStep` was already used: refusing it stops a code seen over a shoulder from being replayed.
 */
export function acceptedStep(totp: TOTP, code: string, lastStep: number | null, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp.validate({ token: code, window: 1, timestamp: now });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

const hashCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** Ten codes like 'k7f2-m9qa' to print or store; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
  return { codes, hashes: codes.map(hashCode) };
}

/** The remaining hashes after using `code`, or undefined when it is not one of them. */
export function useRecoveryCode(hashes: string[], code: string): string[] | undefined {
  const given = hashCode(code);
  const index = hashes.findIndex((h) => secretEqual(given, h));
  return index === -1 ? undefined : hashes.filter((_, i) => i !== index);
}
