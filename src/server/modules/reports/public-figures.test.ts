import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { showMeasuredFigures } from '../../test/site-policy';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The public site's measured figures (docs/decisions/109-public-figures.md) once enough pickups were timed: a fresh
 * app of its own, since the count is kept for an hour per database.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  // 250 legs done over the last ten days, 203 picked up on time and 47 twenty minutes late.
  await t.database.db.execute(sql`
    insert into jobs (patient_name, patient_phone, pickup_address, dropoff_address, pickup_time, dropoff_time,
      job_rate, status, started_at, picked_up_at, completed_at)
    select 'Rider ' || n, '2155550100', '1 Market St, Philadelphia, PA 19103', '2 Broad St, Philadelphia, PA 19107',
      now() - interval '10 days' + n * interval '50 minutes', now() - interval '10 days' + n * interval '50 minutes' + interval '40 minutes',
      55, 'completed', now() - interval '10 days' + n * interval '50 minutes' - interval '15 minutes',
      now() - interval '10 days' + n * interval '50 minutes' + (case when n <= 203 then 0 else 20 end) * interval '1 minute',
      now() - interval '10 days' + n * interval '50 minutes' + interval '35 minutes'
    from generate_series(1, 250) n`);
});
afterAll(() => t.close());

describe('GET /api/public/figures', () => {
  it("answers the last year's on-time rate and trips, rounded down, once an administrator shows them", async () => {
    const saved = await showMeasuredFigures(t.app, admin.cookie!);
    expect(saved.statusCode, saved.body).toBe(200);
    const figures = await t.app.inject({ method: 'GET', url: '/api/public/figures' });
    // 203 of 250 is 81.2 %: the site says 81 %, and 250 trips as "250+".
    expect(figures.json()).toEqual({ source: 'measured', onTimeRate: '81%', trips: '250+' });
  });
});
