import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { daysFromToday, todayIn } from '../../../domain/dates';
import { DEFAULT_COMPANY } from '../../../domain/company';
import type { DispatchDay } from '../../../domain/dispatch';
import type { ApplyProposalResult, Proposal } from '../../../domain/route-proposal';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { jobs, routeProposals, vehicleInspections } from '../../db/schema';
import { makeDriver, makeJob } from '../../demo/factories';
import { inspectionAnswers } from '../../../domain/inspection-items';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { roadMiles } from './day-problem';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Proposed routes for a day (docs/decisions/064-route-proposals.md), on PGlite and on PostgreSQL, through the API. */
let t: TestApp;
let admin: SignedIn;
const zone = DEFAULT_COMPANY.timeZone;
let dayNumber = 20;
/** A day of its own for each test, within the year the equipped drivers' papers are good for. */
const nextDay = () => daysFromToday(dayNumber++, { company: { timeZone: zone } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const at = (day: string, clock: string) => new Date(zonedLocalToIso(`${day}T${clock}`, zone));
const place = (lat: number, lng: number) => ({
  street: '1 Test St',
  unit: null,
  city: 'Philadelphia',
  state: 'PA',
  zip: '19104',
  placeType: 'residence' as const,
  lat,
  lng,
  needsReview: false,
});

/** A leg across Philadelphia at a clock time, ten to twenty minutes' drive. */
function leg(day: string, clock: string, n: number, extra: Partial<typeof jobs.$inferInsert> = {}) {
  const pickupTime = at(day, clock);
  return makeJob(t.database.db, {
    pickupTime,
    dropoffTime: new Date(pickupTime.getTime() + 40 * 60_000),
    pickupPlace: place(39.93 + (n % 5) * 0.012, -75.2 + (n % 7) * 0.01),
    dropoffPlace: place(39.96 + (n % 3) * 0.01, -75.16 - (n % 4) * 0.008),
    levelOfService: n % 3 === 0 ? 'wheelchair' : 'ambulatory',
    ...extra,
  });
}

const propose = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/dispatch/proposals', headers: { cookie: admin.cookie! }, payload });
const read = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/dispatch/proposals/${id}`, headers: { cookie: admin.cookie! } })
  ).json<Proposal>();
const apply = (id: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dispatch/proposals/${id}/apply`,
    headers: { cookie: admin.cookie! },
    payload,
  });
const drop = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/dispatch/proposals/${id}`, headers: { cookie: admin.cookie! } });
const last = (day: string) =>
  t.app.inject({ method: 'GET', url: `/api/dispatch/proposals?date=${day}`, headers: { cookie: admin.cookie! } });
const board = async (day: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/dispatch/day?date=${day}`, headers: { cookie: admin.cookie! } })
  ).json<DispatchDay>();

async function proposed(payload: object): Promise<Proposal> {
  const res = await propose(payload);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json<Proposal>()).toMatchObject({ status: 'running', result: null });
  for (let i = 0; i < 300; i++) {
    const proposal = await read(res.json<Proposal>().id);
    if (proposal.status !== 'running') return proposal;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the proposal was still running after 30 s');
}

