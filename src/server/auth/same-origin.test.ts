import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { referrals } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { referralBody } from '../test/bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const referralCount = async () => Number((await t.database.db.select({ n: count() }).from(referrals))[0]!.n);
const submit = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/referrals',
    payload: referralBody(),
    headers: { host: 'rides.example.org', ...headers },
  });

describe('cross-site writes (ASVS 3.5)', () => {
  it('refuses a state change another site asks a browser to make, and changes nothing', async () => {
    const before = await referralCount();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const res = await submit(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site requests are not allowed' });
    }
    expect(await referralCount()).toBe(before);
  });

  it('accepts the site itself, a typed-in address and callers that are not browsers', async () => {
    const sameSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://rides.example.org' },
      {},
    ];
    for (const headers of sameSite) {
      expect((await submit(headers)).statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('leaves reads alone: a link from another site still opens a page of data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/company', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});
