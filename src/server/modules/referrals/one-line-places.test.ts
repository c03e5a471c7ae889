import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Referral } from '../../../domain/referral';
import { referrals } from '../../db/schema';
import { referralBody } from '../../test/bodies';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A referral whose places come as one line each, the first way the API took them (docs/decisions/103-one-line-places.md):
 * read into structured places, located, and marked for a dispatcher's review.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/referrals', payload });
const withLines = (lines: Record<string, string>) => {
  const { pickupPlace: _p, dropoffPlace: _d, ...rest } = referralBody();
  return { ...rest, ...lines };
};

describe('a referral with one-line places', () => {
  it('is taken: each line read into a place, located, and marked for review', async () => {
    const res = await post(
      withLines({
        pickupLocation: '1500 Market St, Apt 4B, Philadelphia, PA 19102',
        dropoffLocation: 'Liberty Dialysis Center, 1800 Lombard St, Philadelphia, PA 19146',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const referral = res.json<Referral>();
    expect(referral.pickupPlace).toMatchObject({
      street: '1500 Market St',
      unit: 'Apt 4B',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19102',
      needsReview: true,
    });
    expect(referral.pickupPlace!.lat).not.toBeNull();
    expect(referral.dropoffPlace).toMatchObject({ street: '1800 Lombard St', zip: '19146', needsReview: true });
    expect(referral.pickupLocation).toBe('1500 Market St, Apt 4B, Philadelphia, PA 19102');
  });

  it('keeps the structured place when both are sent, unmarked', async () => {
    const body = { ...referralBody(), pickupLocation: '1 Elsewhere Rd, Camden, NJ 08102' };
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Referral>().pickupPlace).toMatchObject({ zip: body.pickupPlace.zip, needsReview: false });
  });

  it('refuses a line that is not an address on its own field, and writes nothing', async () => {
    const before = await t.database.db.$count(referrals);
    const res = await post(withLines({ pickupLocation: 'the blue house by the park', dropoffLocation: 'hospital' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: {
        pickupLocation: 'Pickup location must be one address: street, city, state and ZIP code',
        dropoffLocation: 'Dropoff location must be one address: street, city, state and ZIP code',
      },
    });
    expect(await t.database.db.$count(referrals)).toBe(before);
    // Neither a line nor a place: the place is what is missing.
    const neither = await post(withLines({}));
    expect(neither.statusCode).toBe(400);
    expect(Object.keys(neither.json<{ fieldErrors: object }>().fieldErrors)).toContain('pickupPlace');
    expect(await t.database.db.$count(referrals)).toBe(before);
  });
});
