import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JOB_STATUSES } from '../../../domain/statuses';
import { canDriverMove, jobListItem } from '../../../domain/job';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { drivers, jobs, referrals, riders } from '../../db/schema';
import { makeDriver, makeJob, makeReferral } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { workLeg } from '../../test/trip';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { jobBody } from '../../test/bodies';

let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

const as = (
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: { ...(who.cookie && { cookie: who.cookie }), ...headers },
  });

describe('POST /api/jobs (admin)', () => {
  it('refuses times that are not real ISO 8601 date-times instead of rolling them over', async () => {
    for (const pickupTime of [
      '2026-02-30T10:00:00Z',
      '1 Z',
      '2026-11-23 10:00Z',
      '2026-11-23T24:00:00Z',
      '2026-11-23T10:00:00',
      'Mon, 23 Nov 2026 10:00:00 GMT',
    ]) {
      const res = await as(admin, 'POST', '/api/jobs', jobBody({ pickupTime }));
      expect(res.statusCode, pickupTime).toBe(400);
      expect(res.json().fieldErrors.pickupTime, pickupTime).toBe(
        'Enter a real date and time (ISO 8601 with a time zone)',
      );
    }
    const stored = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({ pickupTime: '2028-02-29T10:00:00-05:00', dropoffTime: '2028-02-29T16:30:00.000Z' }),
    );
    expect(stored.statusCode).toBe(201);
    expect(new Date(stored.json().pickupTime).toISOString()).toBe('2028-02-29T15:00:00.000Z');
  });

  it('answers each rule of docs/product/validation.md with its message', async () => {
    const res = await as(admin, 'POST', '/api/jobs', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      patientName: 'Patient name is required',
      patientPhone: 'Valid phone number is required',
      levelOfService: 'Level of service is required',
      pickupPlace: 'Pickup address is required',
      dropoffPlace: 'Dropoff address is required',
      pickupTime: 'Pickup time is required',
      dropoffTime: 'Dropoff time is required',
      jobRate: 'Job rate is required',
    });
    const bad = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({ patientPhone: '555-0177', jobRate: '0', status: 'lost' }),
    );
    expect(bad.json().fieldErrors).toMatchObject({
      patientPhone: 'Valid phone number is required',
      jobRate: 'Job rate must be more than 0',
    });
    expect(bad.json().fieldErrors.status).toBeDefined();
    const notMoney = await as(admin, 'POST', '/api/jobs', jobBody({ jobRate: '12.345' }));
    expect(notMoney.json().fieldErrors).toEqual({ jobRate: 'Enter an amount such as 50.00' });
    const body = jobBody();
    const reversed = await as(admin, 'POST', '/api/jobs', {
      ...body,
      dropoffTime: body.pickupTime,
      pickupTime: body.dropoffTime,
    });
    expect(reversed.json().fieldErrors).toEqual({ dropoffTime: 'Dropoff time must be after pickup time' });
  });

  it('creates a pending job with money to two decimals and the driver’s name', async () => {
    const res = await as(admin, 'POST', '/api/jobs', jobBody({ jobRate: '80', assignedDriverId: driver.driverId }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      jobRate: '80.00',
      assignedDriverId: driver.driverId,
      assignedDriverName: 'Jordan Lee',
    });
  });

  it('refuses a pending, rejected or suspended driver with 422 (decision 031) and accepts an active one', async () => {
    for (const status of ['pending', 'rejected', 'suspended', 'inactive'] as const) {
      const unready = await makeDriver(t.database.db, { status, equip: true });
      const res = await as(admin, 'POST', '/api/jobs', jobBody({ assignedDriverId: unready.id }));
      expect(res.statusCode, status).toBe(422);
      expect(res.json()).toMatchObject({
        reasons: ['driver_status'],
        fieldErrors: { assignedDriverId: 'Driver is not approved or active' },
      });
    }
    const active = await makeDriver(t.database.db, { status: 'active' });
    expect((await as(admin, 'POST', '/api/jobs', jobBody({ assignedDriverId: active.id }))).statusCode).toBe(201);
  });

  it('makes one job from a double-submitted form (Idempotency-Key)', async () => {
    const body = jobBody();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const [a, b] = await Promise.all([
      as(admin, 'POST', '/api/jobs', body, headers),
      as(admin, 'POST', '/api/jobs', body, headers),
    ]);
    expect(a.json().id).toBe(b.json().id);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.patientName, body.patientName))).toHaveLength(1);
  });
});

