import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeUser, DEFAULT_TEST_PASSWORD } from './demo/factories';
import { invoiceOf } from './test/invoice';
import { signedIn } from './test/sign-in';
import { createTestApp, type TestApp } from './test/test-app';

// NODE_ENV=production behind TLS: HSTS and a Secure, __Host- prefixed session cookie (ASVS 3.3.x, 3.4.x).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'production-secret-'.padEnd(48, 'z') });
});
afterAll(() => t.close());

it('sends HSTS and a Secure __Host- session cookie', async () => {
  const user = await makeUser(t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: DEFAULT_TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  const cookie = res.cookies.find((c) => c.name === '__Host-sid');
  expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.domain).toBeUndefined();
  expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { cookie: `__Host-sid=${cookie!.value}` },
  });
  expect(me.statusCode).toBe(200);
});

it('refuses claim files until the company NPI, EIN and address are set, but still gives the invoice', async () => {
  const admin = await signedIn(t.app, t.database.db, 'admin');
  const invoice = await invoiceOf(t.app, t.database.db, admin.cookie!);
  const claims = await t.app.inject({
    method: 'GET',
    url: `/api/invoices/${invoice.id}/claims.837p`,
    headers: { cookie: admin.cookie! },
  });
  expect(claims.statusCode).toBe(409);
  expect(claims.json().message).toBe('Set BILLING_NPI, BILLING_TAX_ID and BILLING_ADDRESS before sending claims');
  const form = await t.app.inject({
    method: 'GET',
    url: `/api/invoices/${invoice.id}/claims/${invoice.claimIds[0]}/cms1500.pdf`,
    headers: { cookie: admin.cookie! },
  });
  expect(form.statusCode).toBe(409);
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/invoices/${invoice.id}/invoice.pdf`,
    headers: { cookie: admin.cookie! },
  });
  expect(pdf.statusCode).toBe(200);
});
