import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { signedIn, type SignedIn } from './test/sign-in';
import { referralBody } from './test/bodies';

// Inputs the fuzz suite (src/server/fuzz) once turned into 500s or answers outside the one error body
// (docs/decisions/034-error-bodies.md); each stays a 4xx.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const cursor = (text: string) => Buffer.from(text).toString('base64url');

describe('edges of input', () => {
  it('answers a malformed or overlong path in the decision 034 shape', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/objects/%' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The address is not valid' });
    const long = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${'9'.repeat(300)}`,
      payload: { status: 'approved' },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long' });
  });

  it('refuses a deeply nested body with a 400, not a 500 from walking it', async () => {
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ] as const) {
      const payload = `${open.repeat(10_000)}1${close.repeat(10_000)}`;
      for (const url of ['/api/referrals', '/api/login']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${url} ${open}`).toBe(400);
        expect(res.json()).toEqual({
          message: 'The request is nested too deeply',
          fieldErrors: { body: 'Nest values at most 32 levels deep' },
        });
      }
    }
  });

  it('refuses page cursors the database could not read', async () => {
    for (const text of [
      '1|00000000-0000-1000-8000-000000000000',
      '0000-12-31T23:59:59.999Z|00000000-0000-1000-8000-000000000000',
      `1970-01-01 00:00:00+00|${'0'.repeat(36)}`,
      '2026-13-45 10:00:00+00|00000000-0000-1000-8000-000000000000',
    ]) {
      for (const list of ['/api/jobs', '/api/drivers', '/api/referrals', '/api/audit']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${list}?cursor=${cursor(text)}`,
          headers: { cookie: admin.cookie! },
        });
        expect(res.statusCode, `${list} ${text}`).toBe(400);
        expect(res.json()).toEqual({ message: 'The page cursor is not valid' });
      }
    }
  });

  it('refuses an impossible day in the jobs filter', async () => {
    for (const date of ['2026-13-45', '2026-02-30', '0000-00-00']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/jobs?date=${date}`,
        headers: { cookie: admin.cookie! },
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().fieldErrors).toEqual({ date: 'Use a date such as 2026-11-22' });
    }
  });

  it('refuses a NUL character on the field that carries it, and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: referralBody({ notes: 'a\u0000b' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ notes: 'Remove the invalid character' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: '\u0000aa', password: 'wrong-password' },
    });
    expect(login.statusCode).toBe(400);
  });
});
