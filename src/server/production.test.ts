import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeUser, DEFAULT_TEST_PASSWORD } from './demo/factories';
import { createTestApp, type TestApp } from './test/test-app';

// NODE_ENV=production behind TLS: HSTS and a Secure, __Host- prefixed session cookie (ASVS 3.3.x, 3.4.x).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'production-secret-'.padEnd(48, 'z') });
});
afterAll(() => t.close());

it('sends HSTS and a Secure __Host- session cookie', async () => {
  const user = await makeUser(t.database.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: DEFAULT_TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  const cookie = res.cookies.find((c) => c.name === '__Host-sid');
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.domain).toBeUndefined();
  expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `__Host-sid=${cookie!.value}` } });
  expect(me.statusCode).toBe(200);
});
