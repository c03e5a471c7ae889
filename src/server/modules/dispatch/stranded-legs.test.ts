import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { daysFromToday } from '../../../domain/dates';
import type { DispatchDay, DispatchLeg } from '../../../domain/dispatch';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { equipDriver, makeDriver, makeJob } from '../../demo/factories';
import { changesIn } from '../../test/live-stream';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';

/**
 * Legs whose driver can no longer take them (docs/decisions/051-day-board.md, amended): still in the driver's lane,
 * but marked as needing a driver with the reasons, listed and counted with the queue.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const zone = DEFAULT_COMPANY.timeZone;
// Within the year the factories' credentials and vehicle papers are good for.
const DAY = daysFromToday(6);
const at = (clock: string) => new Date(zonedLocalToIso(`${DAY}T${clock}`, zone));
const as = (who: SignedIn) => ({ cookie: who.cookie! });

async function boardDay(): Promise<DispatchDay> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dispatch/day?date=${DAY}`, headers: as(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const laneOf = (day: DispatchDay, driverId: string) => day.lanes.find((lane) => lane.driverId === driverId)!;
const marks = (legs: DispatchLeg[]) =>
  legs.map((leg) => ({ id: leg.id, needsDriver: leg.needsDriver, strandedReasons: leg.strandedReasons }));

async function legsFor(driverId: string, clocks: string[]) {
  const legs = [];
  for (const clock of clocks) {
    const [h, m] = clock.split(':').map(Number);
    const end = `${String(h).padStart(2, '0')}:${String(m! + 30).padStart(2, '0')}`;
    legs.push(
      await makeJob(t.database.db, {
        assignedDriverId: driverId,
        levelOfService: 'ambulatory',
        pickupTime: at(clock),
        dropoffTime: at(end),
      }),
    );
  }
  return legs;
}

describe('GET /api/dispatch/day: legs that need another driver', () => {
  it('leaves a healthy lane alone: nothing needs a driver and the queue counts nothing stranded', async () => {
    const driver = await makeDriver(t.database.db, { status: 'approved' });
    const legs = await legsFor(driver.id, ['07:00', '09:00']);
    const day = await boardDay();
    expect(marks(laneOf(day, driver.id).legs)).toEqual(
      legs.map((leg) => ({ id: leg.id, needsDriver: false, strandedReasons: [] })),
    );
    expect(day.stranded.map((leg) => leg.id)).not.toContain(legs[0]!.id);
  });

  it("brings a van's legs back as needing a driver once the van is put out of service, and announces it live", async () => {
    const driver = await makeDriver(t.database.db, { status: 'approved' });
    const legs = await legsFor(driver.id, ['07:00', '08:00', '10:00']);
    const before = await boardDay();
    const vehicle = (
      await t.app.inject({ method: 'GET', url: `/api/vehicles/${driver.vehicleId}`, headers: as(admin) })
    ).json();

    const stream = t.app.inject({ method: 'GET', url: '/api/events?timeout=1', headers: as(admin) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { id: _id, documents: _documents, driverIds: _driverIds, ...fields } = vehicle;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${driver.vehicleId}`,
      headers: as(admin),
      payload: { ...fields, status: 'out_of_service' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The board refetches on a change to a driver: a van out of service is one to each of its drivers.
    expect(changesIn((await stream).body)).toContainEqual({ type: 'driver', id: driver.id });

    const day = await boardDay();
    const lane = laneOf(day, driver.id);
    expect(marks(lane.legs)).toEqual(
      legs.map((leg) => ({ id: leg.id, needsDriver: true, strandedReasons: ['vehicle_out_of_service'] })),
    );
    expect(day.stranded.map((leg) => leg.id)).toEqual(expect.arrayContaining(legs.map((leg) => leg.id)));
    expect(day.queue.stranded).toBe(before.queue.stranded + 3);
    expect(day.queue).toEqual({
      unassigned: day.unassigned.length,
      stranded: day.stranded.length,
      needsDriver: day.unassigned.length + day.stranded.length,
    });
  });

  it('brings back a leg the driver declined, and only that one', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const [declined, kept] = await legsFor(driver.driverId!, ['07:00', '09:00']);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${declined!.id}`,
      headers: as(driver),
      payload: { status: 'declined' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const day = await boardDay();
    expect(marks(laneOf(day, driver.driverId!).legs)).toEqual([
      { id: declined!.id, needsDriver: true, strandedReasons: ['declined'] },
      { id: kept!.id, needsDriver: false, strandedReasons: [] },
    ]);
    expect(day.stranded.map((leg) => leg.id)).toContain(declined!.id);
    expect(day.stranded.map((leg) => leg.id)).not.toContain(kept!.id);
  });

  it("brings back a suspended driver's legs, in the lane they still hold and in the queue's count", async () => {
    const driver = await makeDriver(t.database.db, { status: 'approved' });
    const legs = await legsFor(driver.id, ['11:00', '13:00']);
    const before = await boardDay();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      headers: as(admin),
      payload: { status: 'suspended' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const day = await boardDay();
    expect(marks(laneOf(day, driver.id).legs)).toEqual(
      legs.map((leg) => ({ id: leg.id, needsDriver: true, strandedReasons: ['driver_status'] })),
    );
    expect(day.queue.stranded).toBe(before.queue.stranded + 2);
    expect(day.queue.needsDriver).toBe(day.unassigned.length + day.stranded.length);
  });

  it('names an expired credential for the leg’s day and leaves legs under way or over alone', async () => {
    const driver = await makeDriver(t.database.db, { status: 'approved', equip: false });
    await equipDriver(t.database.db, driver.id, { credentials: { drivers_license: { expiresOn: daysFromToday(2) } } });
    const [open] = await legsFor(driver.id, ['15:00']);
    const started = await makeJob(t.database.db, {
      assignedDriverId: driver.id,
      status: 'in_progress',
      levelOfService: 'ambulatory',
      pickupTime: at('16:00'),
      dropoffTime: at('16:30'),
    });
    const day = await boardDay();
    expect(marks(laneOf(day, driver.id).legs)).toEqual([
      { id: open!.id, needsDriver: true, strandedReasons: ['credential_expired:drivers_license'] },
      { id: started.id, needsDriver: false, strandedReasons: [] },
    ]);
  });

  it('marks the unassigned queue as needing a driver, with no reasons of a driver', async () => {
    const open = await makeJob(t.database.db, {
      levelOfService: 'ambulatory',
      pickupTime: at('06:00'),
      dropoffTime: at('06:30'),
    });
    const day = await boardDay();
    expect(marks(day.unassigned.filter((leg) => leg.id === open.id))).toEqual([
      { id: open.id, needsDriver: true, strandedReasons: [] },
    ]);
  });
});
