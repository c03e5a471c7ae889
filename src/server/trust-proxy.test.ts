import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { auditLog } from './db/schema';
import { createTestApp, type TestApp } from './test/test-app';

// TRUST_PROXY decides which X-Forwarded-For entry is the client's address, the one that sign-in throttling,
// form rate limits and the audit trail key on. Seen here through the audit row of a failed sign-in.
let t: TestApp;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** Another instance over the same database with a different TRUST_PROXY. */
async function appTrusting(value: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: t.config.sessionSecret,
    DATA_DIR: t.config.dataDir,
    TRUST_PROXY: value,
  });
  const app = await buildApp(config, { database: t.database, logger: false });
  apps.push(app);
  return app;
}

/** The address the audit trail records for a failed sign-in sent from `remoteAddress` with that header. */
async function auditedAddress(
  app: FastifyInstance,
  remoteAddress: string,
  forwardedFor: string,
): Promise<string | null> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'nobody_proxy', password: 'not-the-password' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
  expect(res.statusCode).toBe(401);
  const requestId = res.headers['x-request-id'] as string;
  // The row is written after the answer is sent.
  for (let i = 0; i < 40; i++) {
    const [row] = await t.database.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.requestId, requestId));
    if (row) return row.ip;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no audit row for request ${requestId}`);
}

describe('TRUST_PROXY and the client address', () => {
  const forged = '6.6.6.6, 203.0.113.9';

  it('with 1, takes the address the one proxy saw, not what the client wrote before it', async () => {
    expect(await auditedAddress(t.app, '127.0.0.1', forged)).toBe('203.0.113.9');
  });

  it('with true, believes the left-most entry, which the client chose', async () => {
    expect(await auditedAddress(await appTrusting('true'), '127.0.0.1', forged)).toBe('6.6.6.6');
  });

  it("with the proxy's address, believes the header only from that address", async () => {
    const app = await appTrusting('127.0.0.1, 10.0.0.0/8');
    expect(await auditedAddress(app, '127.0.0.1', forged)).toBe('203.0.113.9');
    // Another client address: a second refusal from one address within the minute is only counted (docs/decisions/012).
    expect(await auditedAddress(app, '10.1.2.3', '6.6.6.6, 203.0.113.10')).toBe('203.0.113.10');
    // A client reaching the app directly cannot pick its address.
    expect(await auditedAddress(app, '198.51.100.7', forged)).toBe('198.51.100.7');
  });

  it('with false, ignores the header', async () => {
    expect(await auditedAddress(await appTrusting('false'), '127.0.0.1', forged)).toBe('127.0.0.1');
  });
});
