import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret } from '../../auth/mfa';
import { users } from '../../db/schema';
import { DEFAULT_TEST_PASSWORD } from '../../demo/factories';
import { legacyEncryptedSecret } from '../../test/mfa';
import { signedIn } from '../../test/sign-in';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';

/** Authenticators enrolled before the secret's key was derived with HKDF (src/server/auth/mfa.ts) keep working. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, ...(payload && { payload }), headers: cookie ? { cookie } : {} });
const codeFor = (base32: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });
const rowOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('a two-step secret stored under the key used before HKDF', () => {
  it('still signs in, and is stored again under the current key with the used step kept', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const secret = (await post('/api/user/mfa/setup', undefined, admin.cookie)).json().secret as string;
    expect((await post('/api/user/mfa/enable', { code: codeFor(secret) }, admin.cookie)).statusCode).toBe(200);
    const legacy = legacyEncryptedSecret(secret, t.config.sessionSecret);
    await t.database.db.update(users).set({ mfaSecret: legacy, mfaLastStep: null }).where(eq(users.id, admin.userId!));
    const { username } = await rowOf(admin.userId!);

    const pending = sessionCookie(await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }));
    const code = codeFor(secret, 1);
    const ok = await post('/api/login/mfa', { code }, pending);
    expect(ok.statusCode, ok.body).toBe(200);

    const row = await rowOf(admin.userId!);
    expect(row.mfaSecret).toMatch(/^v2\./);
    expect(decryptSecret(row.mfaSecret!, t.config.sessionSecret)).toEqual({ base32: secret, current: true });
    expect(row.mfaLastStep).not.toBeNull();
    const again = sessionCookie(await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }));
    expect((await post('/api/login/mfa', { code }, again)).statusCode).toBe(400);
  });

  it('confirms a set-up begun under the old key', async () => {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const secret = (await post('/api/user/mfa/setup', undefined, admin.cookie)).json().secret as string;
    await t.database.db
      .update(users)
      .set({ mfaSecret: legacyEncryptedSecret(secret, t.config.sessionSecret) })
      .where(eq(users.id, admin.userId!));
    const enabled = await post('/api/user/mfa/enable', { code: codeFor(secret) }, admin.cookie);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await rowOf(admin.userId!)).mfaSecret).toMatch(/^v2\./);
  });
});
