import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route that fails the way a bug would, with internals in its message.
  t.app.get('/api/test-failure', async () => {
    throw new Error('relation "users" does not exist at /srv/app/secret.ts:12');
  });
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('answers an unknown /api path with a JSON 404 and no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('hides the internals of a 500 and gives a request id to find it in the log', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(res.body).not.toMatch(/relation|secret|\.ts/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports liveness and database readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('sends the security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only in production, where TLS is terminated in front of the app.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  // The router decodes percent-escapes before matching, so every check keyed on the path must too.
  it('refuses a cross-site write to a percent-encoded API path, as it does the plain path', async () => {
    for (const url of ['/api/referrals', '/%61pi/referrals', '/api/%72eferrals']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: {},
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: 'Cross-site requests are not allowed' });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers an unknown percent-encoded API path as an API path: JSON 404 with no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the company profile with its defaults (decision 019)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/company' });
    expect(res.json()).toMatchObject({
      name: 'Keystone Medical Transport',
      phone: '(215) 555-0100',
      timeZone: 'America/New_York',
    });
  });
});

describe('the company profile from the environment (decision 019)', () => {
  it('lets the operator override the phone, email and states', async () => {
    const custom = await createTestApp({
      COMPANY_PHONE: '(610) 555-0123',
      COMPANY_EMAIL: 'rides@example.org',
      COMPANY_STATES: 'pa, nj',
    });
    try {
      const res = await custom.app.inject({ method: 'GET', url: '/api/company' });
      expect(res.json()).toMatchObject({
        phone: '(610) 555-0123',
        email: 'rides@example.org',
        serviceStates: ['PA', 'NJ'],
      });
    } finally {
      await custom.close();
    }
  });
});
