import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Inspection } from '../../../domain/inspection';
import type { DriverDay } from '../../../domain/job';
import type { DispatchDay } from '../../../domain/dispatch';
import { auditLog, jobs, vehicleInspections } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { inspectionBody } from '../../test/inspection';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Pre-trip vehicle inspections (docs/decisions/063-pre-trip-inspection.md), on PGlite and on PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const newDriver = () => signedIn(t.app, t.database.db, 'driver', { inspected: false });
const inspect = (who: SignedIn, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/drivers/me/inspection',
    headers: { cookie: who.cookie!, ...headers },
    payload,
  });
const acceptedLeg = (who: SignedIn) =>
  makeJob(t.database.db, {
    assignedDriverId: who.driverId!,
    status: 'accepted',
    pickupTime: new Date(Date.now() + 20 * 60_000),
    dropoffTime: new Date(Date.now() + 60 * 60_000),
  });
const startJob = (who: SignedIn, jobId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/jobs/${jobId}`,
    headers: { cookie: who.cookie! },
    payload: { status: 'in_progress' },
  });
const startStep = (who: SignedIn, jobId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/proof/start`,
    headers: { cookie: who.cookie! },
    payload: {},
  });
const dayOf = async (who: SignedIn) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/jobs/driver/${who.driverId}/day`, headers: { cookie: who.cookie! } })
  ).json<DriverDay>();
const statusOf = async (jobId: string) =>
  (await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)))[0]!.status;
const rowsOf = async (driverId: string) =>
  t.database.db.select().from(vehicleInspections).where(eq(vehicleInspections.driverId, driverId));
const clear = (id: string, note = 'Brakes bled and tested by the shop') =>
  t.app.inject({
    method: 'POST',
    url: `/api/inspections/${id}/clear`,
    headers: { cookie: admin.cookie! },
    payload: { note },
  });

describe('before the first leg of the day', () => {
  it('a driver who has not inspected the vehicle cannot start a leg, by either road, and the day says none is recorded', async () => {
    const driver = await newDriver();
    const leg = await acceptedLeg(driver);
    for (const res of [await startJob(driver, leg.id), await startStep(driver, leg.id)]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'Answer the vehicle inspection before your first trip of the day',
        reasons: ['inspection_required'],
      });
    }
    expect(await statusOf(leg.id)).toBe('accepted');
    expect((await dayOf(driver)).inspection).toBeNull();
  });

  it('a passed inspection is recorded for today with the vehicle and the odometer, shows on the day, and opens the run', async () => {
    const driver = await newDriver();
    const leg = await acceptedLeg(driver);
    const res = await inspect(driver, inspectionBody({ ramp_lift: 'not_fitted' }, { odometer: 48_210.5 }));
    expect(res.statusCode, res.body).toBe(201);
    const inspection = res.json<Inspection>();
    const [row] = await rowsOf(driver.driverId!);
    expect(inspection).toMatchObject({
      driverId: driver.driverId,
      vehicleId: row!.vehicleId,
      status: 'passed',
      faults: [],
      odometer: 48_210.5,
      clearedAt: null,
    });
    expect(row!.vehicleId).not.toBeNull();
    expect(inspection.items.ramp_lift).toBe('not_fitted');
    const day = await dayOf(driver);
    expect(day.inspection).toMatchObject({ id: inspection.id, serviceDate: day.date, status: 'passed' });

    expect((await startJob(driver, leg.id)).statusCode).toBe(200);
    expect(await statusOf(leg.id)).toBe('in_progress');
  });

  it('a second inspection on the same day is refused, so a fault cannot be answered away', async () => {
    const driver = await newDriver();
    expect((await inspect(driver, inspectionBody({ brakes: 'fault' }, { notes: 'Pedal soft' }))).statusCode).toBe(201);
    const again = await inspect(driver, inspectionBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Today's inspection is already recorded");
    expect(await rowsOf(driver.driverId!)).toHaveLength(1);
  });

  it('sent twice with one Idempotency-Key (a retry without signal) it is recorded once and answered the same', async () => {
    const driver = await newDriver();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await inspect(driver, inspectionBody(), key);
    const second = await inspect(driver, inspectionBody(), key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await rowsOf(driver.driverId!)).toHaveLength(1);
  });

  it('bad answers are 400 with the field that is wrong, and nothing is written', async () => {
    const driver = await newDriver();
    const cases: [object, string, string][] = [
      [inspectionBody({ brakes: 'fault' }), 'notes', 'Say what is wrong'],
      [inspectionBody({ brakes: 'not_fitted' }), 'items.brakes', 'Every vehicle carries this; mark it OK or a fault'],
      [{ ...inspectionBody(), odometer: -1 }, 'odometer', 'The odometer cannot be negative'],
      [{ items: { lights: 'ok' }, odometer: 10 }, 'items.tyres', 'Answer this item'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await inspect(driver, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors).toMatchObject({ [field]: message });
    }
    expect(await rowsOf(driver.driverId!)).toHaveLength(0);
  });
});

describe('a fault found', () => {
  it('blocks the run until an administrator clears it with a note; the clearing is audited and the run opens', async () => {
    const driver = await newDriver();
    const leg = await acceptedLeg(driver);
    const failed = (
      await inspect(
        driver,
        inspectionBody({ brakes: 'fault', first_aid: 'fault' }, { notes: 'Pedal soft, kit missing' }),
      )
    ).json<Inspection>();
    expect(failed).toMatchObject({
      status: 'failed',
      faults: ['brakes', 'first_aid'],
      notes: 'Pedal soft, kit missing',
    });

    const refused = await startStep(driver, leg.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reasons: ['inspection_failed'] });

    // The day board shows the fault in the driver's lane.
    const board = (
      await t.app.inject({ method: 'GET', url: '/api/dispatch/day', headers: { cookie: admin.cookie! } })
    ).json<DispatchDay>();
    expect(board.lanes.find((lane) => lane.driverId === driver.driverId)?.inspection).toMatchObject({
      id: failed.id,
      status: 'failed',
      faults: ['brakes', 'first_aid'],
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/inspections?status=failed',
      headers: { cookie: admin.cookie! },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<Inspection[]>().map((i) => i.id)).toContain(failed.id);

    expect((await clear(failed.id, 'ok')).json().fieldErrors).toMatchObject({
      note: 'Say how the fault was dealt with',
    });
    const cleared = await clear(failed.id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Inspection>()).toMatchObject({
      status: 'cleared',
      clearNote: 'Brakes bled and tested by the shop',
      faults: ['brakes', 'first_aid'],
    });
    expect(cleared.json<Inspection>().clearedByName).toBeTruthy();
    expect((await clear(failed.id)).statusCode).toBe(409);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inspection.clear'), eq(auditLog.entityId, failed.id)));
    expect(audited).toHaveLength(1);

    expect((await dayOf(driver)).inspection?.status).toBe('cleared');
    expect((await startStep(driver, leg.id)).statusCode).toBe(200);
  });

  it('a passed inspection has nothing to clear, and an unknown one is not found', async () => {
    const driver = await newDriver();
    const passed = (await inspect(driver, inspectionBody())).json<Inspection>();
    expect((await clear(passed.id)).statusCode).toBe(409);
    expect((await clear(crypto.randomUUID())).statusCode).toBe(404);
  });
});
