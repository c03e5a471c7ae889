import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { daysFromToday } from '../../../domain/dates';
import type { StandingOrderInput } from '../../../domain/standing-order';
import { isoToZonedLocal } from '../../../domain/zoned-time';
import { openDatabase } from '../../db/client';
import { jobs, standingOrderRuns, standingOrders } from '../../db/schema';
import { riderInput, standingOrderInput } from '../../demo/samples';
import { AUTHORIZATION_PROBLEM_LABELS } from '../../../domain/authorization';
import { workersCompBody } from '../../test/authorization';
import { payerBody } from '../../test/payer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { generateJobs } from './generator';

/** Standing orders (docs/decisions/048-standing-orders.md), through the real app. */
let t: TestApp;
let admin: SignedIn;
let riderId: string;
const timeZone = DEFAULT_COMPANY.timeZone;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  riderId = (await as('POST', '/api/riders', riderInput())).json().id;
});
afterAll(() => t.close());

function as(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, ...(payload && { payload }), headers: { cookie: admin.cookie! } });
}

const order = (overrides: Partial<StandingOrderInput> = {}) => standingOrderInput(riderId, overrides);

const jobsOf = (orderId: string) =>
  t.database.db.select().from(jobs).where(eq(jobs.standingOrderId, orderId)).orderBy(jobs.serviceDate, jobs.leg);
const wallClock = (at: Date | null) => (at ? isoToZonedLocal(at.toISOString(), timeZone).slice(11) : null);