describe("a driver's moves (decision 031)", () => {
  it('allows exactly pending→accepted|declined, accepted→in_progress; in_progress→completed only through the drop-off; every other move is 409', async () => {
    for (const from of JOB_STATUSES) {
      for (const to of JOB_STATUSES) {
        // A week back: these open jobs would otherwise fill the driver's van tomorrow, when later tests assign them.
        const job = await makeJob(t.database.db, {
          status: from,
          assignedDriverId: driver.driverId!,
          pickupTime: new Date(Date.now() - 7 * 86_400_000),
        });
        const res = await as(driver, 'PUT', `/api/jobs/${job.id}`, { status: to });
        const [after] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
        // Completing needs the drop-off's signature and statement (docs/decisions/056-proof-of-service.md).
        if (canDriverMove(from, to) && to !== 'completed') {
          expect(res.statusCode, `${from}→${to}`).toBe(200);
          expect(after!.status).toBe(to);
        } else {
          expect(res.statusCode, `${from}→${to}`).toBe(409);
          expect(after!.status).toBe(from);
        }
      }
    }
  });

  it('records the time of each change', async () => {
    const job = await makeJob(t.database.db, { assignedDriverId: driver.driverId! });
    for (const status of ['accepted', 'in_progress']) await as(driver, 'PUT', `/api/jobs/${job.id}`, { status });
    await workLeg(t.app, driver.cookie!, job.id, ['arrival', 'pickup', 'dropoff']);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    expect(row!.startedAt!.getTime()).toBeGreaterThanOrEqual(row!.acceptedAt!.getTime());
    expect(row!.completedAt!.getTime()).toBeGreaterThanOrEqual(row!.startedAt!.getTime());
  });

  it('cannot change any other field, nor touch another driver’s job (404)', async () => {
    const job = await makeJob(t.database.db, { assignedDriverId: driver.driverId!, jobRate: '65.00' });
    const sneaky = await as(driver, 'PUT', `/api/jobs/${job.id}`, { status: 'accepted', jobRate: '999.00' });
    expect(sneaky.statusCode).toBe(403);
    const theirs = await makeJob(t.database.db, {
      assignedDriverId: (await makeDriver(t.database.db, { status: 'approved' })).id,
    });
    expect((await as(driver, 'PUT', `/api/jobs/${theirs.id}`, { status: 'accepted' })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'pending', jobRate: '65.00' });
  });
});

describe('a job made from a referral (decision 029)', () => {
  it('moves the referral along with the job, and back to pending when the job is deleted', async () => {
    const referral = await makeReferral(t.database.db);
    const created = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({ referralId: referral.id, assignedDriverId: driver.driverId }),
    );
    expect(created.json().referralId).toBe(referral.id);
    const status = async () => (await t.database.db.select().from(referrals).where(eq(referrals.id, referral.id)))[0]!;
    expect(await status()).toMatchObject({ status: 'assigned', assignedDriverId: driver.driverId });
    await as(driver, 'PUT', `/api/jobs/${created.json().id}`, { status: 'accepted' });
    await as(driver, 'PUT', `/api/jobs/${created.json().id}`, { status: 'in_progress' });
    expect((await status()).status).toBe('in_progress');
    await workLeg(t.app, driver.cookie!, created.json().id, ['arrival', 'pickup', 'dropoff']);
    expect((await status()).status).toBe('completed');

    const second = await makeReferral(t.database.db);
    const job = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({ referralId: second.id, assignedDriverId: driver.driverId }),
    );
    expect((await as(admin, 'DELETE', `/api/jobs/${job.json().id}`)).statusCode).toBe(204);
    const [after] = await t.database.db.select().from(referrals).where(eq(referrals.id, second.id));
    expect(after).toMatchObject({ status: 'pending', assignedDriverId: null });
  });
});

