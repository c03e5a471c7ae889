import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOptOuts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The SMS gateway's reply callback takes only the gateway's token, compared in constant time (src/server/auth/secret-equal.ts). */
const TOKEN = 'gateway-token-for-tests';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SMS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const reply = (authorization: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: authorization === undefined ? {} : { authorization },
    payload: { from: '+1 215 555 0188', body: 'STOP' },
  });

describe('POST /api/sms/inbound', () => {
  it.each([
    ['a wrong token', 'Bearer wrong-token'],
    ['a wrong token of the same length', `Bearer ${'x'.repeat(TOKEN.length)}`],
    ['the token with one character changed', `Bearer ${TOKEN.slice(0, -1)}X`],
    ['the token without "Bearer"', TOKEN],
    ['no Authorization header', undefined],
  ])('refuses %s with 401 and stops no number', async (_what, authorization) => {
    const res = await reply(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'The gateway token is not valid' });
    expect(await t.database.db.$count(smsOptOuts)).toBe(0);
  });

  it('takes the gateway token', async () => {
    const res = await reply(`Bearer ${TOKEN}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ optedOut: true, outcome: 'opted_out' });
    await t.database.db.delete(smsOptOuts);
  });
});