describe('a standing order', () => {
  it('started on a Thursday makes exactly its Monday, Wednesday and Friday trips for 14 days, at 07:00 across the clock change', async () => {
    // Thursday 4 March 2027; clocks go forward in New York on Sunday the 14th.
    const created = await as('POST', '/api/standing-orders', order({ startDate: '2027-03-04' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(await jobsOf(id)).toEqual([]); // Beyond the next 14 days today: nothing made yet.

    const run = await generateJobs(t.database.db, {
      trigger: 'manual',
      timeZone,
      now: new Date('2027-03-04T05:00:00Z'),
    });
    expect(run).toMatchObject({ trigger: 'manual', jobsCreated: 12, error: null });
    const made = await jobsOf(id);
    const outbound = made.filter((j) => j.leg === 'outbound');
    expect(outbound.map((j) => j.serviceDate)).toEqual([
      '2027-03-05',
      '2027-03-08',
      '2027-03-10',
      '2027-03-12',
      '2027-03-15',
      '2027-03-17',
    ]);
    expect(outbound.map((j) => wallClock(j.pickupTime))).toEqual(Array(6).fill('07:00'));
    expect(outbound.map((j) => wallClock(j.appointmentTime))).toEqual(Array(6).fill('08:00'));
    // The same wall clock is another UTC hour once daylight saving starts.
    expect(outbound.find((j) => j.serviceDate === '2027-03-12')!.pickupTime!.toISOString()).toBe(
      '2027-03-12T12:00:00.000Z',
    );
    expect(outbound.find((j) => j.serviceDate === '2027-03-15')!.pickupTime!.toISOString()).toBe(
      '2027-03-15T11:00:00.000Z',
    );
    const returns = made.filter((j) => j.leg === 'return');
    expect(returns).toHaveLength(6);
    for (const back of returns) {
      expect(back).toMatchObject({ willCall: true, pickupTime: null, status: 'pending' });
      expect(back.returnOfJobId).toBe(outbound.find((j) => j.serviceDate === back.serviceDate)!.id);
    }

    // Run again: nothing twice.
    expect(
      await generateJobs(t.database.db, { trigger: 'daily', timeZone, now: new Date('2027-03-04T05:00:00Z') }),
    ).toMatchObject({ jobsCreated: 0 });
    expect(await jobsOf(id)).toHaveLength(12);
  });

  it('makes nothing on skipped dates and holidays', async () => {
    expect((await as('POST', '/api/holidays', { date: '2027-04-07', name: 'Company day off' })).statusCode).toBe(201);
    expect((await as('POST', '/api/holidays', { date: '2027-04-07', name: 'Again' })).statusCode).toBe(409);
    const id = (
      await as(
        'POST',
        '/api/standing-orders',
        order({ startDate: '2027-04-01', returnTrip: 'none', skippedDates: ['2027-04-09'] }),
      )
    ).json().id;
    await generateJobs(t.database.db, { trigger: 'manual', timeZone, now: new Date('2027-04-01T05:00:00Z') });
    expect((await jobsOf(id)).map((j) => j.serviceDate)).toEqual([
      '2027-04-02',
      '2027-04-05',
      '2027-04-12',
      '2027-04-14',
    ]);

    const preview = await as(
      'POST',
      '/api/standing-orders/preview',
      order({ startDate: daysFromToday(0), skippedDates: [daysFromToday(2)] }),
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().trips.length).toBeGreaterThan(0);
    expect(
      preview.json().trips.find((trip: { date: string }) => trip.date === daysFromToday(2))?.skipped ?? 'skipped_date',
    ).toBe('skipped_date');
  });

  it('previews exactly the dates it then makes: not today once its pickup has passed', async () => {
    // Every day from today at 00:05 on the company's clock: today's pickup has passed (bar the first five minutes of a day).
    const body = order({
      startDate: daysFromToday(0),
      daysOfWeek: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
      returnTrip: 'none',
      pickupTime: '00:05',
      dropoffTime: '00:45',
      appointmentTime: null,
    });
    const preview = await as('POST', '/api/standing-orders/preview', body);
    const previewed = preview
      .json()
      .trips.filter((trip: { skipped: string | null }) => trip.skipped === null)
      .map((trip: { date: string }) => trip.date);
    const id = (await as('POST', '/api/standing-orders', body)).json().id;
    const made = (await jobsOf(id)).map((j) => j.serviceDate);
    expect(made.length).toBeGreaterThan(0);
    expect(previewed).toEqual(made);
    await as('DELETE', `/api/standing-orders/${id}`);
  });

  it('refuses bad input with field errors and saves nothing', async () => {
    const before = (await as('GET', '/api/standing-orders?limit=100')).json().items.length;
    const res = await as(
      'POST',
      '/api/standing-orders',
      order({
        daysOfWeek: [],
        dropoffTime: '06:00',
        returnTrip: 'at_time',
        riderId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      daysOfWeek: 'Choose at least one day',
      returnPickupTime: 'Return pickup time is required',
    });
    const unknown = await as(
      'POST',
      '/api/standing-orders',
      order({ riderId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ riderId: 'No such rider' });
    expect((await as('GET', '/api/standing-orders?limit=100')).json().items.length).toBe(before);
  });

  it('when edited, changes only its future pending unassigned trips; ending it cancels them', async () => {
    const created = (
      await as(
        'POST',
        '/api/standing-orders',
        order({
          startDate: daysFromToday(1),
          daysOfWeek: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
          returnTrip: 'none',
        }),
      )
    ).json();
    const made = await jobsOf(created.id);
    expect(made.length).toBeGreaterThanOrEqual(12);
    const [kept, assigned, ...rest] = made;
    const driver = await signedIn(t.app, t.database.db, 'driver');
    await t.database.db.update(jobs).set({ assignedDriverId: driver.driverId! }).where(eq(jobs.id, assigned!.id));
    await t.database.db.update(jobs).set({ status: 'accepted' }).where(eq(jobs.id, kept!.id));

    const edited = await as(
      'PUT',
      `/api/standing-orders/${created.id}`,
      order({
        startDate: created.startDate,
        daysOfWeek: created.daysOfWeek,
        returnTrip: 'none',
        pickupTime: '09:30',
        dropoffTime: '10:15',
        appointmentTime: null,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ pickupTime: '09:30', status: 'active' });
    const after = await jobsOf(created.id);
    expect(after).toHaveLength(made.length);
    expect(wallClock(after.find((j) => j.id === kept!.id)!.pickupTime)).toBe('07:00');
    expect(wallClock(after.find((j) => j.id === assigned!.id)!.pickupTime)).toBe('07:00');
    const rewritten = after.filter((j) => j.id !== kept!.id && j.id !== assigned!.id);
    expect(rewritten).toHaveLength(rest.length);
    expect(rewritten.every((j) => wallClock(j.pickupTime) === '09:30' && j.appointmentTime === null)).toBe(true);

    const ended = await as('DELETE', `/api/standing-orders/${created.id}`);
    expect(ended.json()).toMatchObject({ status: 'ended', endedAt: expect.any(String) });
    const final = await jobsOf(created.id);
    expect(final.filter((j) => j.status === 'cancelled')).toHaveLength(rest.length);
    expect(final.find((j) => j.id === assigned!.id)!.status).toBe('pending');
    expect(final.find((j) => j.id === kept!.id)!.status).toBe('accepted');
    expect((await as('PUT', `/api/standing-orders/${created.id}`, order())).statusCode).toBe(409);
  });

  it('is made once when two instances generate at the same moment, and each run is shown', async () => {
    const id = (await as('POST', '/api/standing-orders', order({ startDate: '2027-05-03' }))).json().id;
    const now = new Date('2027-05-03T05:00:00Z');
    // A second app instance on the same database: its own connections on PostgreSQL, the same database on PGlite.
    const second = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
    const allOrderJobs = async () =>
      (await t.database.db.select({ id: jobs.id }).from(jobs).where(isNotNull(jobs.standingOrderId))).length;
    const before = await allOrderJobs();
    try {
      const runs = await Promise.all([
        generateJobs(t.database.db, { trigger: 'daily', timeZone, now }),
        generateJobs(second.db, { trigger: 'daily', timeZone, now }),
      ]);
      const made = await jobsOf(id);
      expect(made.length).toBeGreaterThan(0);
      const keys = made.map((j) => `${j.serviceDate}/${j.leg}`);
      expect(new Set(keys).size).toBe(keys.length);
      // Other orders' trips for those days are made too; every one of them is counted once across the two runs.
      expect(runs.reduce((sum, run) => sum + (run?.jobsCreated ?? 0), 0)).toBe((await allOrderJobs()) - before);
    } finally {
      if (second !== t.database) await second.close();
    }
    const listed = await as('GET', '/api/standing-orders/runs');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()[0]).toMatchObject({ trigger: expect.any(String), ordersSeen: expect.any(Number) });
    expect(
      (
        await t.database.db
          .select()
          .from(standingOrderRuns)
          .where(and(eq(standingOrderRuns.trigger, 'manual')))
      ).length,
    ).toBeGreaterThan(0);
  });

  it('runs generation through the API (Run now) and lists orders with their rider', async () => {
    const run = await as('POST', '/api/standing-orders/generate');
    expect(run.statusCode).toBe(200);
    const list = (await as('GET', '/api/standing-orders?limit=2')).json();
    expect(list.items[0]).toMatchObject({ riderId, riderName: expect.stringContaining('Margaret Oduya') });
    expect((await as('GET', `/api/standing-orders/${list.items[0].id}`)).json().id).toBe(list.items[0].id);
    expect((await as('GET', '/api/standing-orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await as('GET', '/api/holidays')).json()).toEqual([{ date: '2027-04-07', name: 'Company day off' }]);
    expect((await as('DELETE', '/api/holidays/2027-04-07')).statusCode).toBe(204);
    expect((await as('DELETE', '/api/holidays/2027-04-07')).statusCode).toBe(404);
  });
});

describe("a standing order's payer and authorization", () => {
  // Monday 3 May 2027: an authorization of three trips from then to Monday the 10th.
  const authorizationFor = async (rider: string, payerId: string) => {
    const res = await as(
      'POST',
      `/api/riders/${rider}/authorizations`,
      workersCompBody({
        payerId,
        dateOfInjury: '2027-01-04',
        authorizedTrips: 3,
        authorizedFrom: '2027-05-03',
        authorizedTo: '2027-05-10',
      } as never),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  it("refuses another rider's or carrier's authorization, and a carrier without one, by field, saving nothing", async () => {
    const carrier = (await as('POST', '/api/payers', payerBody())).json().id;
    const otherCarrier = (await as('POST', '/api/payers', payerBody())).json().id;
    const otherRider = (await as('POST', '/api/riders', riderInput())).json().id;
    const before = (await t.database.db.select({ id: standingOrders.id }).from(standingOrders)).length;

    const theirs = await as(
      'POST',
      '/api/standing-orders',
      order({ payerId: carrier, authorizationId: await authorizationFor(otherRider, carrier) }),
    );
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().fieldErrors).toEqual({ authorizationId: AUTHORIZATION_PROBLEM_LABELS.other_rider });
    const otherPayer = await as(
      'POST',
      '/api/standing-orders',
      order({ payerId: otherCarrier, authorizationId: await authorizationFor(riderId, carrier) }),
    );
    expect(otherPayer.json().fieldErrors).toEqual({ authorizationId: AUTHORIZATION_PROBLEM_LABELS.other_payer });
    const missing = await as('POST', '/api/standing-orders', order({ payerId: carrier }));
    expect(missing.json().fieldErrors).toEqual({ authorizationId: AUTHORIZATION_PROBLEM_LABELS.missing });
    const unknown = await as('POST', '/api/standing-orders', order({ payerId: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ payerId: 'No such payer' });
    expect((await t.database.db.select({ id: standingOrders.id }).from(standingOrders)).length).toBe(before);
  });

  it('is kept and carried by the trips it makes, the authorization only on the trips it covers', async () => {
    const carrier = (await as('POST', '/api/payers', payerBody())).json().id;
    const authorizationId = await authorizationFor(riderId, carrier);
    const created = await as(
      'POST',
      '/api/standing-orders',
      order({ startDate: '2027-05-03', returnTrip: 'none', payerId: carrier, authorizationId }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ payerId: carrier, authorizationId });
    await generateJobs(t.database.db, { trigger: 'manual', timeZone, now: new Date('2027-05-03T05:00:00Z') });
    const made = await jobsOf(created.json().id);
    expect(made.map((j) => [j.serviceDate, j.payerId, j.authorizationId])).toEqual([
      ['2027-05-03', carrier, authorizationId],
      ['2027-05-05', carrier, authorizationId],
      ['2027-05-07', carrier, authorizationId],
      // The fourth trip: the authorization's three are used up; then it has ended.
      ['2027-05-10', carrier, null],
      ['2027-05-12', carrier, null],
      ['2027-05-14', carrier, null],
    ]);
  });
});
