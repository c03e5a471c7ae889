import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TripView } from '../../../domain/trip-view';
import { drivers, jobs, messages, tripLinks, vehicles } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { workLeg } from '../../test/trip';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { queueDayBeforeReminders } from '../notifications/scheduled';

/**
 * A rider's trip page behind a private link (docs/decisions/115-trip-page.md): the "on the way" text carries it; it
 * answers only its own leg, with nothing else about the rider; a guess is 404 however it looks; after the trip, 410.
 * On PGlite and PostgreSQL.
 */
let t: TestApp;
let driver: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  driver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

// Rittenhouse Square, and the van a few miles north-east of it.
const PICKUP = { lat: 39.9496, lng: -75.1718 };
const HOUR = 3_600_000;

/** A leg the driver holds, picked up in 20 minutes at a placed address, started: its on-the-way text's link. */
async function startedLeg(overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const leg = await makeJob(t.database.db, {
    assignedDriverId: driver.driverId!,
    status: 'accepted',
    patientName: 'Dana Otto',
    patientPhone: '(215) 555-0501',
    pickupTime: new Date(Date.now() + 20 * 60_000),
    dropoffTime: new Date(Date.now() + 60 * 60_000),
    pickupPlace: {
      street: '1800 Walnut St',
      unit: null,
      city: 'Philadelphia',
      state: 'PA',
      zip: '19103',
      placeType: 'residence',
      ...PICKUP,
      needsReview: false,
    },
    pickupAddress: '1800 Walnut St, Philadelphia, PA 19103',
    dropoffAddress: 'Penn Dialysis, 51 N 39th St, Philadelphia, PA 19104',
    ...overrides,
  });
  await workLeg(t.app, driver.cookie!, leg.id, ['start']);
  const [text] = await t.database.db
    .select({ body: messages.body })
    .from(messages)
    .where(and(eq(messages.jobId, leg.id), eq(messages.event, 'driver_on_the_way')));
  const link = /http:\/\/localhost:\d+\/t\/([A-Za-z0-9_-]{43})\b/.exec(text!.body);
  expect(link, text!.body).not.toBeNull();
  return { leg, token: link![1]! };
}