describe('admin edits, lists and deletes', () => {
  it('edits every field and may set any status', async () => {
    const job = await makeJob(t.database.db);
    const body = jobBody({
      patientName: 'Edited Name',
      status: 'completed',
      assignedDriverId: driver.driverId,
      jobRate: '72.50',
    });
    const res = await as(admin, 'PUT', `/api/jobs/${job.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      patientName: 'Edited Name',
      status: 'completed',
      jobRate: '72.50',
      assignedDriverName: 'Jordan Lee',
    });
    expect(res.json().completedAt).not.toBeNull();
    const unassign = await as(admin, 'PUT', `/api/jobs/${job.id}`, { ...body, assignedDriverId: null });
    expect(unassign.json()).toMatchObject({ assignedDriverId: null, assignedDriverName: null });
  });

  it("filters by status, driver and the company's day, newest first", async () => {
    const mine = await makeDriver(t.database.db, { status: 'approved' });
    // Explicit creation times: quick inserts may share a timestamp on PGlite, and "newest first" needs an order.
    const day = new Date('2031-05-06T14:00:00Z'); // 10:00 in Philadelphia
    await makeJob(t.database.db, {
      assignedDriverId: mine.id,
      status: 'accepted',
      pickupTime: day,
      patientName: 'Filter A',
      createdAt: new Date(Date.now() - 3000),
    });
    await makeJob(t.database.db, {
      assignedDriverId: mine.id,
      status: 'pending',
      pickupTime: new Date('2031-05-07T03:30:00Z'),
      patientName: 'Filter B',
      createdAt: new Date(Date.now() - 2000),
    }); // 23:30 on the 6th
    await makeJob(t.database.db, {
      assignedDriverId: mine.id,
      status: 'pending',
      pickupTime: new Date('2031-05-07T04:30:00Z'),
      patientName: 'Filter C',
      createdAt: new Date(Date.now() - 1000),
    }); // 00:30 on the 7th
    const names = async (query: string) =>
      (await as(admin, 'GET', `/api/jobs?${query}`)).json().items.map((j: { patientName: string }) => j.patientName);
    expect(await names(`driverId=${mine.id}`)).toEqual(['Filter C', 'Filter B', 'Filter A']);
    expect(await names(`driverId=${mine.id}&status=pending`)).toEqual(['Filter C', 'Filter B']);
    expect(await names(`driverId=${mine.id}&date=2031-05-06`)).toEqual(['Filter B', 'Filter A']);
  });

  it("finds jobs by part of the rider's name in any case or by three digits or more of the phone, with the other filters", async () => {
    const mine = await makeDriver(t.database.db, { status: 'approved' });
    await makeJob(t.database.db, {
      assignedDriverId: mine.id,
      status: 'pending',
      patientName: 'Quinta Searchable',
      patientPhone: '(215) 555-0917',
      createdAt: new Date(Date.now() - 2000),
    });
    await makeJob(t.database.db, {
      assignedDriverId: mine.id,
      status: 'accepted',
      patientName: 'Other 100% Rider',
      patientPhone: '(610) 555-0288',
      createdAt: new Date(Date.now() - 1000),
    });
    const names = async (query: string) =>
      (await as(admin, 'GET', `/api/jobs?driverId=${mine.id}&${query}`))
        .json()
        .items.map((j: { patientName: string }) => j.patientName);
    expect(await names('q=SEARCHAB')).toEqual(['Quinta Searchable']);
    expect(await names(`q=${encodeURIComponent('215-555-09')}`)).toEqual(['Quinta Searchable']);
    expect(await names('q=0288')).toEqual(['Other 100% Rider']);
    // LIKE's wildcards are matched as themselves, and the search narrows the other filters.
    expect(await names(`q=${encodeURIComponent('100%')}`)).toEqual(['Other 100% Rider']);
    expect(await names(`q=${encodeURIComponent('%')}&status=pending`)).toEqual([]);
    expect(await names('q=quinta&status=accepted')).toEqual([]);
    expect((await as(admin, 'GET', `/api/jobs?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('pages through a filtered list with the cursor, each job once, in order (each filter set is its own prepared statement)', async () => {
    const mine = await makeDriver(t.database.db, { status: 'approved' });
    for (let i = 1; i <= 5; i += 1) {
      await makeJob(t.database.db, {
        assignedDriverId: mine.id,
        status: 'pending',
        patientName: `Page ${i}`,
        createdAt: new Date(Date.now() - (10 - i) * 1000),
      });
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await as(
        admin,
        'GET',
        `/api/jobs?driverId=${mine.id}&status=pending&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const page = res.json() as { items: { patientName: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((j) => j.patientName));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['Page 5', 'Page 4', 'Page 3', 'Page 2', 'Page 1']);
    // The same shape of query with other values reuses the statement and still answers for those values.
    const other = await makeDriver(t.database.db, { status: 'approved' });
    expect((await as(admin, 'GET', `/api/jobs?driverId=${other.id}&status=pending&limit=2`)).json().items).toEqual([]);
  });

  it("lists a driver's jobs soonest first to that driver and the admin only", async () => {
    const res = await as(driver, 'GET', `/api/jobs/driver/${driver.driverId}?limit=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items).toHaveLength(2);
    const next = (
      await as(driver, 'GET', `/api/jobs/driver/${driver.driverId}?limit=100&cursor=${page.nextCursor}`)
    ).json();
    const times = [...page.items, ...next.items].map((j: { pickupTime: string }) => Date.parse(j.pickupTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const other = await signedIn(t.app, t.database.db, 'driver');
    expect((await as(other, 'GET', `/api/jobs/driver/${driver.driverId}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', `/api/jobs/driver/${driver.driverId}`)).statusCode).toBe(200);
  });

  it('lists places on one line and answers one job with them structured, to the admin and its own driver only', async () => {
    const made = (await as(admin, 'POST', '/api/jobs', jobBody({ assignedDriverId: driver.driverId }))).json();
    const listed = (await as(admin, 'GET', `/api/jobs?driverId=${driver.driverId}&limit=100`))
      .json()
      .items.find((j: { id: string }) => j.id === made.id);
    // The list writes its instants itself (no Date objects): the same text as the job on its own.
    expect(listed).toEqual(Object.fromEntries(Object.keys(jobListItem.shape).map((key) => [key, made[key]])));
    expect(listed).not.toHaveProperty('pickupPlace');
    const mine = (await as(driver, 'GET', `/api/jobs/driver/${driver.driverId}?limit=100`)).json().items;
    expect(mine.every((j: object) => !('dropoffPlace' in j))).toBe(true);

    const one = await as(admin, 'GET', `/api/jobs/${made.id}`);
    expect(one.statusCode).toBe(200);
    const { warnings: _warnings, ...saved } = made;
    expect(one.json()).toEqual(saved);
    expect(one.json().pickupPlace).toMatchObject({ street: '1200 Spruce St', zip: '19107' });
    expect((await as(driver, 'GET', `/api/jobs/${made.id}`)).json().id).toBe(made.id);
    const other = await signedIn(t.app, t.database.db, 'driver');
    expect((await as(other, 'GET', `/api/jobs/${made.id}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', '/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('deletes a job (204), and a missing one is 404', async () => {
    const job = await makeJob(t.database.db);
    expect((await as(admin, 'DELETE', `/api/jobs/${job.id}`)).statusCode).toBe(204);
    expect((await as(admin, 'DELETE', `/api/jobs/${job.id}`)).statusCode).toBe(404);
  });
});

describe("GET /api/jobs/driver/{id}/day: a driver's run for one day", () => {
  it("lists that day's legs in pickup order and its will-call returns after them, whatever the driver's history, and nobody else's", async () => {
    const someone = await signedIn(t.app, t.database.db, 'driver');
    const day = '2031-05-14';
    const at = (clock: string, date = day) => new Date(zonedLocalToIso(`${date}T${clock}`, DEFAULT_COMPANY.timeZone));
    // Sixty older trips, more than a page of the plain list, and one the next day.
    for (let i = 0; i < 60; i += 1)
      await makeJob(t.database.db, {
        assignedDriverId: someone.driverId!,
        status: 'completed',
        pickupTime: at('09:00', '2030-01-02'),
        dropoffTime: at('09:40', '2030-01-02'),
      });
    const late = await makeJob(t.database.db, {
      assignedDriverId: someone.driverId!,
      pickupTime: at('15:00'),
      dropoffTime: at('15:45'),
    });
    const early = await makeJob(t.database.db, {
      assignedDriverId: someone.driverId!,
      pickupTime: at('07:30'),
      dropoffTime: at('08:10'),
    });
    const waiting = await makeJob(t.database.db, {
      assignedDriverId: someone.driverId!,
      leg: 'return',
      returnOfJobId: early.id,
      willCall: true,
      pickupTime: null,
      dropoffTime: null,
    });
    await makeJob(t.database.db, {
      assignedDriverId: someone.driverId!,
      pickupTime: at('08:00', '2031-05-15'),
      dropoffTime: at('08:40', '2031-05-15'),
    });
    await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      pickupTime: at('10:00'),
      dropoffTime: at('10:40'),
    });

    const res = await as(someone, 'GET', `/api/jobs/driver/${someone.driverId}/day?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().date).toBe(day);
    expect(res.json().legs.map((l: { id: string }) => l.id)).toEqual([early.id, late.id, waiting.id]);
    expect((await as(driver, 'GET', `/api/jobs/driver/${someone.driverId}/day?date=${day}`)).statusCode).toBe(404);
    expect(
      (await as(someone, 'GET', `/api/jobs/driver/${someone.driverId}/day?date=soon`)).json().fieldErrors,
    ).toHaveProperty('date');

    // The same day through "me", as the phone asks for it before it knows the driver's id; a driver who may not
    // take jobs has no run there.
    const mine = await as(someone, 'GET', `/api/jobs/driver/me/day?date=${day}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual(res.json());
    expect((await as(someone, 'GET', '/api/jobs/driver/me/day?date=soon')).json().fieldErrors).toHaveProperty('date');
    const benched = await signedIn(t.app, t.database.db, 'driver');
    await t.database.db.update(drivers).set({ status: 'suspended' }).where(eq(drivers.id, benched.driverId!));
    expect((await as(benched, 'GET', '/api/jobs/driver/me/day')).statusCode).toBe(403);
  });
});

describe("the driver's Trips Completed", () => {
  it('counts the completed jobs, and moves when the driver completes one', async () => {
    const someone = await signedIn(t.app, t.database.db, 'driver');
    const trips = async () => (await as(someone, 'GET', '/api/drivers/me')).json().tripsCompleted;
    await makeJob(t.database.db, { assignedDriverId: someone.driverId!, status: 'completed' });
    await makeJob(t.database.db, { assignedDriverId: driver.driverId!, status: 'completed' });
    expect(await trips()).toBe(1);
    const job = await makeJob(t.database.db, {
      assignedDriverId: someone.driverId!,
      status: 'in_progress',
      startedAt: new Date(Date.now() - 60_000),
    });
    await workLeg(t.app, someone.cookie!, job.id, ['arrival', 'pickup', 'dropoff']);
    expect(await trips()).toBe(2);
  });
});

describe('a job from a referral follows the referral status machine', () => {
  it('refuses a job for a cancelled referral and creates nothing', async () => {
    const referral = await makeReferral(t.database.db, { status: 'cancelled' });
    const res = await as(admin, 'POST', '/api/jobs', jobBody({ referralId: referral.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'A cancelled referral cannot be given a job',
      fieldErrors: { referralId: 'A cancelled referral cannot be given a job' },
    });
    expect(await t.database.db.select().from(jobs).where(eq(jobs.referralId, referral.id))).toHaveLength(0);
  });

  it('keeps a completed job (and its referral completed); once set back to pending, deleting it returns the referral to pending', async () => {
    const referral = await makeReferral(t.database.db);
    const body = jobBody({ referralId: referral.id, assignedDriverId: driver.driverId, status: 'completed' });
    const created = await as(admin, 'POST', '/api/jobs', body);
    const status = async () =>
      (await t.database.db.select().from(referrals).where(eq(referrals.id, referral.id)))[0]!.status;
    expect(await status()).toBe('completed');
    // A finished trip is a record (src/domain/job-deletion.ts).
    expect((await as(admin, 'DELETE', `/api/jobs/${created.json().id}`)).statusCode).toBe(409);
    expect(await status()).toBe('completed');
    expect((await as(admin, 'PUT', `/api/jobs/${created.json().id}`, { ...body, status: 'pending' })).statusCode).toBe(
      200,
    );
    expect((await as(admin, 'DELETE', `/api/jobs/${created.json().id}`)).statusCode).toBe(204);
    expect(await status()).toBe('pending');
  });
});

describe('level of service, escorts, places, ride notes and the rider (docs/decisions/045-levels-and-places-on-forms.md)', () => {
  it('stores the level, escorts, notes and both places, each also on one line', async () => {
    const res = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({
        levelOfService: 'stretcher',
        escortCount: 2,
        pickupPlace: { ...jobBody().pickupPlace, unit: 'Apt 2', state: 'pa' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      levelOfService: 'stretcher',
      escortCount: 2,
      rideNotes: 'Uses a walker; call on arrival.',
      pickupAddress: '1200 Spruce St, Apt 2, Philadelphia, PA 19107',
      dropoffAddress: '51 N 39th St, Philadelphia, PA 19104',
      pickupPlace: {
        street: '1200 Spruce St',
        unit: 'Apt 2',
        state: 'PA',
        zip: '19107',
        placeType: 'residence',
        lat: expect.closeTo(39.95, 1),
        lng: expect.closeTo(-75.16, 1),
        needsReview: false,
      },
      dropoffPlace: { placeType: 'dialysis_center' },
      riderId: null,
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, res.json().id));
    expect(row).toMatchObject({
      levelOfService: 'stretcher',
      escortCount: 2,
      pickupAddress: '1200 Spruce St, Apt 2, Philadelphia, PA 19107',
    });
  });

  it('requires the level of service and real places (400 under the field)', async () => {
    const noLevel = await as(admin, 'POST', '/api/jobs', jobBody({ levelOfService: undefined }));
    expect(noLevel.statusCode).toBe(400);
    expect(noLevel.json().fieldErrors).toEqual({ levelOfService: 'Level of service is required' });
    const badZip = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({ pickupPlace: { ...jobBody().pickupPlace, zip: 'ABCDE' }, escortCount: 5, rideNotes: 'x'.repeat(1001) }),
    );
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().fieldErrors).toEqual({
      'pickupPlace.zip': 'ZIP code must be 5 digits',
      escortCount: 'At most 3 escorts',
      rideNotes: 'Ride notes must be at most 1000 characters',
    });
  });

  it('links the rider chosen, and refuses an unknown one with 400 on riderId', async () => {
    const made = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({ patientName: 'Oscar Bellamy', patientDob: '1944-01-09' }),
    );
    const riderId = made.json().riderId as string;
    const linked = await as(admin, 'POST', '/api/jobs', jobBody({ riderId }));
    expect(linked.statusCode).toBe(201);
    expect(linked.json().riderId).toBe(riderId);
    const unknown = await as(admin, 'POST', '/api/jobs', jobBody({ riderId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ riderId: 'No such rider' });
    const count = (await t.database.db.select().from(jobs).where(eq(jobs.riderId, riderId))).length;
    expect(count).toBe(2);
  });

  it('creates the rider from the patient name and date of birth, or links the one that exists', async () => {
    const first = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({
        patientName: 'Nadia  Quinlan',
        patientDob: '1960-10-30',
        levelOfService: 'wheelchair',
        escortCount: 1,
      }),
    );
    expect(first.statusCode).toBe(201);
    const [rider] = await t.database.db.select().from(riders).where(eq(riders.id, first.json().riderId));
    // A new rider starts with the first trip's level of service and escorts.
    expect(rider).toMatchObject({
      fullName: 'Nadia Quinlan',
      dateOfBirth: '1960-10-30',
      phone: '(215) 555-0177',
      defaultLevelOfService: 'wheelchair',
      escortCount: 1,
    });
    const again = await as(
      admin,
      'POST',
      '/api/jobs',
      jobBody({ patientName: 'NADIA QUINLAN', patientDob: '1960-10-30' }),
    );
    expect(again.json().riderId).toBe(rider!.id);
    // A later ambulatory trip does not change the rider's own level.
    const [same] = await t.database.db.select().from(riders).where(eq(riders.id, rider!.id));
    expect(same!.defaultLevelOfService).toBe('wheelchair');
    // An edit that names no rider keeps the job's own.
    const edited = await as(
      admin,
      'PUT',
      `/api/jobs/${again.json().id}`,
      jobBody({ patientName: 'Nadia Quinlan', jobRate: '70.00' }),
    );
    expect(edited.json().riderId).toBe(rider!.id);
  });
});
