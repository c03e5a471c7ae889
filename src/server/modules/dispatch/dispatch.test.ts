import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { legTiming } from '../../../domain/dispatch';
import { DEFAULT_TRIP_POLICY } from '../../../domain/trip';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { eq } from 'drizzle-orm';
import { daysFromToday } from '../../../domain/dates';
import { jobs } from '../../db/schema';
import { equipDriver, makeDriver, makeJob } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { dispatchDay } from './service';

/** The day board (docs/decisions/051-day-board.md). */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const zone = DEFAULT_COMPANY.timeZone;
const DAY = '2031-03-12';
const at = (clock: string, date = DAY) => new Date(zonedLocalToIso(`${date}T${clock}`, zone));
const minutes = (n: number) => n * 60_000;

describe('a leg on the board', () => {
  const leg = (overrides = {}) => ({
    status: 'accepted' as const,
    pickupTime: '2031-03-12T14:00:00.000Z',
    arrivedAt: null,
    assignedDriverId: crypto.randomUUID(),
    ...overrides,
  });
  const pickup = Date.parse('2031-03-12T14:00:00.000Z');
  const when = (offset: number) => new Date(pickup + minutes(offset));

  it('is at risk once the pickup window opens with the driver not under way, and late once it has passed without an arrival', () => {
    expect(legTiming(leg(), when(-16), DEFAULT_TRIP_POLICY)).toBeNull();
    expect(legTiming(leg(), when(-15), DEFAULT_TRIP_POLICY)).toBe('at_risk');
    expect(legTiming(leg({ status: 'in_progress' }), when(-5), DEFAULT_TRIP_POLICY)).toBeNull();
    expect(legTiming(leg({ status: 'in_progress' }), when(16), DEFAULT_TRIP_POLICY)).toBe('late');
    expect(legTiming(leg({ assignedDriverId: null, status: 'pending' }), when(-1), DEFAULT_TRIP_POLICY)).toBe(
      'at_risk',
    );
  });

  it('is neither once the driver has arrived, the trip is settled, or a will-call return has no time yet', () => {
    expect(
      legTiming(leg({ status: 'in_progress', arrivedAt: '2031-03-12T14:10:00.000Z' }), when(40), DEFAULT_TRIP_POLICY),
    ).toBeNull();
    for (const status of ['completed', 'cancelled', 'no_show'] as const)
      expect(legTiming(leg({ status }), when(40), DEFAULT_TRIP_POLICY)).toBeNull();
    expect(legTiming(leg({ pickupTime: null }), when(40), DEFAULT_TRIP_POLICY)).toBeNull();
  });

  it('follows the company policy for the window', () => {
    expect(legTiming(leg(), when(10), { onTimeWindowMinutes: 5 })).toBe('late');
    expect(legTiming(leg(), when(10), { onTimeWindowMinutes: 15 })).toBe('at_risk');
  });
});

