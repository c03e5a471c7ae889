import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { driverPositions } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { POSITIONS_PER_MINUTE } from './routes';

/** How often one driver may send positions for one leg (docs/decisions/055-day-map-and-positions.md), on PGlite and PostgreSQL. */
let t: TestApp;
let driver: SignedIn;
let otherDriver: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  driver = await signedIn(t.app, t.database.db, 'driver');
  otherDriver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

const startedJob = (who: SignedIn) =>
  makeJob(t.database.db, {
    assignedDriverId: who.driverId!,
    status: 'in_progress',
    pickupTime: new Date(Date.now() + 10 * 60_000),
    dropoffTime: new Date(Date.now() + 50 * 60_000),
    startedAt: new Date(Date.now() - 5 * 60_000),
  });
const send = (who: SignedIn, jobId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/positions`,
    headers: { cookie: who.cookie! },
    payload: { lat: 39.95, lng: -75.16 },
  });
const kept = async (jobId: string, driverId: string) =>
  (
    await t.database.db
      .select({ id: driverPositions.id })
      .from(driverPositions)
      .where(and(eq(driverPositions.jobId, jobId), eq(driverPositions.driverId, driverId)))
  ).length;

describe('POST /api/jobs/{id}/positions under a flood', () => {
  it('keeps a minute’s allowance for a driver and leg, then answers 429 with Retry-After and keeps nothing more', async () => {
    // The phone sends one every 30 seconds, and after a failed send tries again every 5 seconds: at most 12 a minute.
    expect(POSITIONS_PER_MINUTE).toBeGreaterThanOrEqual(12);
    const job = await startedJob(driver);
    const answers = await Promise.all(Array.from({ length: 200 }, () => send(driver, job.id)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 204)).toHaveLength(POSITIONS_PER_MINUTE);
    expect(codes.filter((code) => code === 429)).toHaveLength(200 - POSITIONS_PER_MINUTE);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/Too many requests/) });
    expect(await kept(job.id, driver.driverId!)).toBe(POSITIONS_PER_MINUTE);
  });

  it("counts each driver's leg apart: another leg, or another driver, is not held back", async () => {
    const flooded = await startedJob(driver);
    await Promise.all(Array.from({ length: POSITIONS_PER_MINUTE + 5 }, () => send(driver, flooded.id)));
    expect((await send(driver, flooded.id)).statusCode).toBe(429);
    expect((await send(driver, (await startedJob(driver)).id)).statusCode).toBe(204);
    expect((await send(otherDriver, (await startedJob(otherDriver)).id)).statusCode).toBe(204);
  });
});
