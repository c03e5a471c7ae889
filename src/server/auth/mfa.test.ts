import { describe, expect, it } from 'vitest';
import { legacyEncryptedSecret } from '../test/mfa';
import { decryptSecret, encryptSecret, newMfaSecret } from './mfa';

const SESSION_SECRET = 'session-secret-for-tests-'.padEnd(40, 'x');

describe('the two-step sign-in secret at rest', () => {
  it('is stored under a key derived with HKDF, marked with its version', () => {
    const secret = newMfaSecret();
    const stored = encryptSecret(secret, SESSION_SECRET);
    expect(stored).toMatch(/^v2\./);
    expect(stored).not.toContain(secret);
    expect(decryptSecret(stored, SESSION_SECRET)).toEqual({ base32: secret, current: true });
  });

  it('is not encrypted under the bare SHA-256 of the session secret any more', () => {
    const stored = encryptSecret(newMfaSecret(), SESSION_SECRET);
    const [iv, tag, body] = stored.replace(/^v2\./, '').split('.');
    const asLegacy = [iv, tag, body].join('.');
    expect(decryptSecret(asLegacy, SESSION_SECRET)).toBeUndefined();
  });

  it('still reads a secret stored under the old key, and says it should be stored again', () => {
    const secret = newMfaSecret();
    expect(decryptSecret(legacyEncryptedSecret(secret, SESSION_SECRET), SESSION_SECRET)).toEqual({
      base32: secret,
      current: false,
    });
  });

  it('reads neither kind under another session secret, nor a damaged one', () => {
    const secret = newMfaSecret();
    const other = 'another-session-secret-'.padEnd(40, 'y');
    expect(decryptSecret(encryptSecret(secret, SESSION_SECRET), other)).toBeUndefined();
    expect(decryptSecret(legacyEncryptedSecret(secret, SESSION_SECRET), other)).toBeUndefined();
    expect(decryptSecret('v2.not.really', SESSION_SECRET)).toBeUndefined();
    expect(decryptSecret('', SESSION_SECRET)).toBeUndefined();
  });
});