describe('GET /api/dispatch/day', () => {
  it('lays out the day: lanes by driver with their legs by pickup, the unassigned queue and the waiting will-call returns', async () => {
    const db = t.database.db;
    const amos = await makeDriver(db, { status: 'approved', fullName: 'Amos Archer' });
    const idle = await makeDriver(db, { status: 'approved', fullName: 'Bea Idle' });
    const held = await makeDriver(db, { status: 'suspended', fullName: 'Cal Suspended' });
    const hidden = await makeDriver(db, { status: 'pending', fullName: 'Dee Pending' });
    const late = await makeJob(db, { assignedDriverId: amos.id, pickupTime: at('09:00'), dropoffTime: at('09:40') });
    const early = await makeJob(db, { assignedDriverId: amos.id, pickupTime: at('07:00'), dropoffTime: at('07:40') });
    const heldLeg = await makeJob(db, { assignedDriverId: held.id, pickupTime: at('11:00'), dropoffTime: at('11:40') });
    const open = await makeJob(db, { pickupTime: at('08:00'), dropoffTime: at('08:40') });
    await makeJob(db, { pickupTime: at('08:30'), dropoffTime: at('09:10'), status: 'cancelled' });
    const roundTrip = await makeJob(db, { pickupTime: at('10:00'), dropoffTime: at('10:45') });
    const waiting = await makeJob(db, { leg: 'return', returnOfJobId: roundTrip.id, willCall: true, pickupTime: null });
    const otherDay = await makeJob(db, {
      pickupTime: at('09:00', '2031-03-13'),
      dropoffTime: at('09:40', '2031-03-13'),
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dispatch/day?date=${DAY}`,
      headers: { cookie: admin.cookie! },
    });
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day.date).toBe(DAY);
    const lane = (id: string) => day.lanes.find((l: { driverId: string }) => l.driverId === id);
    expect(lane(amos.id).legs.map((l: { id: string }) => l.id)).toEqual([early.id, late.id]);
    expect(lane(amos.id).vehicle).toMatchObject({ id: amos.vehicleId, wheelchairPositions: expect.any(Number) });
    expect(lane(idle.id).legs).toEqual([]);
    // A driver who may not take work has a lane only while holding a leg that day.
    expect(lane(held.id).legs.map((l: { id: string }) => l.id)).toEqual([heldLeg.id]);
    expect(lane(hidden.id)).toBeUndefined();
    expect(day.unassigned.map((l: { id: string }) => l.id)).toEqual([open.id, roundTrip.id]);
    expect(day.willCallWaiting.map((l: { id: string }) => l.id)).toEqual([waiting.id]);
    expect(JSON.stringify(day)).not.toContain(otherDay.id);
    // The day is years ahead: nothing is late yet.
    expect(day.unassigned.every((l: { timing: unknown }) => l.timing === null)).toBe(true);
    // Each leg carries its pickup's coordinates for the map, the stored place's own.
    const [stored] = await db.select({ place: jobs.pickupPlace }).from(jobs).where(eq(jobs.id, open.id));
    expect(stored!.place?.lat).toEqual(expect.any(Number));
    expect(day.unassigned[0].pickupLocation).toEqual({ lat: stored!.place!.lat, lng: stored!.place!.lng });
  });

  it('marks the legs of the moment: an unassigned pickup in its window at risk, a passed one without arrival late', async () => {
    const db = t.database.db;
    const date = '2031-04-02';
    const soon = await makeJob(db, { pickupTime: at('09:00', date), dropoffTime: at('09:40', date) });
    const missed = await makeJob(db, { pickupTime: at('08:00', date), dropoffTime: at('08:40', date) });
    const day = await dispatchDay(db, { date, timeZone: zone, policy: DEFAULT_TRIP_POLICY, now: at('08:50', date) });
    const timing = Object.fromEntries(day.unassigned.map((l) => [l.id, l.timing]));
    expect(timing).toEqual({ [missed.id]: 'late', [soon.id]: 'at_risk' });
  });

  it('refuses a day that is not a date', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dispatch/day?date=tomorrow',
      headers: { cookie: admin.cookie! },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ date: 'Use a date such as 2026-11-24' });
  });
});

describe('PUT /api/jobs/{id}/driver (the board’s move, docs/decisions/053-board-assignment.md)', () => {
  const soon = daysFromToday(5);
  const move = (id: string, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/jobs/${id}/driver`, payload: body, headers: { cookie: admin.cookie! } });
  const stored = async (id: string) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('gives an unassigned leg to a driver who may take it, shows it in their lane, and takes it back to the queue', async () => {
    const driver = await makeDriver(t.database.db, { status: 'approved' });
    const leg = await makeJob(t.database.db, {
      pickupTime: at('10:00', soon),
      dropoffTime: at('10:40', soon),
      levelOfService: 'wheelchair',
    });
    const res = await move(leg.id, { driverId: driver.id, expectedDriverId: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: leg.id, assignedDriverId: driver.id, status: 'pending', warnings: [] });
    const day = await dispatchDay(t.database.db, {
      date: soon,
      timeZone: zone,
      now: new Date(),
      policy: DEFAULT_TRIP_POLICY,
    });
    expect(day.lanes.find((lane) => lane.driverId === driver.id)?.legs.map((l) => l.id)).toEqual([leg.id]);
    expect(day.unassigned.map((l) => l.id)).not.toContain(leg.id);

    const back = await move(leg.id, { driverId: null, expectedDriverId: driver.id });
    expect(back.statusCode, back.body).toBe(200);
    expect((await stored(leg.id)).assignedDriverId).toBeNull();
  });

  it('hands an accepted leg to another driver as pending, their acceptance still to come', async () => {
    const [first, second] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    const leg = await makeJob(t.database.db, {
      assignedDriverId: first.id,
      status: 'accepted',
      acceptedAt: new Date(),
      pickupTime: at('13:00', soon),
      dropoffTime: at('13:30', soon),
      levelOfService: 'ambulatory',
    });
    const res = await move(leg.id, { driverId: second.id, expectedDriverId: first.id });
    expect(res.statusCode, res.body).toBe(200);
    const row = await stored(leg.id);
    expect([row.assignedDriverId, row.status, row.acceptedAt]).toEqual([second.id, 'pending', null]);
  });

  it('refuses a driver the rules refuse with 422 and the reasons, and changes nothing', async () => {
    const lapsed = await makeDriver(t.database.db, { status: 'approved', equip: false });
    await equipDriver(t.database.db, lapsed.id, { credentials: { pass: { expiresOn: daysFromToday(-1) } } });
    const leg = await makeJob(t.database.db, {
      pickupTime: at('09:00', soon),
      dropoffTime: at('09:30', soon),
      levelOfService: 'wheelchair',
    });
    const res = await move(leg.id, { driverId: lapsed.id, expectedDriverId: null });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'This driver cannot take this job',
      reasons: ['credential_expired:pass'],
    });
    const row = await stored(leg.id);
    expect([row.assignedDriverId, row.status]).toEqual([null, 'pending']);
  });

  it('answers 409 when another dispatcher moved the leg first, or the driver is under way, and changes nothing', async () => {
    const [mine, theirs] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    const leg = await makeJob(t.database.db, {
      assignedDriverId: theirs.id,
      pickupTime: at('11:00', soon),
      dropoffTime: at('11:30', soon),
      levelOfService: 'ambulatory',
    });
    const stale = await move(leg.id, { driverId: mine.id, expectedDriverId: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else moved this leg/);
    expect((await stored(leg.id)).assignedDriverId).toBe(theirs.id);

    const started = await makeJob(t.database.db, {
      assignedDriverId: theirs.id,
      status: 'in_progress',
      pickupTime: at('12:00', soon),
      dropoffTime: at('12:30', soon),
      levelOfService: 'ambulatory',
    });
    const underWay = await move(started.id, { driverId: mine.id, expectedDriverId: theirs.id });
    expect(underWay.statusCode).toBe(409);
    expect((await stored(started.id)).assignedDriverId).toBe(theirs.id);
  });

  it('answers 400 under the field for a driver that is not an id, and 404 for a leg that does not exist', async () => {
    const bad = await move(crypto.randomUUID(), { driverId: 'van 3', expectedDriverId: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ driverId: 'Choose a driver' });
    expect((await move(crypto.randomUUID(), { driverId: null, expectedDriverId: null })).statusCode).toBe(404);
  });
});