describe('a day planned by the solver', () => {
  it('places every leg a driver on shift can carry, within its pickup window, and names why the rest stay in the queue', async () => {
    const day = nextDay();
    const drivers = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    const clocks = [
      '07:00',
      '07:20',
      '08:10',
      '09:00',
      '09:30',
      '10:15',
      '11:00',
      '12:30',
      '13:00',
      '14:10',
      '15:00',
      '15:40',
    ];
    const legs = await Promise.all(clocks.map((clock, n) => leg(day, clock, n)));
    const stretcher = await leg(day, '10:00', 99, { levelOfService: 'stretcher' });
    const unplaceable = await leg(day, '11:30', 98, { pickupPlace: { ...place(0, 0), lat: null, lng: null } });

    const proposal = await proposed({ date: day, driverIds: drivers.map((d) => d.id) });
    expect(proposal.status, proposal.error ?? '').toBe('ready');
    const result = proposal.result!;
    const placed = result.lanes.flatMap((lane) => lane.jobIds);
    expect(placed.sort()).toEqual(legs.map((l) => l.id).sort());
    expect(result.unplaced).toEqual(
      expect.arrayContaining([
        { jobId: stretcher.id, reason: 'level_of_service' },
        { jobId: unplaceable.id, reason: 'no_place' },
      ]),
    );
    expect(result.unplaced).toHaveLength(2);
    expect(result.legsMoved).toBe(12);
    expect(result.current).toEqual({ legs: 0, miles: 0, minutes: 0 });
    expect(result.proposed.legs).toBe(12);
    expect(result.proposed.miles).toBeGreaterThan(0);
    // Every pickup is served within the on-time window of its scheduled time, and before its drop-off.
    for (const lane of result.lanes) {
      expect(drivers.map((d) => d.id)).toContain(lane.driverId);
      for (const stop of lane.stops.filter((s) => s.kind === 'pickup')) {
        const scheduled = legs.find((l) => l.id === stop.jobId)!.pickupTime!.getTime();
        expect(Math.abs(Date.parse(stop.at) - scheduled)).toBeLessThanOrEqual(15 * 60_000);
        const dropoff = lane.stops.find((s) => s.kind === 'dropoff' && s.jobId === stop.jobId)!;
        expect(Date.parse(dropoff.at)).toBeGreaterThan(Date.parse(stop.at));
      }
    }

    const applied = await apply(proposal.id);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ApplyProposalResult>()).toMatchObject({ refused: [] });
    expect(applied.json<ApplyProposalResult>().applied).toHaveLength(12);
    const after = await board(day);
    expect(after.unassigned.map((l) => l.id).sort()).toEqual([stretcher.id, unplaceable.id].sort());
    for (const lane of result.lanes) {
      expect(
        after.lanes
          .find((l) => l.driverId === lane.driverId)!
          .legs.map((l) => l.id)
          .sort(),
      ).toEqual([...lane.jobIds].sort());
    }
    // Applying again changes nothing and refuses nothing.
    expect((await apply(proposal.id)).json<ApplyProposalResult>()).toMatchObject({ refused: [] });
    expect((await read(proposal.id)).appliedAt).not.toBeNull();
  });

  it('keeps assigned legs with their drivers when only the queue is planned, and compares with their current plan', async () => {
    const day = nextDay();
    const [keeper, other] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    const kept = await leg(day, '09:00', 1, { assignedDriverId: keeper.id, status: 'accepted' });
    const open = await leg(day, '11:00', 2);
    const proposal = await proposed({ date: day, driverIds: [keeper.id, other.id] });
    const result = proposal.result!;
    const keeperLane = result.lanes.find((lane) => lane.driverId === keeper.id)!;
    expect(keeperLane.jobIds).toContain(kept.id);
    expect(result.lanes.flatMap((lane) => lane.movedJobIds)).toEqual([open.id]);
    expect(result.current.legs).toBe(1);
    expect(result.current.miles).toBeGreaterThan(0);
    expect(result.proposed.legs).toBe(2);
    await apply(proposal.id);
    const rows = await t.database.db
      .select({ id: jobs.id, driver: jobs.assignedDriverId, status: jobs.status })
      .from(jobs)
      .where(inArray(jobs.id, [kept.id, open.id]));
    expect(rows.find((r) => r.id === kept.id)).toMatchObject({ driver: keeper.id, status: 'accepted' });
    expect(rows.find((r) => r.id === open.id)!.driver).not.toBeNull();
  });

  it('leaves out a driver whose inspection found a fault on the day, and says why', async () => {
    const day = todayIn(zone);
    const held = await makeDriver(t.database.db, { status: 'approved', inspected: false });
    await t.database.db.insert(vehicleInspections).values({
      driverId: held.id,
      serviceDate: day,
      items: inspectionAnswers({ brakes: 'fault' }),
      failed: true,
      odometer: 1000,
      notes: 'Soft pedal',
    });
    const fine = await makeDriver(t.database.db, { status: 'approved' });
    const proposal = await proposed({ date: day, driverIds: [held.id, fine.id] });
    expect(proposal.result!.driversLeftOut).toEqual([{ driverId: held.id, reasons: ['inspection_failed'] }]);
  });

  it('with the whole day in scope moves an assigned leg to a better driver, only from the driver it had', async () => {
    const day = nextDay();
    const [a, b] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    // Two legs at the same hour on one driver cannot both be served: one of them has to move.
    const first = await leg(day, '10:00', 1, { assignedDriverId: a.id });
    const second = await leg(day, '10:00', 3, { assignedDriverId: a.id, pickupPlace: place(40.05, -75.05) });
    const proposal = await proposed({ date: day, scope: 'day', driverIds: [a.id, b.id] });
    const lanes = proposal.result!.lanes;
    expect(lanes).toHaveLength(2);
    expect(proposal.result!.legsMoved).toBe(1);
    const moved = lanes.find((lane) => lane.driverId === b.id)!.movedJobIds[0]!;
    expect([first.id, second.id]).toContain(moved);

    // Someone else moved that leg meanwhile: applying leaves it where they put it and says so.
    const c = await makeDriver(t.database.db, { status: 'approved' });
    await t.database.db.update(jobs).set({ assignedDriverId: c.id }).where(eq(jobs.id, moved));
    const res = (await apply(proposal.id)).json<ApplyProposalResult>();
    expect(res.applied).toEqual([]);
    expect(res.refused).toEqual([
      {
        jobId: moved,
        driverId: b.id,
        message: 'Someone else moved this leg a moment ago; the board shows where it is now',
        reasons: [],
      },
    ]);
    const [row] = await t.database.db.select({ driver: jobs.assignedDriverId }).from(jobs).where(eq(jobs.id, moved));
    expect(row!.driver).toBe(c.id);
  });

  it('applies only the chosen lanes, and refuses a lane that is not in the proposal', async () => {
    const day = nextDay();
    const [a, b] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    // Same time, far apart: one leg for each driver.
    await leg(day, '10:00', 1);
    await leg(day, '10:00', 2, { pickupPlace: place(40.06, -75.04) });
    const proposal = await proposed({ date: day, driverIds: [a.id, b.id] });
    expect(proposal.result!.lanes).toHaveLength(2);
    const chosen = proposal.result!.lanes[0]!;
    const wrong = await apply(proposal.id, {
      driverIds: [(await makeDriver(t.database.db, { status: 'approved' })).id],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ fieldErrors: { driverIds: 'Choose lanes from the proposal' } });
    const res = (await apply(proposal.id, { driverIds: [chosen.driverId] })).json<ApplyProposalResult>();
    expect(res.applied).toEqual([{ jobId: chosen.jobIds[0], driverId: chosen.driverId }]);
    expect((await board(day)).unassigned).toHaveLength(1);
  });
});

