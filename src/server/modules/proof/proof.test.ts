import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Proof } from '../../../domain/proof';
import { auditLog, jobs, proofEvents } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { readBackPdf } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { STEP_BODIES, workLeg } from '../../test/trip';
import { estimateTravel } from '../../../domain/travel';
import type { Place } from '../../../domain/place';
import type { Travel } from '../../geo/travel';
import { estimatedLegMiles } from './loaded-miles';
import { proofEventsOf, type ProofRow } from './repository';
import { loadedMilesText } from './trip-log';
import { createGeo } from '../../geo';

/** Proof of service (docs/decisions/056-proof-of-service.md), on PGlite and on PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
let otherDriver: SignedIn;
let partner: SignedIn;
beforeAll(async () => {
  // Geography brought by the test: its sample places stand for street-level positions, from which loaded miles
  // may be estimated (docs/decisions/041-geo-places-and-travel.md).
  t = await createTestApp(
    {},
    { geo: createGeo({ geocoderUrl: undefined, routingUrl: undefined, timeZone: DEFAULT_COMPANY.timeZone }) },
  );
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
  otherDriver = await signedIn(t.app, t.database.db, 'driver');
  partner = await signedIn(t.app, t.database.db, 'referral_partner');
});
afterAll(() => t.close());

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
const acceptedLeg = (who = driver) =>
  makeJob(t.database.db, {
    assignedDriverId: who.driverId!,
    status: 'accepted',
    pickupTime: ago(-20),
    dropoffTime: ago(-60),
  });
const step = (who: SignedIn, jobId: string, name: string, payload: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/proof/${name}`,
    headers: { cookie: who.cookie!, ...headers },
    payload,
  });
const proof = async (who: SignedIn, jobId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/proof`, headers: { cookie: who.cookie! } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Proof>();
};
const eventCount = async (jobId: string) =>
  (await t.database.db.select({ id: proofEvents.id }).from(proofEvents).where(eq(proofEvents.jobId, jobId))).length;

describe('a leg worked from the phone', () => {
  it('records each step at the time the phone took it, with its place, odometer, signature and statement, in one unbroken chain', async () => {
    const job = await acceptedLeg();
    const times = { start: ago(40), arrival: ago(30), pickup: ago(25), dropoff: ago(5) };
    for (const name of ['start', 'arrival', 'pickup', 'dropoff'] as const) {
      const res = await step(driver, job.id, name, { ...STEP_BODIES[name], at: times[name].toISOString() });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      status: 'completed',
      startedAt: times.start,
      arrivedAt: times.arrival,
      pickedUpAt: times.pickup,
      completedAt: times.dropoff,
      arrivalLat: 39.9526,
    });

    const record = await proof(admin, job.id);
    expect(record.intact).toBe(true);
    expect(record.events.map((e) => [e.seq, e.kind, e.occurredAt])).toEqual([
      [1, 'start', times.start.toISOString()],
      [2, 'arrival', times.arrival.toISOString()],
      [3, 'pickup', times.pickup.toISOString()],
      [4, 'dropoff', times.dropoff.toISOString()],
    ]);
    expect(record.events[2]).toMatchObject({ odometer: 41_200.2, lat: 39.9527, accuracyMeters: 7 });
    expect(record.events[3]).toMatchObject({
      hasSignature: true,
      attested: true,
      odometer: 41_203.9,
      actorRole: 'driver',
    });
    // The driver reads their own leg's record too.
    expect((await proof(driver, job.id)).events).toHaveLength(4);
  });

  it('records a step sent twice with one Idempotency-Key once, and answers the repeat the same', async () => {
    const job = await acceptedLeg();
    await workLeg(t.app, driver.cookie!, job.id, ['start']);
    const key = { 'idempotency-key': `arrival-${job.id}` };
    const body = { ...STEP_BODIES.arrival, at: new Date().toISOString() };
    const first = await step(driver, job.id, 'arrival', body, key);
    const again = await step(driver, job.id, 'arrival', body, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().arrivedAt).toBe(first.json().arrivedAt);
    expect(await eventCount(job.id)).toBe(2);
    // Without the key, the same step again is a step out of order.
    expect((await step(driver, job.id, 'arrival', body)).statusCode).toBe(409);
    expect(await eventCount(job.id)).toBe(2);
  });

  it('refuses steps out of order with 409 and writes nothing', async () => {
    const pending = await makeJob(t.database.db, { assignedDriverId: driver.driverId!, status: 'pending' });
    expect((await step(driver, pending.id, 'start')).statusCode).toBe(409);
    const job = await acceptedLeg();
    expect((await step(driver, job.id, 'arrival', STEP_BODIES.arrival)).statusCode).toBe(409);
    await workLeg(t.app, driver.cookie!, job.id, ['start']);
    expect((await step(driver, job.id, 'pickup', STEP_BODIES.pickup)).statusCode).toBe(409);
    expect((await step(driver, job.id, 'dropoff', STEP_BODIES.dropoff)).statusCode).toBe(409);
    expect((await step(driver, job.id, 'start')).statusCode).toBe(409);
    expect(await eventCount(job.id)).toBe(1);
    expect(await eventCount(pending.id)).toBe(0);
  });

  it('asks for the signature or its reason, the statement, a sane odometer and a time in order, naming the field', async () => {
    const job = await acceptedLeg();
    await workLeg(t.app, driver.cookie!, job.id, ['start', 'arrival', 'pickup']);
    const cases: Array<[object, string]> = [
      [{ ...STEP_BODIES.dropoff, signature: undefined }, 'signature'],
      [{ ...STEP_BODIES.dropoff, noSignatureReason: 'rider_refused' }, 'noSignatureReason'],
      [{ ...STEP_BODIES.dropoff, attestation: false }, 'attestation'],
      [{ ...STEP_BODIES.dropoff, odometer: 41_000 }, 'odometer'],
      [{ ...STEP_BODIES.dropoff, signature: 'data:text/html;base64,PHNjcmlwdD4=' }, 'signature'],
      [{ ...STEP_BODIES.dropoff, at: new Date(Date.now() + 10 * MINUTE).toISOString() }, 'at'],
      [{ ...STEP_BODIES.dropoff, at: ago(120).toISOString() }, 'at'],
    ];
    for (const [payload, field] of cases) {
      const res = await step(driver, job.id, 'dropoff', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toContain(field);
    }
    expect(await eventCount(job.id)).toBe(3);
    // A rider who cannot sign: the reason stands in for the signature.
    const unsigned = await step(driver, job.id, 'dropoff', {
      ...STEP_BODIES.dropoff,
      signature: null,
      noSignatureReason: 'rider_unable',
    });
    expect(unsigned.statusCode, unsigned.body).toBe(200);
    expect((await proof(admin, job.id)).events.at(-1)).toMatchObject({
      kind: 'dropoff',
      hasSignature: false,
      noSignatureReason: 'rider_unable',
    });
  });

  it("answers 404 for another driver's leg and 403 for a partner, and changes nothing", async () => {
    const job = await acceptedLeg(otherDriver);
    expect((await step(driver, job.id, 'start')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/proof`, headers: { cookie: driver.cookie! } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/proof`, headers: { cookie: partner.cookie! } }))
        .statusCode,
    ).toBe(403);
    expect(await eventCount(job.id)).toBe(0);
  });
});

describe('a completed trip', () => {
  it("cannot be changed by the driver; an administrator's correction is a new, audited event and the earlier ones stay as written", async () => {
    const job = await acceptedLeg();
    await workLeg(t.app, driver.cookie!, job.id, ['start', 'arrival', 'pickup', 'dropoff']);
    const before = await proof(admin, job.id);
    for (const name of ['start', 'arrival', 'pickup', 'dropoff'])
      expect((await step(driver, job.id, name, STEP_BODIES[name as 'start'])).statusCode).toBe(409);
    // The driver may not correct either.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/jobs/${job.id}/proof/corrections`,
          headers: { cookie: driver.cookie! },
          payload: { step: 'pickup', at: ago(30).toISOString(), note: 'Tapped late' },
        })
      ).statusCode,
    ).toBe(403);

    const correctedAt = ago(12);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/proof/corrections`,
      headers: { cookie: admin.cookie! },
      payload: {
        step: 'pickup',
        at: correctedAt.toISOString(),
        odometer: 41_200.0,
        note: 'Driver tapped after leaving; dispatch log shows the pickup earlier',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = res.json<Proof>();
    expect(after.intact).toBe(true);
    expect(after.events.slice(0, 4)).toEqual(before.events);
    expect(after.events[4]).toMatchObject({
      seq: 5,
      kind: 'correction',
      actorRole: 'admin',
      odometer: 41_200,
      correction: { step: 'pickup', at: correctedAt.toISOString() },
    });
    const [row] = await t.database.db.select({ pickedUpAt: jobs.pickedUpAt }).from(jobs).where(eq(jobs.id, job.id));
    expect(row!.pickedUpAt).toEqual(correctedAt);
    // The audit row is written as the answer goes out, so it may land a moment after it.
    const auditedRows = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'job.proof_correction'), eq(auditLog.entityId, job.id)));
    await expect.poll(async () => (await auditedRows()).length).toBe(1);
    const audited = await auditedRows();
    expect(audited[0]!.statusCode).toBe(201);

    // A correction must say why; a step never recorded has nothing to correct.
    const noNote = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/proof/corrections`,
      headers: { cookie: admin.cookie! },
      payload: { step: 'pickup', at: ago(12).toISOString(), note: '' },
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fieldErrors).toHaveProperty('note');
    expect(await eventCount(job.id)).toBe(5);
  });

  it('keeps its events as written: the database refuses an edit or a removal, and the job cannot be deleted', async () => {
    const job = await acceptedLeg();
    await workLeg(t.app, driver.cookie!, job.id, ['start', 'arrival']);
    await expect(
      t.database.db.update(proofEvents).set({ odometer: 1 }).where(eq(proofEvents.jobId, job.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(proofEvents).where(eq(proofEvents.jobId, job.id))).rejects.toThrow();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${job.id}`,
      headers: { cookie: admin.cookie! },
    });
    expect(deleted.statusCode).toBe(409);
    expect((await proof(admin, job.id)).intact).toBe(true);
  });
});

describe('the trip log', () => {
  it('is a PDF of the leg for an administrator and its driver: the steps at their times, the loaded miles, the signature and the intact record', async () => {
    const job = await acceptedLeg();
    const times = { start: ago(50), arrival: ago(40), pickup: ago(35), dropoff: ago(10) };
    for (const name of ['start', 'arrival', 'pickup', 'dropoff'] as const) {
      expect(
        (await step(driver, job.id, name, { ...STEP_BODIES[name], at: times[name].toISOString() })).statusCode,
      ).toBe(200);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}/trip-log.pdf`,
      headers: { cookie: admin.cookie! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = readBackPdf(res.rawPayload);
    const clock = new Intl.DateTimeFormat('en-US', {
      timeZone: DEFAULT_COMPANY.timeZone,
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    });
    for (const words of [
      job.patientName,
      'Trip started',
      'Arrived at pickup',
      'Rider picked up',
      'Rider dropped off',
      '3.7 mi',
      'the record is intact',
      'Confirmed by',
    ]) {
      expect(pdf.text).toContain(words);
    }
    // Both odometer readings: their difference (41,203.9 − 41,200.2), not the estimate between the places.
    expect(pdf.text).not.toContain('estimated');
    expect(pdf.text).not.toContain(`${milesBetween(job.pickupPlace, job.dropoffPlace).toFixed(1)} mi`);
    for (const when of Object.values(times)) expect(pdf.text).toContain(clock.format(when));
    expect(pdf.images).toBeGreaterThanOrEqual(1);

    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/jobs/${job.id}/trip-log.pdf`,
          headers: { cookie: driver.cookie! },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/jobs/${job.id}/trip-log.pdf`,
          headers: { cookie: otherDriver.cookie! },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/jobs/${job.id}/trip-log.pdf`,
          headers: { cookie: partner.cookie! },
        })
      ).statusCode,
    ).toBe(403);
  });
});

/** The product's travel estimate between a job's two places (docs/decisions/041-geo-places-and-travel.md), in miles. */
function milesBetween(pickup: Place | null, dropoff: Place | null): number {
  if (pickup?.lat == null || pickup.lng == null || dropoff?.lat == null || dropoff.lng == null)
    throw new Error('the sample places have no coordinates');
  return estimateTravel(
    { lat: pickup.lat, lng: pickup.lng },
    { lat: dropoff.lat, lng: dropoff.lng },
    new Date(),
    DEFAULT_COMPANY.timeZone,
  ).miles;
}

