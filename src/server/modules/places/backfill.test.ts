import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, referrals } from '../../db/schema';
import { makeJob, makeReferral } from '../../demo/factories';
import { zipCentroidGeocoder } from '../../geo/geocoder';
import { createTestApp, type TestApp } from '../../test/test-app';
import { backfillPlaces } from './backfill';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('free-text addresses from before places were structured', () => {
  it('are parsed into places with coordinates, and what cannot be parsed is flagged for a dispatcher', async () => {
    const db = t.database.db;
    const referral = await makeReferral(db);
    await db
      .update(referrals)
      .set({
        pickupLocation: '1200 Spruce St, Philadelphia, PA 19107',
        dropoffLocation: 'Temple University Hospital',
        pickupPlace: null,
        dropoffPlace: null,
      })
      .where(eq(referrals.id, referral.id));
    const job = await makeJob(db);
    await db
      .update(jobs)
      .set({
        pickupAddress: '51 N 39th St Apt 2, Philadelphia, PA 19104',
        dropoffAddress: '1500 Market St, Philadelphia, PA 19102',
        pickupPlace: null,
        dropoffPlace: null,
      })
      .where(eq(jobs.id, job.id));

    // More rows than a batch, so a batch writes several rows in one statement and the next batch takes the rest.
    const others = await Promise.all([1, 2, 3].map(() => makeJob(db)));
    for (const other of others)
      await db
        .update(jobs)
        .set({ pickupAddress: '1500 Market St, Philadelphia, PA 19102', pickupPlace: null, dropoffPlace: null })
        .where(eq(jobs.id, other.id));

    const result = await backfillPlaces(db, zipCentroidGeocoder(), 2);
    expect(result.referrals).toBeGreaterThanOrEqual(1);
    expect(result.jobs).toBeGreaterThanOrEqual(4);
    for (const other of others) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, other.id));
      expect(row!.pickupPlace).toMatchObject({ street: '1500 Market St', zip: '19102' });
    }

    const [r] = await db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(r!.pickupPlace).toMatchObject({
      street: '1200 Spruce St',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19107',
      needsReview: false,
    });
    expect(r!.pickupPlace!.lat).toBeCloseTo(39.95, 1);
    expect(r!.dropoffPlace).toMatchObject({
      street: 'Temple University Hospital',
      zip: '',
      needsReview: true,
      lat: null,
    });

    const [j] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(j!.pickupPlace).toMatchObject({ street: '51 N 39th St', unit: 'Apt 2', zip: '19104', needsReview: false });
    expect(j!.dropoffPlace).toMatchObject({ zip: '19102', needsReview: false });

    // A second run leaves places already made as they are (other tests' rows may share a PostgreSQL database).
    await db
      .update(jobs)
      .set({ pickupPlace: { ...j!.pickupPlace!, street: 'Corrected by a dispatcher' } })
      .where(eq(jobs.id, job.id));
    await backfillPlaces(db, zipCentroidGeocoder());
    const [after] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after!.pickupPlace!.street).toBe('Corrected by a dispatcher');
  });
});