describe("drivers' own shifts and places", () => {
  const setWeek = async (driverId: string, body: object) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driverId}/availability`,
      headers: { cookie: admin.cookie! },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ startPlace: { lat: number; lng: number } | null }>();
  };
  const everyDay = (start: string, end: string) =>
    (['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const).map((day) => ({ day, start, end }));

  it('plans each driver inside their shift from and back to home, and leaves a driver on time off out', async () => {
    const day = nextDay();
    const [early, late, away] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    // Home in the far north-east of the city, a dozen miles from the legs.
    const home = {
      street: '9800 Roosevelt Blvd',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19115',
      placeType: 'residence',
    };
    const earlyHome = (await setWeek(early.id, { week: everyDay('06:00', '10:30'), startPlace: home })).startPlace!;
    await setWeek(late.id, { week: everyDay('11:00', '17:00') });
    await setWeek(away.id, { week: everyDay('05:00', '21:00'), exceptions: [{ date: day, kind: 'off' }] });
    const morning = await Promise.all(['07:30', '08:30'].map((clock, n) => leg(day, clock, n)));
    const afternoon = await Promise.all(['12:00', '14:00', '15:30'].map((clock, n) => leg(day, clock, n + 3)));

    const proposal = await proposed({ date: day, driverIds: [early.id, late.id, away.id] });
    expect(proposal.status, proposal.error ?? '').toBe('ready');
    const result = proposal.result!;
    expect(result.driversLeftOut).toEqual([{ driverId: away.id, reasons: ['time_off'] }]);
    const lane = (driverId: string) => result.lanes.find((l) => l.driverId === driverId)!;
    expect(lane(early.id).jobIds.sort()).toEqual(morning.map((l) => l.id).sort());
    expect(lane(late.id).jobIds.sort()).toEqual(afternoon.map((l) => l.id).sort());
    // Every stop inside its driver's shift.
    const within = (driverId: string, from: string, to: string) =>
      lane(driverId).stops.every((stop) => at(day, from) <= new Date(stop.at) && new Date(stop.at) <= at(day, to));
    expect(within(early.id, '06:00', '10:30')).toBe(true);
    expect(within(late.id, '11:00', '17:00')).toBe(true);
    // The early lane's miles count the drive from home to the first pickup and back from the last drop-off.
    const [first] = morning.filter((l) => l.id === lane(early.id).stops[0]!.jobId);
    const fromHome = roadMiles(earlyHome, { lat: first!.pickupPlace!.lat!, lng: first!.pickupPlace!.lng! });
    expect(fromHome).toBeGreaterThan(5);
    const stopsOnly = lane(early.id).stops.reduce((sum, stop, i, all) => {
      if (i === 0) return sum;
      const legOf = (id: string) => morning.find((l) => l.id === id)!;
      const placeOf = (s: typeof stop) =>
        s.kind === 'pickup' ? legOf(s.jobId).pickupPlace! : legOf(s.jobId).dropoffPlace!;
      const [a, b] = [placeOf(all[i - 1]!), placeOf(stop)];
      return sum + roadMiles({ lat: a.lat!, lng: a.lng! }, { lat: b.lat!, lng: b.lng! });
    }, 0);
    expect(lane(early.id).miles).toBeGreaterThan(stopsOnly + fromHome);
  });
});

describe('what a proposal compares and keeps', () => {
  it('keeps every leg the board has placed when only the queue is planned, says why any stays out, and compares the same legs', async () => {
    const day = nextDay();
    const [keeper, other, absent] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    const underWay = await leg(day, '08:00', 4, { assignedDriverId: keeper.id, status: 'in_progress' });
    // Two legs at the same hour far apart on one driver: the plan can fit only one of them.
    const first = await leg(day, '10:00', 1, { assignedDriverId: keeper.id, status: 'accepted' });
    const clash = await leg(day, '10:00', 3, {
      assignedDriverId: keeper.id,
      status: 'accepted',
      pickupPlace: place(40.05, -75.05),
    });
    const otherDrivers = await leg(day, '13:00', 2, { assignedDriverId: absent.id, status: 'accepted' });
    const queued = await leg(day, '15:00', 5);
    const result = (await proposed({ date: day, driverIds: [keeper.id, other.id] })).result!;

    const placed = result.lanes.flatMap((lane) => lane.jobIds);
    expect(placed).toContain(queued.id);
    expect(result.kept).toEqual(
      expect.arrayContaining([
        { jobId: underWay.id, driverId: keeper.id, reason: 'under_way' },
        { jobId: otherDrivers.id, driverId: absent.id, reason: 'driver_not_planned' },
        {
          jobId: expect.stringMatching(new RegExp(`${first.id}|${clash.id}`)),
          driverId: keeper.id,
          reason: 'does_not_fit',
        },
      ]),
    );
    expect(result.kept).toHaveLength(3);
    // Every leg the board placed is in the plan or kept with its reason; none is dropped unsaid, none lands in the queue's list.
    for (const id of [underWay.id, first.id, clash.id, otherDrivers.id])
      expect([...placed, ...result.kept!.map((k) => k.jobId)]).toContain(id);
    expect(result.unplaced).toEqual([]);
    // The board had two legs in the plan; the proposal places one of them: the figures compare that one leg on both sides.
    expect(result.current.legs).toBe(2);
    expect(result.compared!.legs).toBe(1);
    expect(result.compared!.current.miles).toBeLessThan(result.current.miles);
    expect(result.compared!.current.miles).toBeCloseTo(result.compared!.proposed.miles, 1);
  });

  it("gives each lane its own driver's figures before and after", async () => {
    const day = nextDay();
    const [a, b] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    await leg(day, '08:00', 1, { assignedDriverId: a.id, status: 'accepted' });
    await leg(day, '11:00', 2, { assignedDriverId: a.id, status: 'accepted' });
    await leg(day, '09:00', 3, { assignedDriverId: b.id, status: 'accepted', pickupPlace: place(40.06, -75.04) });
    const result = (await proposed({ date: day, driverIds: [a.id, b.id] })).result!;
    const laneOf = (id: string) => result.lanes.find((lane) => lane.driverId === id)!;
    expect(laneOf(a.id).current!.legs).toBe(2);
    expect(laneOf(b.id).current!.legs).toBe(1);
    expect(laneOf(a.id).current!.miles).not.toBe(laneOf(b.id).current!.miles);
    expect(laneOf(a.id).current!.miles + laneOf(b.id).current!.miles).toBeCloseTo(result.current.miles, 0);
    expect(laneOf(a.id).miles).not.toBe(laneOf(b.id).miles);
  });

  it('gives no driver more legs than the limit asked for, and says which legs it held back', async () => {
    const day = nextDay();
    const [a, b] = [
      await makeDriver(t.database.db, { status: 'approved' }),
      await makeDriver(t.database.db, { status: 'approved' }),
    ];
    await Promise.all(
      ['07:00', '08:30', '10:00', '11:30', '13:00', '14:30'].map((clock, n) =>
        leg(day, clock, n, { levelOfService: 'ambulatory' }),
      ),
    );
    const result = (await proposed({ date: day, driverIds: [a.id, b.id], maxLegsPerDriver: 2 })).result!;
    expect(result.maxLegsPerDriver).toBe(2);
    for (const lane of result.lanes) expect(lane.jobIds.length).toBeLessThanOrEqual(2);
    expect(result.proposed.legs).toBe(4);
    expect(result.unplaced.map((u) => u.reason)).toEqual(['balance', 'balance']);
  });
});

describe('the last proposal of the day', () => {
  it('is kept until it is dropped, and dropping it drops the ones it replaced', async () => {
    const day = nextDay();
    await leg(day, '09:00', 1);
    expect((await last(day)).json()).toEqual({ proposal: null });
    const older = await proposed({ date: day });
    const newer = await proposed({ date: day });
    const kept = await last(day);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ proposal: Proposal }>().proposal).toMatchObject({ id: newer.id, status: 'ready' });
    expect((await drop(newer.id)).statusCode).toBe(204);
    expect((await last(day)).json()).toEqual({ proposal: null });
    expect((await drop(newer.id)).statusCode).toBe(404);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/dispatch/proposals/${older.id}`,
      headers: { cookie: admin.cookie! },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('is no longer offered once any of it is applied', async () => {
    const day = nextDay();
    await makeDriver(t.database.db, { status: 'approved' });
    await leg(day, '09:00', 1);
    const proposal = await proposed({ date: day });
    expect((await last(day)).json<{ proposal: Proposal | null }>().proposal?.id).toBe(proposal.id);
    await apply(proposal.id);
    expect((await last(day)).json()).toEqual({ proposal: null });
  });

  it('answers a field error for a bad day', async () => {
    const res = await last('2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['date']);
  });
});

