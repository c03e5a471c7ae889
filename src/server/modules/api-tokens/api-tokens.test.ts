import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiToken, ApiTokenScope, CreatedApiToken } from '../../../domain/api-token';
import { daysFromToday } from '../../../domain/dates';
import { apiTokens, auditLog } from '../../db/schema';
import { jobBody } from '../../test/bodies';
import { ack999ForInvoice } from '../../test/x12-answers';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * API tokens (docs/decisions/102-api-tokens.md): made by an administrator, shown once, reaching only the routes of
 * their scopes, dead once revoked or expired, limited per token and on the audit trail under their name.
 */
const lines: string[] = [];
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream, limits: { apiTokenRequestsPerMinute: 8 } });
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie! } });
const withToken = (secret: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${secret}` } });

async function token(scopes: ApiTokenScope[], name = `Broker feed ${Math.random().toString(36).slice(2, 8)}`) {
  const res = await asAdmin('POST', '/api/api-tokens', { name, scopes, expiresOn: daysFromToday(30) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedApiToken>();
}

describe('an API token', () => {
  it('is shown once, then listed by name and prefix only', async () => {
    const made = await token(['trips:read']);
    expect(made.secret).toMatch(/^kmt_[A-Za-z0-9_-]{43}$/);
    expect(made.secret.startsWith(made.prefix)).toBe(true);
    const list = await asAdmin('GET', '/api/api-tokens');
    expect(list.json<ApiToken[]>().find((x) => x.id === made.id)).toMatchObject({
      name: made.name,
      scopes: ['trips:read'],
    });
    expect(list.body).not.toContain(made.secret);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(JSON.stringify(row)).not.toContain(made.secret);
  });

  it('refuses a bad name, no scope, an unknown scope and an expiry outside the year ahead', async () => {
    const res = await asAdmin('POST', '/api/api-tokens', { name: 'x', scopes: [], expiresOn: daysFromToday(30) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toMatchObject({
      name: 'Name must be at least 3 characters',
      scopes: 'Choose at least one scope',
    });
    const unknown = await asAdmin('POST', '/api/api-tokens', {
      name: 'Broker',
      scopes: ['admin'],
      expiresOn: daysFromToday(30),
    });
    expect(unknown.statusCode).toBe(400);
    for (const expiresOn of [daysFromToday(-1), daysFromToday(400)]) {
      const res2 = await asAdmin('POST', '/api/api-tokens', { name: 'Broker', scopes: ['trips:read'], expiresOn });
      expect(res2.statusCode, expiresOn).toBe(400);
      expect(res2.json()).toMatchObject({
        fieldErrors: { expiresOn: expect.stringMatching(/^Choose a day from today/) },
      });
    }
  });

  it('with trips:read reads jobs and cannot create one, nor reach any route outside its scopes', async () => {
    const { secret } = await token(['trips:read']);
    expect((await withToken(secret, 'GET', '/api/jobs')).statusCode).toBe(200);
    const create = await withToken(secret, 'POST', '/api/jobs', jobBody());
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ message: 'This API token may not call this route' });
    for (const url of ['/api/payers', '/api/api-tokens', '/api/claims', '/api/session']) {
      expect((await withToken(secret, 'GET', url)).statusCode, url).toBe(403);
    }
  });

  it('with trips:write creates a job, even from a page on another site, and the audit names the token', async () => {
    const made = await token(['trips:write'], 'Facility scheduler');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: jobBody(),
      headers: { authorization: `Bearer ${made.secret}`, origin: 'https://scheduler.example.org' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.ready();
    await expect
      .poll(async () =>
        t.database.db
          .select({ action: auditLog.action, tokenName: auditLog.tokenName, userId: auditLog.userId })
          .from(auditLog)
          .where(eq(auditLog.tokenId, made.id)),
      )
      .toEqual([{ action: 'job.create', tokenName: 'Facility scheduler', userId: admin.userId }]);
  });

  it('with claims:write posts a clearinghouse file, and with claims:read only reads them back', async () => {
    const writer = await token(['claims:write'], 'Clearinghouse drop');
    const posted = await withToken(writer.secret, 'POST', '/api/claim-files', {
      fileName: 'ack.999',
      content: ack999ForInvoice('INV-999998', true),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await withToken(writer.secret, 'GET', '/api/claim-files')).statusCode).toBe(403);
    const reader = await token(['claims:read']);
    const id = posted.json<{ id: string }>().id;
    expect((await withToken(reader.secret, 'GET', `/api/claim-files/${id}`)).statusCode).toBe(200);
    expect(
      (await withToken(reader.secret, 'POST', '/api/claim-files', { content: ack999ForInvoice('INV-999998', true) }))
        .statusCode,
    ).toBe(403);
  });

  it('stops working once revoked or expired, and a header that names no token is refused', async () => {
    const revoked = await token(['trips:read']);
    expect((await withToken(revoked.secret, 'GET', '/api/jobs')).statusCode).toBe(200);
    const revoke = await asAdmin('POST', `/api/api-tokens/${revoked.id}/revoke`);
    expect(revoke.json<ApiToken>().revokedAt).not.toBeNull();
    expect((await withToken(revoked.secret, 'GET', '/api/jobs')).statusCode).toBe(401);

    const expired = await token(['trips:read']);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    expect((await withToken(expired.secret, 'GET', '/api/jobs')).statusCode).toBe(401);

    expect((await withToken('kmt_not-a-token', 'GET', '/api/jobs')).statusCode).toBe(401);
    const basic = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { authorization: 'Basic YTpi' } });
    expect(basic.statusCode).toBe(401);
  });

  it('is limited per token: one token over its minute is refused, another still works', async () => {
    const busy = await token(['trips:read']);
    const calm = await token(['trips:read']);
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push((await withToken(busy.secret, 'GET', '/api/jobs')).statusCode);
    expect(answers).toEqual([...Array<number>(8).fill(200), 429]);
    expect((await withToken(calm.secret, 'GET', '/api/jobs')).statusCode).toBe(200);
  });

  it('cannot be made by anyone but a signed-in administrator, nor by a token', async () => {
    const dispatcher = await signedIn(t.app, t.database.db, 'driver');
    const body = { name: 'Mine', scopes: ['trips:read'], expiresOn: daysFromToday(30) };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/api-tokens',
          payload: body,
          headers: { cookie: dispatcher.cookie! },
        })
      ).statusCode,
    ).toBe(403);
    const { secret } = await token(['trips:write', 'claims:write']);
    expect((await withToken(secret, 'POST', '/api/api-tokens', body)).statusCode).toBe(403);
  });

  it('never writes a secret to the log', async () => {
    const made = await token(['trips:read']);
    await withToken(made.secret, 'GET', '/api/jobs');
    await withToken(`${made.secret}x`, 'GET', '/api/jobs');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(made.secret.slice(4));
  });
});
