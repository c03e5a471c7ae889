import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { BODY_LIMIT_BYTES } from '../../config/limits';
import { createTestApp, registration, sessionCookie, strongPassword, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { throttle: { perAccount: 3, perAddress: 1000, windowMs: 60_000 } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const getUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]!.n);

describe('POST /api/register', () => {
  it('creates a referral partner, signs them in and never returns the password hash', async () => {
    const body = registration();
    const res = await post('/api/register', body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      username: body.username,
      email: body.email,
      role: 'referral_partner',
      firstName: 'Dana',
    });
    expect(JSON.stringify(user)).not.toMatch(/password|argon2/i);

    const me = await getUser(sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: sessionCookie(res) } });
    expect(session.json()).toEqual({ user });
  });

  it('answers the session check of a visitor with 200 and no user, and /api/user with 401', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: null });
    expect((await getUser()).statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await post('/api/register', registration({ role: 'driver' }));
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(res.json().role).toBe('driver');
  });

  it('refuses role admin with 403 and creates nothing (decision 003)', async () => {
    const before = await userCount();
    const res = await post('/api/register', registration({ role: 'admin' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/administrator/i);
    expect(res.cookies).toHaveLength(0);
    expect(await userCount()).toBe(before);
  });

  it('answers a taken username with 409 on the username field, whatever its letter case', async () => {
    const first = registration();
    expect((await post('/api/register', first)).statusCode).toBe(201);
    const res = await post('/api/register', registration({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ username: 'Username is already taken' });
  });

  it('answers an email registered in another letter case with 409 on the email field', async () => {
    const first = registration();
    await post('/api/register', first);
    const res = await post('/api/register', registration({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ email: 'Email is already registered' });
  });

  it('explains each rule of docs/product/validation.md and decision 011 under its field', async () => {
    const res = await post(
      '/api/register',
      registration({ username: 'ab', email: 'not-an-email', password: 'short', confirmPassword: 'other' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      username: 'Username must be at least 3 characters',
      email: 'Valid email is required',
      password: 'Password must be at least 8 characters',
    });
    const mismatch = await post('/api/register', registration({ confirmPassword: `${strongPassword}!` }));
    expect(mismatch.json().fieldErrors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('refuses a common password (decision 011)', async () => {
    const res = await post('/api/register', registration({ password: 'password123', confirmPassword: 'password123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ password: 'This password is too common' });
  });

  it('refuses repeated characters, the username and the company name with its year', async () => {
    for (const [password, message] of [
      ['aaaaaaaa', 'Choose a password with more different characters'],
      ['Keystone2026', "Choose a password that does not contain the company's name"],
    ]) {
      const res = await post('/api/register', registration({ password, confirmPassword: password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fieldErrors).toEqual({ password: message });
    }
    const own = registration();
    const withName = `${own.username}-99`;
    const res = await post('/api/register', { ...own, password: withName, confirmPassword: withName });
    expect(res.json().fieldErrors).toEqual({
      password: 'Choose a password that does not contain your name or username',
    });
  });

  it('names every missing field and every wrong type', async () => {
    const missing = await post('/api/register', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(
      expect.arrayContaining(['username', 'email', 'password', 'confirmPassword']),
    );

    const wrongTypes = await post('/api/register', registration({ username: 12345, password: ['x'], role: 'pilot' }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().fieldErrors)).toEqual(
      expect.arrayContaining(['username', 'password', 'role']),
    );
  });

  it('answers a body that is not JSON with 400 and one over the limit with 413, never 500', async () => {
    const before = await userCount();
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "abc",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Request body is not valid JSON' });

    const huge = await post('/api/register', registration({ firstName: 'x'.repeat(BODY_LIMIT_BYTES + 1) }));
    expect(huge.statusCode).toBe(413);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/login and /api/logout', () => {
  const account = registration();
  beforeAll(async () => {
    expect((await post('/api/register', account)).statusCode).toBe(201);
  });

  it('signs in with the right password, in any letter case of the username', async () => {
    const res = await post('/api/login', { username: account.username.toUpperCase(), password: strongPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(account.username);
    expect((await getUser(sessionCookie(res))).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike, with 401', async () => {
    const wrong = await post('/api/login', { username: account.username, password: 'not-the-password' });
    const unknown = await post('/api/login', { username: 'nobody_here', password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('issues a new session id at login and ends the one the browser had', async () => {
    const first = sessionCookie(await post('/api/login', { username: account.username, password: strongPassword }));
    const second = sessionCookie(
      await post('/api/login', { username: account.username, password: strongPassword }, first),
    );
    expect(second).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it('ends the session at logout: the old cookie is 401 afterwards', async () => {
    const cookie = sessionCookie(await post('/api/login', { username: account.username, password: strongPassword }));
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await getUser(cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('keeps docs/product/validation.md minimums on the login form', async () => {
    const res = await post('/api/login', { username: 'ab', password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('answers 429 after repeated failures on one account, even with the right password (decision 011)', async () => {
    const victim = registration();
    await post('/api/register', victim);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/login', { username: victim.username, password: 'wrong-pass' })).statusCode).toBe(401);
    const locked = await post('/api/login', { username: victim.username, password: strongPassword });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    // Other accounts from the same address are not locked by it.
    expect((await post('/api/login', { username: account.username, password: strongPassword })).statusCode).toBe(200);
  });

  it("does not lock the account's owner out from their own address when someone else guesses wrong", async () => {
    const victim = registration();
    await post('/api/register', victim);
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: victim.username, password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) await from('203.0.113.7', 'wrong-pass');
    expect((await from('203.0.113.7', strongPassword)).statusCode).toBe(429);
    expect((await from('198.51.100.20', strongPassword)).statusCode).toBe(200);
  });

  it('stores only an argon2id hash', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, account.username));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
