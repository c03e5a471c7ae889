import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

// Patient data must never reach log storage, even when a query fails with it as a parameter.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream });
  t.app.get('/api/test-failing-query', async () => {
    await t.database.db.execute(sql`select * from no_such_table where name = ${'Harold Jenkins, 1200 Spruce St'}`);
    return {};
  });
});
afterAll(() => t.close());

it('logs a failed query by its reason and request id, without the patient data in its parameters', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/test-failing-query',
    headers: { cookie: 'sid=not-a-real-session-token' },
  });
  expect(res.statusCode).toBe(500);
  const log = lines.join('');
  expect(log).toContain(res.headers['x-request-id'] as string);
  expect(log).not.toContain('Harold Jenkins');
  expect(log).not.toContain('1200 Spruce');
  expect(log).not.toContain('not-a-real-session-token');
});

it('writes one line per request, with its path and status but not its query string', async () => {
  lines.length = 0;
  const res = await t.app.inject({ method: 'GET', url: '/api/company?note=Harold%20Jenkins' });
  expect(res.statusCode).toBe(200);
  const entries = lines
    .join('')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { reqId?: string })
    .filter((entry) => entry.reqId === res.headers['x-request-id']);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET', url: '/api/company' },
    res: { statusCode: 200 },
  });
  expect(lines.join('')).not.toContain('Harold');
});

/** The request line of one answer, found by its request id. */
function requestLine(requestId: string) {
  const entries = lines
    .join('')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: Record<string, unknown> })
    .filter((entry) => entry.reqId === requestId && entry.msg === 'request completed');
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

// docs/operations.md: each request's line carries the client's address, for tracing abuse; behind a proxy
// it is the address TRUST_PROXY makes of X-Forwarded-For, the same one the limits and the audit trail use.
it("carries the client's address, and not one a client put in X-Forwarded-For without TRUST_PROXY", async () => {
  lines.length = 0;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/company',
    remoteAddress: '198.51.100.23',
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  expect(requestLine(res.headers['x-request-id'] as string).req).toEqual({
    method: 'GET',
    url: '/api/company',
    remoteAddress: '198.51.100.23',
  });
});

it('carries the address the trusted proxy forwarded, with TRUST_PROXY', async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const proxied = await createTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '10.0.0.5' }, { logger: true, logStream });
  try {
    lines.length = 0;
    const res = await proxied.app.inject({
      method: 'GET',
      url: '/api/company?x=1',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(requestLine(res.headers['x-request-id'] as string).req).toEqual({
      method: 'GET',
      url: '/api/company',
      remoteAddress: '203.0.113.9',
    });
  } finally {
    await proxied.close();
  }
});

it("logs a rider's trip link by its route, never with the token that opens it", async () => {
  lines.length = 0;
  const token = 'Zm9yLXRoZS1sb2ctdGVzdC1vbmx5LW5vdC1hLXJlYWwtdG9rZW4';
  await t.app.inject({ method: 'GET', url: `/api/trip/${token}` });
  await t.app.inject({ method: 'GET', url: `/t/${token}` });
  const log = lines.join('');
  expect(log).not.toContain(token);
  expect(log).toContain('"url":"/api/trip/:token"');
  expect(log).toContain('"url":"/t/:token"');
});
