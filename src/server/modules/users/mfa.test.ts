import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
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

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, ...(payload && { payload }), headers: cookie ? { cookie } : {} });
/** The code an authenticator app shows for the secret, `offset` steps from now. */
const codeFor = (base32: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

describe('admin two-step sign-in (ASVS 6.3.3)', () => {
  it('enrols with a QR code and a first code, and hands out ten recovery codes once', async () => {
    const setup = await post('/api/user/mfa/setup', undefined, admin.cookie);
    expect(setup.statusCode).toBe(200);
    secret = setup.json().secret;
    expect(setup.json().otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(setup.json().qrCode).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.userId!));
    expect(row!.mfaSecret).not.toContain(secret);

    expect((await post('/api/user/mfa/enable', { code: '000000' }, admin.cookie)).json().fieldErrors).toEqual({
      code: 'That code is not right',
    });
    const enabled = await post('/api/user/mfa/enable', { code: codeFor(secret) }, admin.cookie);
    recoveryCodes = enabled.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(
      JSON.stringify(
        (await t.database.db.select().from(users).where(eq(users.id, admin.userId!)))[0]!.mfaRecoveryCodes,
      ),
    ).not.toContain(recoveryCodes[0]!);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin.cookie! } })).json().mfaEnabled,
    ).toBe(true);
  });

  it('asks for the second factor after the password, and the password alone opens nothing', async () => {
    const first = await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD });
    expect(first.json()).toEqual({ mfaRequired: true });
    const pending = sessionCookie(first);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: pending } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { cookie: pending } })).statusCode).toBe(
      401,
    );

    const wrong = await post('/api/login/mfa', { code: '123456' }, pending);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ code: 'That code is not right' });

    usedCode = codeFor(secret, 1);
    const ok = await post('/api/login/mfa', { code: usedCode }, pending);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().username).toBe(username);
    const signedInCookie = sessionCookie(ok);
    expect(signedInCookie).not.toBe(pending);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { cookie: signedInCookie } })).statusCode,
    ).toBe(200);
    // The pending step is used up.
    expect((await post('/api/login/mfa', { code: usedCode }, pending)).statusCode).toBe(401);
  });

  it('refuses a code used once already (replay)', async () => {
    const pending = sessionCookie(await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }));
    expect((await post('/api/login/mfa', { code: usedCode }, pending)).statusCode).toBe(400);
  });

  it('lets one code through once when two sign-ins send it at the same moment', async () => {
    const [a, b] = await Promise.all([
      post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }),
      post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }),
    ]);
    // The earlier tests used this minute's codes; forget them so the current one is fresh.
    await t.database.db.update(users).set({ mfaLastStep: null }).where(eq(users.id, admin.userId!));
    const code = codeFor(secret);
    const answers = await Promise.all([
      post('/api/login/mfa', { code }, sessionCookie(a)),
      post('/api/login/mfa', { code }, sessionCookie(b)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('accepts each recovery code once, also when it is sent twice at the same moment', async () => {
    const [a, b] = await Promise.all([
      post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }),
      post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }),
    ]);
    const answers = await Promise.all([
      post('/api/login/mfa', { code: recoveryCodes[1]! }, sessionCookie(a)),
      post('/api/login/mfa', { code: recoveryCodes[1]! }, sessionCookie(b)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('accepts each recovery code once', async () => {
    const pending = sessionCookie(await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }));
    expect((await post('/api/login/mfa', { code: recoveryCodes[0]!.toUpperCase() }, pending)).statusCode).toBe(200);
    const again = sessionCookie(await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD }));
    expect((await post('/api/login/mfa', { code: recoveryCodes[0]! }, again)).statusCode).toBe(400);
  });

  it('is 401 without a pending step, and turning it off needs the password', async () => {
    expect((await post('/api/login/mfa', { code: '123456' })).statusCode).toBe(401);
    expect(
      (await post('/api/user/mfa/disable', { password: 'not-the-password' }, admin.cookie)).json().fieldErrors,
    ).toEqual({
      password: 'Current password is incorrect',
    });
    expect((await post('/api/user/mfa/disable', { password: DEFAULT_TEST_PASSWORD }, admin.cookie)).statusCode).toBe(
      204,
    );
    expect((await post('/api/login', { username, password: DEFAULT_TEST_PASSWORD })).json().username).toBe(username);
  });

  it('counts wrong codes per account: a right password between them does not reset the count', async () => {
    const who = await signedIn(t.app, t.database.db, 'admin');
    const own = (await post('/api/user/mfa/setup', undefined, who.cookie)).json().secret as string;
    await post('/api/user/mfa/enable', { code: codeFor(own) }, who.cookie);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.userId!));
    const answers: number[] = [];
    for (let round = 0; round < 3; round++) {
      const pending = sessionCookie(
        await post('/api/login', { username: row!.username, password: DEFAULT_TEST_PASSWORD }),
      );
      for (let i = 0; i < 2; i++) answers.push((await post('/api/login/mfa', { code: '000000' }, pending)).statusCode);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    // Locked for the code step even with the right code, until the window ends.
    const pending = sessionCookie(
      await post('/api/login', { username: row!.username, password: DEFAULT_TEST_PASSWORD }),
    );
    const locked = await post('/api/login/mfa', { code: codeFor(own, 1) }, pending);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Try again later.');
  });

  it('is only for administrators', async () => {
    const partner = await signedIn(t.app, t.database.db, 'referral_partner');
    expect((await post('/api/user/mfa/setup', undefined, partner.cookie)).statusCode).toBe(403);
  });
});