describe('the loaded miles of a leg without both odometer readings', () => {
  const tripLog = async (jobId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/trip-log.pdf`,
      headers: { cookie: admin.cookie! },
    });
    expect(res.statusCode, res.body).toBe(200);
    return readBackPdf(res.rawPayload).text;
  };
  // As the phone works a leg: the odometer asked for at drop-off only.
  const withoutPickupOdometer = async (jobId: string) => {
    await workLeg(t.app, driver.cookie!, jobId, ['start', 'arrival']);
    const { odometer: _unread, ...pickup } = STEP_BODIES.pickup;
    expect((await step(driver, jobId, 'pickup', pickup)).statusCode).toBe(200);
    expect((await step(driver, jobId, 'dropoff', STEP_BODIES.dropoff)).statusCode).toBe(200);
  };

  it('are the travel estimate between its pickup and drop-off places, said to be estimated', async () => {
    const job = await acceptedLeg();
    await withoutPickupOdometer(job.id);
    const estimate = milesBetween(job.pickupPlace, job.dropoffPlace);
    expect(estimate).toBeGreaterThan(0);
    expect(estimate).not.toBe(3.7);
    const text = await tripLog(job.id);
    expect(text).toContain(`Loaded miles${estimate.toFixed(1)} mi (estimated from the places`);
    expect(text).not.toContain('Not read');
  });

  it('say "Not read and no estimate" when a place has no coordinates, and the trip log is still made', async () => {
    const unplaced = {
      street: '1 Nowhere Rd',
      unit: null,
      city: 'Philadelphia',
      state: 'PA',
      zip: '00000',
      placeType: 'other',
      lat: null,
      lng: null,
      needsReview: true,
    } as const;
    const job = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'accepted',
      pickupTime: ago(-20),
      dropoffTime: ago(-60),
      pickupPlace: unplaced,
    });
    await withoutPickupOdometer(job.id);
    const text = await tripLog(job.id);
    expect(text).toContain('Loaded milesNot read and no estimate');
    expect(text).not.toContain('estimated from the places');
  });

  it('come from the travel service, and a failed estimate is no estimate rather than an error', async () => {
    const job = await acceptedLeg();
    const stub = (estimate: Travel['estimate']): Travel => ({
      estimate,
      matrix: () => Promise.reject(new Error('not used')),
    });
    const at = new Date();
    expect(
      await estimatedLegMiles(
        stub(() => Promise.resolve({ miles: 12.34, minutes: 30 })),
        job.pickupPlace,
        job.dropoffPlace,
        at,
      ),
    ).toBe(12.3);
    expect(
      await estimatedLegMiles(
        stub(() => Promise.reject(new Error('routing service down'))),
        job.pickupPlace,
        job.dropoffPlace,
        at,
      ),
    ).toBeNull();
    expect(
      await estimatedLegMiles(
        stub(() => {
          throw new Error('thrown');
        }),
        job.pickupPlace,
        job.dropoffPlace,
        at,
      ),
    ).toBeNull();
    expect(
      await estimatedLegMiles(
        stub(() => Promise.resolve({ miles: Number.NaN, minutes: 0 })),
        job.pickupPlace,
        job.dropoffPlace,
        at,
      ),
    ).toBeNull();
    expect(
      await estimatedLegMiles(
        stub(() => Promise.resolve({ miles: 1, minutes: 1 })),
        null,
        job.dropoffPlace,
        at,
      ),
    ).toBeNull();

    // The line the trip log prints: the odometer first, the estimate for a completed leg, else why there are none.
    const none: ProofRow[] = [];
    expect(loadedMilesText(none, true, 12.3)).toBe(
      '12.3 mi (estimated from the places: the odometer was not read at both pickup and drop-off)',
    );
    expect(loadedMilesText(none, true, null)).toBe('Not read and no estimate');
    expect(loadedMilesText(none, false, 12.3)).toBe('Not read (the leg is not completed)');
    await workLeg(t.app, driver.cookie!, job.id, ['start', 'arrival', 'pickup', 'dropoff']);
    expect(loadedMilesText(await proofEventsOf(t.database.db, job.id), true, 12.3)).toBe('3.7 mi');
  });
});

describe('loaded miles without street-level places', () => {
  it('are not estimated: ZIP centres are too coarse for miles a payer is billed for', async () => {
    const centre = {
      line1: '1 Main St',
      line2: null,
      city: 'Philadelphia',
      state: 'PA',
      zip: '19107',
      lat: 39.95,
      lng: -75.16,
    } as unknown as Place;
    const other = { ...centre, zip: '19104', lat: 39.96, lng: -75.2 } as Place;
    expect(await estimatedLegMiles(null, centre, other, new Date())).toBeNull();
    expect(
      await estimatedLegMiles(createGeo({ timeZone: DEFAULT_COMPANY.timeZone }).travel, centre, other, new Date()),
    ).toBeGreaterThan(0);
  });
});
