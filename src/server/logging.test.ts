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
  const res = await t.app.inject({ method: 'GET', url: '/api/test-failing-query', headers: { cookie: 'sid=not-a-real-session-token' } });
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
  expect(entries[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/company' }, res: { statusCode: 200 } });
  expect(lines.join('')).not.toContain('Harold');
});
