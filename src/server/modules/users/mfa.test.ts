import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEFAULT_TEST_PASSWORD } from '../../demo/factories';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';

let t: TestApp;
let admin: SignedIn;
let username: string;
let secret: string;
let recoveryCodes: string[];
let usedCode: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  username = (await t.database.db.select().from(users).where(eq(users.id, admin.userId!)))[0]!.username;
});
afterAll(() => t.close());

const post = (url: string, payload?: object, cookie?: string) => t.app.inject({ method: 'POST', url, ...(payload && { payload }), headers: cookie ? { cookie } : {} });
/** The code an authenticator app shows for the secret, `offset` steps from now. */
const codeFor = (base32: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 30_000 });

describe('admin two-step sign-in (ASVS 6.3.3)', () => {
  it('enrols with a QR code and a first code, and hands out ten recovery codes once', async () => {
    const setup = await post('/api/user/mfa/setup', undefined, admin.cookie);
    expect(setup.statusCode).toBe(200);
    secret = setup.json().secret;
    expect(setup.json().otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.json().qrCode).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.userId!));
    expect(row!.mfaSecret).not.toContain(secret);

    expect((await post('/api/user/mfa/enable', { code: '000000' }, admin.cookie)).json().fieldErrors).toEqual({ code: 'That code is not right' });
    const enabled = await post('/api/user/mfa/enable', { code: codeFor(secret) }, admin.cookie);
    recoveryCodes = enabled.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(JSON.stringify((await t.database.db.select().from(users).where(eq(users.id, admin.userId!)))[0]!.mfaRecoveryCodes)).not.toContain(recoveryCodes[0]!);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin.cookie! } })).json().mfaEnabled).toBe(true);
  });

  it('asks for the second factor after the password, and the password alone opens nothing', async () => {
    const first = await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD });
    expect(first.json()).toEqual({ mfaRequired: true });
    const pending = sessionCookie(first);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: pending } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { cookie: pending } })).statusCode).toBe(401);

    const wrong = await post('/api/login/mfa', { code: '123456' }, pending);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ code: 'That code is not right' });

    usedCode = codeFor(secret, 1);
    const ok = await post('/api/login/mfa', { code: usedCode }, pending);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().username).toBe(username);
    const signedInCookie = sessionCookie(ok);
    expect(signedInCookie).not.toBe(pending);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { cookie: signedInCookie } })).statusCode).toBe(200);
    // The pending step is used up.
    expect((await post('/api/login/mfa', { code: usedCode }, pending)).statusCode).toBe(401);
  });

  it('refuses a code used once already (replay)', async () => {
    const pending = sessionCookie(await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }));
    expect((await post('/api/login/mfa', { code: usedCode }, pending)).statusCode).toBe(400);
  });

  it('accepts each recovery code once', async () => {
    const pending = sessionCookie(await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }));
    expect((await post('/api/login/mfa', { code: recoveryCodes[0]!.toUpperCase() }, pending)).statusCode).toBe(200);
    const again = sessionCookie(await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }));
    expect((await post('/api/login/mfa', { code: recoveryCodes[0]! }, again)).statusCode).toBe(400);
  });

  it('is 401 without a pending step, and turning it off needs the password', async () => {
    expect((await post('/api/login/mfa', { code: '123456' })).statusCode).toBe(401);
    expect((await post('/api/user/mfa/disable', { password: 'not-the-password' }, admin.cookie)).json().fieldErrors).toEqual({
      password: 'Current password is incorrect',
    });
    expect((await post('/api/user/mfa/disable', { password: DEFAULT_TEST_PASSWORD }, admin.cookie)).statusCode).toBe(204);
    expect((await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD })).json().username).toBe(username);
  });

  it('is only for administrators', async () => {
    const partner = await signedIn(t.app, t.database.db, 'referral_partner');
    expect((await post('/api/user/mfa/setup', undefined, partner.cookie)).statusCode).toBe(403);
  });
});
