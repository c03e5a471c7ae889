import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { US_PHONE_MESSAGE } from '../../../domain/phone';
import { referrals } from '../../db/schema';
import { jobBody, referralBody } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A phone the forms take is one a text reaches (src/domain/phone.ts): before, a number the SMS sender drops
 * ('Not a mobile phone number') was taken, and the rider never had the texts about their trip.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { referralsPerHour: 1000 } });
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const UNTEXTABLE = [
  ['a number from abroad', '+44 20 7946 0958'],
  ['an area code starting with 1', '(115) 555-0142'],
  ['an extension', '215-555-0142 ext 4'],
] as const;

describe('a phone no text could reach', () => {
  it.each(UNTEXTABLE)(
    "refuses a referral with %s as the patient's phone, under the field, and stores nothing",
    async (_what, patientPhone) => {
      const before = await t.database.db.select({ n: count() }).from(referrals);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/referrals',
        payload: referralBody({ patientPhone }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ patientPhone: US_PHONE_MESSAGE });
      expect(await t.database.db.select({ n: count() }).from(referrals)).toEqual(before);
    },
  );

  it.each(UNTEXTABLE)("refuses a job with %s as the patient's phone", async (_what, patientPhone) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: jobBody({ patientPhone }),
      headers: { cookie: admin.cookie! },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ patientPhone: US_PHONE_MESSAGE });
  });

  it('takes a US number in any punctuation, as typed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: referralBody({ patientPhone: '+1 215.555.0142' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().patientPhone).toBe('+1 215.555.0142');
    await t.database.db.delete(referrals).where(eq(referrals.id, res.json().id));
  });
});