const trip = (token: string) => t.app.inject({ method: 'GET', url: `/api/trip/${token}` });
const sendPosition = (jobId: string, lat: number, lng: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/positions`,
    headers: { cookie: driver.cookie! },
    payload: { lat, lng, accuracyMeters: 8 },
  });

describe("a rider's trip link", () => {
  it('comes in the on-the-way text, and only its hash is kept', async () => {
    const { leg, token } = await startedLeg();
    const kept = await t.database.db.select().from(tripLinks).where(eq(tripLinks.jobId, leg.id));
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(token);
    expect(kept[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows where the trip stands, the window, the driver’s first name and the van, and nothing else', async () => {
    const { token } = await startedLeg();
    const res = await trip(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const view = res.json<TripView>();
    expect(Object.keys(view).sort()).toEqual(
      [
        'company',
        'distanceMiles',
        'driverFirstName',
        'etaMinutes',
        'language',
        'mapStyleUrl',
        'pickupAddress',
        'pickupLocation',
        'pickupWindow',
        'refreshSeconds',
        'stage',
        'van',
        'vehicle',
      ].sort(),
    );
    expect(Object.keys(view.vehicle!).sort()).toEqual(['colour', 'make', 'model', 'plate']);
    expect(Object.keys(view.company).sort()).toEqual(['name', 'phone', 'timeZone']);
    expect(view).toMatchObject({
      stage: 'on_the_way',
      language: 'en',
      pickupAddress: '1800 Walnut St, Philadelphia, PA 19103',
      vehicle: { colour: null },
      van: null,
      etaMinutes: null,
    });
    expect(view.driverFirstName).not.toContain(' ');
    // Not the rider's name, phone or where they are going.
    expect(res.body).not.toMatch(/Dana|Otto|555-0501|Dialysis|39th/);
  });

  it('names the van by its colour too, once the vehicle record has one', async () => {
    const { token } = await startedLeg();
    const [row] = await t.database.db
      .select({ vehicleId: drivers.vehicleId })
      .from(drivers)
      .where(eq(drivers.id, driver.driverId!));
    await t.database.db.update(vehicles).set({ colour: 'White' }).where(eq(vehicles.id, row!.vehicleId!));
    expect((await trip(token)).json<TripView>().vehicle).toMatchObject({ colour: 'White' });
  });

  it('moves the van and counts the minutes down as the driver’s phone reports', async () => {
    const { leg, token } = await startedLeg();
    expect((await sendPosition(leg.id, 39.99, -75.12)).statusCode).toBe(204);
    const far = (await trip(token)).json<TripView>();
    expect(far.van).toMatchObject({ lat: 39.99, lng: -75.12 });
    expect(far.pickupLocation).toEqual(PICKUP);
    expect(far.etaMinutes).toBeGreaterThan(0);
    expect((await sendPosition(leg.id, 39.955, -75.165)).statusCode).toBe(204);
    const near = (await trip(token)).json<TripView>();
    expect(near.van).toMatchObject({ lat: 39.955, lng: -75.165 });
    expect(near.etaMinutes!).toBeLessThan(far.etaMinutes!);
    expect(near.distanceMiles!).toBeLessThan(far.distanceMiles!);
  });

  it('opens only its own leg; a ride home’s page does not name where the rider was', async () => {
    const first = await startedLeg({ pickupAddress: '1800 Walnut St, Philadelphia, PA 19103' });
    const home = await startedLeg({ leg: 'return', pickupAddress: 'Penn Dialysis, 51 N 39th St' });
    expect((await trip(first.token)).json<TripView>().pickupAddress).toBe('1800 Walnut St, Philadelphia, PA 19103');
    expect((await trip(home.token)).json<TripView>().pickupAddress).toBeNull();
    expect((await trip(home.token)).body).not.toContain('Dialysis');
  });

  it('comes in the day-before reminder too, opening on the scheduled ride; reminding again makes no new link', async () => {
    const tomorrow = new Date(Date.now() + 26 * HOUR);
    const leg = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'accepted',
      patientPhone: '(215) 555-0502',
      pickupTime: tomorrow,
      dropoffTime: new Date(tomorrow.getTime() + HOUR),
    });
    const remind = () =>
      queueDayBeforeReminders(t.database.db, DEFAULT_COMPANY.timeZone, new Date(tomorrow.getTime() - 24 * HOUR));
    await remind();
    await remind();
    const texts = await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.jobId, leg.id), eq(messages.event, 'trip_reminder')));
    expect(texts).toHaveLength(1);
    expect(await t.database.db.$count(tripLinks, eq(tripLinks.jobId, leg.id))).toBe(1);
    const token = /\/t\/([A-Za-z0-9_-]{43})\b/.exec(texts[0]!.body)![1]!;
    const view = (await trip(token)).json<TripView>();
    expect(view).toMatchObject({ stage: 'scheduled', van: null, etaMinutes: null });
    expect(view.pickupWindow).not.toBeNull();
  });

  it('answers a guess 404 alike, whatever its length or letters', async () => {
    const guesses = ['A'.repeat(43), 'abc', 'x'.repeat(99), 'a%20b', (await startedLeg()).token.slice(0, -1) + '_'];
    const answers = await Promise.all(guesses.map((g) => trip(g)));
    expect(answers.map((a) => a.statusCode)).toEqual(guesses.map(() => 404));
    expect(answers.map((a) => a.body)).toEqual(guesses.map(() => answers[0]!.body));
    expect(answers[0]!.json()).toEqual({ message: 'This link is not valid' });
  });

  it('is 410 an hour after the trip ends, the page and its answer alike', async () => {
    const { leg, token } = await startedLeg();
    await workLeg(t.app, driver.cookie!, leg.id, ['arrival', 'pickup', 'dropoff']);
    expect((await trip(token)).json<TripView>().stage).toBe('completed');
    await t.database.db
      .update(jobs)
      .set({ completedAt: new Date(Date.now() - HOUR - 60_000) })
      .where(eq(jobs.id, leg.id));
    const over = await trip(token);
    expect(over.statusCode).toBe(410);
    expect(over.json()).toEqual({ message: 'This trip is over, so its link no longer works' });
    expect((await t.app.inject({ method: 'GET', url: `/t/${token}` })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/t/${'B'.repeat(43)}` })).statusCode).toBe(404);
  });
});
