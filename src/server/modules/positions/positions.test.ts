import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../../domain/dates';
import { DEFAULT_COMPANY } from '../../../domain/company';
import type { DayPositions } from '../../../domain/position';
import { makeJob } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changesIn } from '../../test/live-stream';
import { signedIn, type SignedIn } from '../../test/sign-in';

/** Drivers' positions for the day board's map (docs/decisions/055-day-map-and-positions.md), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
let otherDriver: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
  otherDriver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
const startedJob = (who: SignedIn, startedMinutesAgo = 5) =>
  makeJob(t.database.db, {
    assignedDriverId: who.driverId!,
    status: 'in_progress',
    pickupTime: ago(startedMinutesAgo - 10),
    dropoffTime: ago(startedMinutesAgo - 50),
    startedAt: ago(startedMinutesAgo),
  });
const send = (who: SignedIn, jobId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/positions`, headers: { cookie: who.cookie! }, payload });
const positions = async (date?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dispatch/positions${date ? `?date=${date}` : ''}`,
    headers: { cookie: admin.cookie! },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DayPositions>();
};

describe('POST /api/jobs/{id}/positions', () => {
  it("records the driver's position during their leg, and the board reads each driver's latest of the day", async () => {
    const job = await startedJob(driver);
    expect(
      (await send(driver, job.id, { lat: 39.951, lng: -75.165, accuracyMeters: 9, recordedAt: ago(2).toISOString() }))
        .statusCode,
    ).toBe(204);
    // A fix sent late from a phone without signal is placed at its own time, not after the newer one.
    expect(
      (await send(driver, job.id, { lat: 39.96, lng: -75.17, accuracyMeters: 14, recordedAt: ago(1).toISOString() }))
        .statusCode,
    ).toBe(204);
    expect((await send(driver, job.id, { lat: 39.9, lng: -75.1, recordedAt: ago(3).toISOString() })).statusCode).toBe(
      204,
    );

    const day = await positions();
    expect(day.date).toBe(todayIn(DEFAULT_COMPANY.timeZone));
    expect(day.mapStyleUrl).toBeNull();
    const mine = day.drivers.filter((d) => d.driverId === driver.driverId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ lat: 39.96, lng: -75.17, accuracyMeters: 14, jobId: job.id });
    expect(Date.parse(mine[0]!.recordedAt)).toBeCloseTo(ago(1).getTime(), -4);
    // A day with nothing recorded has nobody on the map.
    expect((await positions('2031-01-02')).drivers).toEqual([]);
  });

  it("answers 404 for another driver's job, 409 before the trip starts or after it ends, and keeps nothing", async () => {
    const theirs = await startedJob(otherDriver);
    expect((await send(driver, theirs.id, { lat: 40, lng: -75 })).statusCode).toBe(404);
    const notStarted = await makeJob(t.database.db, { assignedDriverId: driver.driverId!, status: 'accepted' });
    expect((await send(driver, notStarted.id, { lat: 40, lng: -75 })).statusCode).toBe(409);

    const finished = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'completed',
      pickupTime: ago(60),
      dropoffTime: ago(20),
      startedAt: ago(70),
      completedAt: ago(20),
    });
    // One taken during the leg and sent afterwards is still the leg's; one taken after it is not.
    expect(
      (await send(driver, finished.id, { lat: 40.01, lng: -75.01, recordedAt: ago(30).toISOString() })).statusCode,
    ).toBe(204);
    expect((await send(driver, finished.id, { lat: 40.02, lng: -75.02 })).statusCode).toBe(409);
    expect((await positions()).drivers.find((d) => d.driverId === otherDriver.driverId)).toBeUndefined();
  });

  it('refuses a position off the earth, from the future or from long ago, naming the field', async () => {
    const job = await startedJob(driver);
    const cases: Array<[object, string]> = [
      [{ lat: 91, lng: -75 }, 'lat'],
      [{ lat: 40, lng: -181 }, 'lng'],
      [{ lat: 40, lng: -75, accuracyMeters: -1 }, 'accuracyMeters'],
      [{ lat: 40, lng: -75, recordedAt: new Date(Date.now() + 10 * MINUTE).toISOString() }, 'recordedAt'],
      [{ lat: 40, lng: -75, recordedAt: ago(13 * 60).toISOString() }, 'recordedAt'],
      [{ lat: 40, lng: -75, speed: 30 }, ''],
    ];
    const before = (await positions()).drivers.find((d) => d.driverId === driver.driverId);
    for (const [payload, field] of cases) {
      const res = await send(driver, job.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toContain(field);
    }
    expect((await positions()).drivers.find((d) => d.driverId === driver.driverId)).toEqual(before);
  });
});

describe('a position on the live stream', () => {
  it('tells administrators which driver moved, never where, and no other driver', async () => {
    const job = await startedJob(driver);
    const streams = [admin, otherDriver].map((who) =>
      t.app.inject({ method: 'GET', url: '/api/events?timeout=1', headers: { cookie: who.cookie! } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await send(driver, job.id, { lat: 39.97777, lng: -75.18888 })).statusCode).toBe(204);
    const [forAdmin, forOther] = await Promise.all(streams);
    expect(changesIn(forAdmin!.body)).toContainEqual({ type: 'position', id: driver.driverId });
    expect(forAdmin!.body).not.toContain('39.97777');
    expect(changesIn(forOther!.body).filter((c) => c.type === 'position')).toEqual([]);
  });
});
