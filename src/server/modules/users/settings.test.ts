import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../demo/factories';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';
import { signedIn } from '../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

describe('Settings (decision 033)', () => {
  it('refuses a new password that is weak by the same policy as sign-up', async () => {
    const here = await signedIn(t.app, t.database.db, 'referral_partner');
    const username = (await me(here.cookie!)).json().username as string;
    for (const [newPassword, message] of [
      [`${username}!x`, 'Choose a password that does not contain your name or username'],
      ['zzzzzzzzzz9', 'Choose a password with more different characters'],
      ['Keystone Medical 2026', "Choose a password that does not contain the company's name"],
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        payload: { currentPassword: DEFAULT_TEST_PASSWORD, newPassword, confirmPassword: newPassword },
        headers: { cookie: here.cookie! },
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().fieldErrors).toEqual({ newPassword: message });
    }
  });

  it('a password change keeps this session and ends the user’s others (ASVS 7.4.3)', async () => {
    const here = await signedIn(t.app, t.database.db, 'referral_partner');
    const username = (await me(here.cookie!)).json().username;
    const elsewhere = sessionCookie(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: DEFAULT_TEST_PASSWORD } }),
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: {
        currentPassword: DEFAULT_TEST_PASSWORD,
        newPassword: 'Dispatch-Desk-Key-31',
        confirmPassword: 'Dispatch-Desk-Key-31',
      },
      headers: { cookie: here.cookie! },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(here.cookie!)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: DEFAULT_TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
  });

  it('updates the profile and refuses an email another account has', async () => {
    const a = await signedIn(t.app, t.database.db, 'referral_partner');
    const b = await signedIn(t.app, t.database.db, 'referral_partner');
    const taken = (await me(b.cookie!)).json().email;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { firstName: 'Priya', lastName: 'Case', email: taken.toUpperCase() },
      headers: { cookie: a.cookie! },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ email: 'Email is already registered' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { firstName: 'Priya', lastName: 'Case', email: 'priya.case@example.com' },
      headers: { cookie: a.cookie! },
    });
    expect(ok.json()).toMatchObject({ firstName: 'Priya', lastName: 'Case', email: 'priya.case@example.com' });
  });
});

describe('attempt limits on the settings routes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp(
      {},
      { throttle: { perAccount: 3, perAddress: 1000, windowMs: 60_000 }, limits: { profileChangesPerHour: 4 } },
    );
  });
  afterAll(() => limited.close());

  it('answers 429 to a stolen session guessing the current password, even once it guesses right', async () => {
    const here = await signedIn(limited.app, limited.database.db, 'referral_partner');
    const change = (currentPassword: string) =>
      limited.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        payload: { currentPassword, newPassword: 'Fresh-Route-Key-48', confirmPassword: 'Fresh-Route-Key-48' },
        headers: { cookie: here.cookie! },
      });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await change(`wrong-guess-${i}`)).statusCode);
    expect(answers).toEqual([400, 400, 400, 429]);
    const right = await change(DEFAULT_TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it('limits profile changes per address, so the email check cannot be used to list accounts', async () => {
    const here = await signedIn(limited.app, limited.database.db, 'referral_partner');
    const probe = (i: number) =>
      limited.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        payload: { email: `probe${i}@example.com` },
        headers: { cookie: here.cookie! },
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await probe(i)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