describe('asking', () => {
  it('answers field errors for a bad day, shift or time limit, and records nothing', async () => {
    const before = await t.database.db.$count(routeProposals);
    for (const [payload, field] of [
      [{ date: '2026-13-40' }, 'date'],
      [{ date: nextDay(), shift: { start: '18:00', end: '06:00' } }, 'shift.end'],
      [{ date: nextDay(), seconds: 600 }, 'seconds'],
      [{ date: nextDay(), scope: 'week' }, 'scope'],
      [{ date: nextDay(), maxLegsPerDriver: 0 }, 'maxLegsPerDriver'],
      [{ date: nextDay(), maxLegsPerDriver: 2.5 }, 'maxLegsPerDriver'],
      [{ date: nextDay(), maxLegsPerDriver: 'many' }, 'maxLegsPerDriver'],
    ] as const) {
      const res = await propose(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toContain(field);
    }
    expect(await t.database.db.$count(routeProposals)).toBe(before);
  });

  it('works out one proposal at a time: a second asked meanwhile is told to wait', async () => {
    const day = nextDay();
    await leg(day, '09:00', 1);
    const answers = await Promise.all([propose({ date: day }), propose({ date: day })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    // One readable sentence and a code the board can tell apart from any other conflict.
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toEqual({
      message: 'Another proposal is being worked out right now; propose again in a minute, when it is ready.',
      reasons: ['proposal_running'],
    });
    const running = answers.find((a) => a.statusCode === 202)!.json<Proposal>();
    for (let i = 0; i < 300 && (await read(running.id)).status === 'running'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await read(running.id)).status).toBe('ready');
  });

  it('is not found for an unknown proposal, and not ready to apply while running', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/dispatch/proposals/6d1f7b0e-2f59-4a55-9d5c-0a0cfa0c7c11',
          headers: { cookie: admin.cookie! },
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.database.db
      .insert(routeProposals)
      .values({ serviceDate: nextDay(), scope: 'unassigned' })
      .returning();
    const res = await apply(row!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This proposal is not ready to apply');
  });
});