// docs/operations.md, "The session secret": after SESSION_SECRET changes, enrolled TOTP secrets cannot be
// decrypted. The code is then simply wrong, and recovery codes (hashes) still let the administrator in.
describe('after SESSION_SECRET changes', () => {
  const logLines: string[] = [];
  let rotated: FastifyInstance;
  const postTo = (app: FastifyInstance, url: string, payload?: object, cookie?: string) =>
    app.inject({ method: 'POST', url, ...(payload && { payload }), headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    // Another instance of the app over the same database, started with a different secret.
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'rotated-secret-'.padEnd(40, 'y'),
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'warn',
    });
    rotated = await buildApp(config, {
      database: t.database,
      logger: true,
      logStream,
      throttle: { perAccount: 2, perAddress: 1000, windowMs: 60_000 },
    });
  });
  afterAll(() => rotated.close());

  /** A fresh administrator enrolled through the original app: their name, TOTP secret and recovery codes. */
  async function enrolledAdmin() {
    const who = await signedIn(t.app, t.database.db, 'admin');
    const original = (await post('/api/user/mfa/setup', undefined, who.cookie)).json().secret as string;
    const codes = (await post('/api/user/mfa/enable', { code: codeFor(original) }, who.cookie)).json()
      .recoveryCodes as string[];
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.userId!));
    return { userId: who.userId!, name: row!.username, original, codes };
  }
  const passwordStep = async (name: string) => {
    const first = await postTo(rotated, '/api/login', { username: name, password: DEFAULT_TEST_PASSWORD });
    expect(first.json()).toEqual({ mfaRequired: true });
    return sessionCookie(first);
  };

  it('refuses a code from the authenticator as wrong, logs it once by user id, and takes a recovery code', async () => {
    const enrolled = await enrolledAdmin();
    const pending = await passwordStep(enrolled.name);

    logLines.length = 0;
    const code = codeFor(enrolled.original);
    const refused = await postTo(rotated, '/api/login/mfa', { code }, pending);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'That code is not right',
      fieldErrors: { code: 'That code is not right' },
    });
    const warnings = logLines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg?.includes('cannot be decrypted'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, userId: enrolled.userId, reqId: refused.headers['x-request-id'] });
    // The user id only: neither the secret nor the code.
    expect(Object.keys(warnings[0]).sort()).toEqual(['hostname', 'level', 'msg', 'pid', 'reqId', 'time', 'userId']);
    expect(logLines.join('')).not.toContain(enrolled.original);

    const ok = await postTo(rotated, '/api/login/mfa', { code: enrolled.codes[0]! }, pending);
    expect(ok.statusCode).toBe(200);
    const cookie = sessionCookie(ok);
    expect((await rotated.inject({ method: 'GET', url: '/api/jobs', headers: { cookie } })).statusCode).toBe(200);

    // Then Settings: turn it off and enrol again under the new secret.
    expect(
      (await postTo(rotated, '/api/user/mfa/disable', { password: DEFAULT_TEST_PASSWORD }, cookie)).statusCode,
    ).toBe(204);
    const fresh = (await postTo(rotated, '/api/user/mfa/setup', undefined, cookie)).json().secret as string;
    expect((await postTo(rotated, '/api/user/mfa/enable', { code: codeFor(fresh) }, cookie)).statusCode).toBe(200);
    const again = await passwordStep(enrolled.name);
    expect((await postTo(rotated, '/api/login/mfa', { code: codeFor(fresh, 1) }, again)).statusCode).toBe(200);
  });

  it('counts unreadable-secret refusals in the sign-in throttle like any wrong code', async () => {
    const enrolled = await enrolledAdmin();
    const pending = await passwordStep(enrolled.name);
    for (const offset of [0, 1]) {
      expect(
        (await postTo(rotated, '/api/login/mfa', { code: codeFor(enrolled.original, offset) }, pending)).statusCode,
      ).toBe(400);
    }
    // perAccount is 2 on this instance: the third try is held back, even with a good recovery code.
    expect((await postTo(rotated, '/api/login/mfa', { code: enrolled.codes[0]! }, pending)).statusCode).toBe(429);
  });

  it('asks to start the set-up again when it was started under the old secret', async () => {
    const who = await signedIn(t.app, t.database.db, 'admin');
    const started = (await post('/api/user/mfa/setup', undefined, who.cookie)).json().secret as string;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.userId!));
    const login = await postTo(rotated, '/api/login', { username: row!.username, password: DEFAULT_TEST_PASSWORD });
    const session = sessionCookie(login);

    const enable = await postTo(rotated, '/api/user/mfa/enable', { code: codeFor(started) }, session);
    expect(enable.statusCode).toBe(400);
    expect(enable.json().message).toBe('Start the set-up again');
    const fresh = (await postTo(rotated, '/api/user/mfa/setup', undefined, session)).json().secret as string;
    expect((await postTo(rotated, '/api/user/mfa/enable', { code: codeFor(fresh) }, session)).statusCode).toBe(200);
  });
});
