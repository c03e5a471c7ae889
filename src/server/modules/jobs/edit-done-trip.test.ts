import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Payer } from '../../../domain/payer';
import { drivers, jobs, vehicles } from '../../db/schema';
import { equipDriver, makeDriver } from '../../demo/factories';
import { jobBody } from '../../test/bodies';
import { payerBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Billing fields of a trip that is done (docs/decisions/040-safe-assignment.md, amended): the Edit Job dialog sends
 * the whole job back with its times to the minute, and that must not judge the driver again.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: { cookie: admin.cookie! } });
const rowOf = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** What the Edit Job dialog sends for a stored time: the company-clock minute it shows (datetime-local). */
const toTheMinute = (iso: string) => new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000).toISOString();

/**
 * A completed wheelchair trip of yesterday, at a time with seconds (as the demo's and "Rider ready"'s are), whose
 * driver's van has since lost its wheelchair position.
 */
async function doneTripOfChangedVan() {
  const driver = await makeDriver(db(), { status: 'active' });
  const pickup = new Date(Date.now() - 26 * 3_600_000);
  pickup.setUTCSeconds(37, 250);
  const body = jobBody({
    levelOfService: 'wheelchair',
    pickupTime: pickup.toISOString(),
    dropoffTime: new Date(pickup.getTime() + 40 * 60_000).toISOString(),
    assignedDriverId: driver.id,
    status: 'completed',
  });
  const created = await as('POST', '/api/jobs', body);
  expect(created.statusCode, created.body).toBe(201);
  await db().update(vehicles).set({ wheelchairPositions: 0 }).where(eq(vehicles.id, driver.vehicleId!));
  return { id: created.json().id as string, body, driverId: driver.id };
}

describe('editing the billing fields of a completed trip', () => {
  it('sets its payer (200) from the dialog as sent, without judging the driver again, and keeps its times', async () => {
    const { id, body } = await doneTripOfChangedVan();
    const before = await rowOf(id);
    const payer = (await as('POST', '/api/payers', payerBody({ type: 'health_insurance' }))).json<Payer>();
    const edit = {
      ...body,
      pickupTime: toTheMinute(body.pickupTime),
      dropoffTime: toTheMinute(body.dropoffTime),
      payerId: payer.id,
      jobRate: '72.50',
    };
    const res = await as('PUT', `/api/jobs/${id}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ payerId: payer.id, jobRate: '72.50', status: 'completed' });
    const after = await rowOf(id);
    expect(after.payerId).toBe(payer.id);
    // The minute the dialog showed is the stored time: the record keeps its seconds.
    expect(after.pickupTime).toEqual(before.pickupTime);
    expect(after.dropoffTime).toEqual(before.dropoffTime);
  });

  it('still judges a change of its driver or its level of service', async () => {
    const { id, body } = await doneTripOfChangedVan();
    const edit = { ...body, pickupTime: toTheMinute(body.pickupTime), dropoffTime: toTheMinute(body.dropoffTime) };
    const other = await makeDriver(db(), { status: 'active', equip: false });
    await equipDriver(db(), other.id, { vehicle: { wheelchairPositions: 0 } });
    const newDriver = await as('PUT', `/api/jobs/${id}`, { ...edit, assignedDriverId: other.id });
    expect(newDriver.statusCode, newDriver.body).toBe(422);
    expect(newDriver.json()).toMatchObject({
      reasons: ['level_of_service'],
      fieldErrors: { assignedDriverId: 'Vehicle cannot carry this level of service' },
    });
    const stretcher = await as('PUT', `/api/jobs/${id}`, { ...edit, levelOfService: 'stretcher' });
    expect(stretcher.statusCode, stretcher.body).toBe(422);
    expect(stretcher.json().reasons).toContain('level_of_service');
    expect((await rowOf(id)).assignedDriverId).toBe(body.assignedDriverId);
  });

  it('judges times moved by a minute or more, as before', async () => {
    const { id, body, driverId } = await doneTripOfChangedVan();
    await db().update(drivers).set({ status: 'suspended' }).where(eq(drivers.id, driverId));
    const later = (iso: string) => new Date(Date.parse(toTheMinute(iso)) + 60_000).toISOString();
    const moved = await as('PUT', `/api/jobs/${id}`, {
      ...body,
      pickupTime: later(body.pickupTime),
      dropoffTime: later(body.dropoffTime),
    });
    expect(moved.statusCode, moved.body).toBe(422);
  });
});
