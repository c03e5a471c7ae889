import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { daysFromToday, todayIn } from '../../../domain/dates';
import { addedTravel, type Travel } from '../../../domain/added-travel';
import type { Place } from '../../../domain/place';
import { exactTravel } from '../../../domain/travel';
import { drivers, jobs, referrals, type JobRow } from '../../db/schema';
import { equipDriver, makeDriver, makeJob, makeReferral, type Equipment } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { jobBody } from '../../test/bodies';

/** Safe assignment on every path that assigns (docs/decisions/040-safe-assignment.md), on a real database. */
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

/** An approved driver with a vehicle and credentials as given (equipDriver's defaults: everything in order). */
async function driverWith(equipment: Equipment = {}, status: 'approved' | 'active' | 'suspended' = 'approved') {
  const driver = await makeDriver(db(), { status, equip: false });
  await equipDriver(db(), driver.id, equipment);
  return driver.id;
}

const jobCount = async () => (await db().select({ n: count() }).from(jobs))[0]!.n;
const jobRow = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;
// Until the job form sends a level of service and escorts, the tests set them on the stored job.
const setJob = (id: string, values: Partial<JobRow>) => db().update(jobs).set(values).where(eq(jobs.id, id));

/** An unassigned job made through the API, then given what the form cannot send yet. */
async function storedJob(body: Record<string, unknown> = {}, values: Partial<JobRow> = {}) {
  const res = await as('POST', '/api/jobs', jobBody(body));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  if (Object.keys(values).length > 0) await setJob(id, values);
  return id;
}

const yesterday = daysFromToday(-1);

describe('POST /api/jobs refuses each rule alone with exactly its reason, and writes nothing', () => {
  const cases: [string, () => Promise<string>][] = [
    ['driver_status', () => driverWith({}, 'suspended')],
    [
      'no_vehicle',
      async () => {
        const id = await driverWith();
        await db().update(drivers).set({ vehicleId: null }).where(eq(drivers.id, id));
        return id;
      },
    ],
    ['vehicle_out_of_service', () => driverWith({ vehicle: { status: 'out_of_service' } })],
    // A wheelchair-only van cannot carry an ambulatory rider.
    ['level_of_service', () => driverWith({ vehicle: { ambulatorySeats: 0 } })],
    ['credential_missing:hipaa', () => driverWith({ credentials: { hipaa: null } })],
    ['vehicle_document_expired:insurance', () => driverWith({ documents: { insurance: { expiresOn: yesterday } } })],
    ['vehicle_document_missing:registration', () => driverWith({ documents: { registration: null } })],
  ];
  it.each(cases)('%s', async (reason, makeDriverBreaking) => {
    const driverId = await makeDriverBreaking();
    const before = await jobCount();
    const res = await as('POST', '/api/jobs', jobBody({ assignedDriverId: driverId }));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'This driver cannot take this job',
      reasons: [reason],
      fieldErrors: { assignedDriverId: expect.any(String) },
    });
    expect(await jobCount()).toBe(before);
  });

  it('capacity: the van is full at that time', async () => {
    const driverId = await driverWith({ vehicle: { ambulatorySeats: 1, wheelchairPositions: 0, liftOrRamp: 'none' } });
    const body = jobBody({ assignedDriverId: driverId });
    await makeJob(db(), {
      assignedDriverId: driverId,
      pickupTime: new Date(body.pickupTime),
      dropoffTime: new Date(body.dropoffTime),
    });
    const before = await jobCount();
    const res = await as('POST', '/api/jobs', body);
    expect(res.json()).toMatchObject({
      reasons: ['capacity'],
      fieldErrors: { assignedDriverId: 'Vehicle is full at that time' },
    });
    expect(await jobCount()).toBe(before);
  });

  it('an unknown driver is refused as driver_status, not a server error', async () => {
    const res = await as('POST', '/api/jobs', jobBody({ assignedDriverId: crypto.randomUUID() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().reasons).toEqual(['driver_status']);
  });
});

describe('PUT /api/jobs/{id} judges the job as written', () => {
  it('credential_expired:pass: a wheelchair job needs PASS, and the refused edit changes nothing', async () => {
    const driverId = await driverWith({
      credentials: { pass: { expiresOn: yesterday, issuedOn: daysFromToday(-400) } },
    });
    const body = jobBody({ levelOfService: 'wheelchair' });
    const id = await storedJob(body);
    const before = await jobRow(id);
    const res = await as('PUT', `/api/jobs/${id}`, { ...body, jobRate: '99.00', assignedDriverId: driverId });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().reasons).toEqual(['credential_expired:pass']);
    expect(await jobRow(id)).toEqual(before);
    // The same driver takes an ambulatory job: PASS is not asked for.
    const ambulatory = await storedJob({ ...body, levelOfService: 'ambulatory' });
    expect(
      (
        await as('PUT', `/api/jobs/${ambulatory}`, {
          ...body,
          levelOfService: 'ambulatory',
          assignedDriverId: driverId,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is not judged again for a new rate of an assigned job, and is when the times move', async () => {
    const driverId = await driverWith();
    const body = jobBody({ assignedDriverId: driverId });
    const created = await as('POST', '/api/jobs', body);
    expect(created.statusCode, created.body).toBe(201);
    await db().update(drivers).set({ status: 'suspended' }).where(eq(drivers.id, driverId));
    const rate = await as('PUT', `/api/jobs/${created.json().id}`, { ...body, jobRate: '70.00' });
    expect(rate.statusCode, rate.body).toBe(200);
    const later = new Date(Date.parse(body.pickupTime) + 3600_000);
    const moved = await as('PUT', `/api/jobs/${created.json().id}`, {
      ...body,
      pickupTime: later.toISOString(),
      dropoffTime: new Date(+later + 2700_000).toISOString(),
    });
    expect(moved.json().reasons).toEqual(['driver_status']);
  });
});

describe('a job made from a referral', () => {
  it('is refused with the reason, and the referral stays as it was', async () => {
    const referral = await makeReferral(db());
    const driverId = await driverWith({ credentials: { drug_screen: { verifiedAt: null } } });
    const before = await jobCount();
    const res = await as('POST', '/api/jobs', jobBody({ referralId: referral.id, assignedDriverId: driverId }));
    expect(res.statusCode).toBe(422);
    expect(res.json().reasons).toEqual(['credential_missing:drug_screen']);
    expect(await jobCount()).toBe(before);
    expect((await db().select().from(referrals).where(eq(referrals.id, referral.id)))[0]!.status).toBe(referral.status);
  });
});

describe('capacity over overlapping jobs', () => {
  const at = (hours: number) => new Date(Date.parse(`${daysFromToday(2)}T15:00:00Z`) + hours * 3600_000).toISOString();
  const wheelchairJob = async (from: number, to: number) => {
    const body = jobBody({ pickupTime: at(from), dropoffTime: at(to), levelOfService: 'wheelchair' });
    return { id: await storedJob(body), body };
  };

  it('refuses a second wheelchair rider overlapping in a one-position van, accepts one after the other', async () => {
    const driverId = await driverWith({ vehicle: { wheelchairPositions: 1 } });
    const first = await wheelchairJob(0, 1);
    expect((await as('PUT', `/api/jobs/${first.id}`, { ...first.body, assignedDriverId: driverId })).statusCode).toBe(
      200,
    );
    const overlapping = await wheelchairJob(0.5, 1.5);
    const refused = await as('PUT', `/api/jobs/${overlapping.id}`, { ...overlapping.body, assignedDriverId: driverId });
    expect(refused.json().reasons).toEqual(['capacity']);
    expect((await jobRow(overlapping.id)).assignedDriverId).toBeNull();
    const after = await wheelchairJob(1, 2);
    expect((await as('PUT', `/api/jobs/${after.id}`, { ...after.body, assignedDriverId: driverId })).statusCode).toBe(
      200,
    );
  });

  it('assignments at once cannot both take the last seat (the driver row is locked while judging)', async () => {
    // Several rounds: without the lock, some interleaving lets two through (on PostgreSQL; PGlite has one connection).
    for (let round = 0; round < 4; round += 1) {
      const driverId = await driverWith({
        vehicle: { ambulatorySeats: 1, wheelchairPositions: 0, liftOrRamp: 'none' },
      });
      const body = jobBody({ pickupTime: at(5), dropoffTime: at(6), assignedDriverId: driverId });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => as('POST', '/api/jobs', { ...body, patientName: `Rider ${round}.${i}` })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
      expect((await db().select().from(jobs).where(eq(jobs.assignedDriverId, driverId))).length).toBe(1);
    }
  });
});

describe("credentials are judged on the job's day", () => {
  it('a licence expiring tomorrow allows a job today and refuses one next week', async () => {
    const driverId = await driverWith({ credentials: { drivers_license: { expiresOn: daysFromToday(1) } } });
    // 16:00 UTC is late morning on the company's (American) clock: the same calendar day.
    const on = (day: string) => jobBody({ pickupTime: `${day}T16:00:00.000Z`, assignedDriverId: driverId });
    const today = await as('POST', '/api/jobs', on(todayIn(t.config.company.timeZone)));
    expect(today.statusCode, today.body).toBe(201);
    const nextWeek = await as('POST', '/api/jobs', on(daysFromToday(7)));
    expect(nextWeek.json().reasons).toEqual(['credential_expired:drivers_license']);
  });
});

// Philadelphia: a pickup on Spruce St, a dialysis center in West Philadelphia, and King of Prussia 18 miles out.
const place = (lat: number, lng: number): Place => ({
  street: '1 Main St',
  unit: null,
  city: 'Philadelphia',
  state: 'PA',
  zip: '19107',
  placeType: 'other',
  lat,
  lng,
  needsReview: false,
});
const SPRUCE = place(39.9466, -75.1626);
const DIALYSIS = place(39.9566, -75.1989);
const KING_OF_PRUSSIA = place(40.0887, -75.3963);

describe('tight_connection', () => {
  it('is a warning on the saved job, not a refusal', async () => {
    const driverId = await driverWith();
    const day = daysFromToday(3);
    await makeJob(db(), {
      assignedDriverId: driverId,
      pickupTime: new Date(`${day}T14:00:00Z`),
      dropoffTime: new Date(`${day}T15:00:00Z`),
      pickupPlace: KING_OF_PRUSSIA,
      dropoffPlace: KING_OF_PRUSSIA,
    });
    const body = jobBody({ pickupTime: `${day}T15:05:00Z`, dropoffTime: `${day}T15:45:00Z` });
    const id = await storedJob(body, { pickupPlace: SPRUCE, dropoffPlace: DIALYSIS });
    const res = await as('PUT', `/api/jobs/${id}`, { ...body, assignedDriverId: driverId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warnings).toEqual(['tight_connection']);
    expect((await as('POST', '/api/jobs', jobBody())).json().warnings).toEqual([]);
  });
});

describe('GET /api/jobs/{id}/candidates', () => {
  it('ranks eligible drivers by the miles the job adds, then lists the others with their reasons', async () => {
    const day = daysFromToday(4);
    const neighbour = async (driverId: string, where: Place) =>
      makeJob(db(), {
        assignedDriverId: driverId,
        pickupTime: new Date(`${day}T13:00:00Z`),
        dropoffTime: new Date(`${day}T13:30:00Z`),
        pickupPlace: where,
        dropoffPlace: where,
      });
    const near = await driverWith();
    await neighbour(near, DIALYSIS);
    const far = await driverWith();
    await neighbour(far, KING_OF_PRUSSIA);
    const free = await driverWith();
    const unfit = await driverWith({ credentials: { hipaa: null }, vehicle: { status: 'out_of_service' } });
    const suspended = await driverWith({}, 'suspended');
    const body = jobBody({ pickupTime: `${day}T15:00:00Z`, dropoffTime: `${day}T15:40:00Z` });
    const id = await storedJob(body, { pickupPlace: SPRUCE, dropoffPlace: DIALYSIS });

    const res = await as('GET', `/api/jobs/${id}/candidates`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as {
      driverId: string;
      eligible: boolean;
      reasons: string[];
      addedMiles: number | null;
      addedMinutes: number | null;
    }[];
    const mine = items.filter((c) => [near, far, free, unfit].includes(c.driverId));
    expect(mine.map((c) => c.driverId)).toEqual([free, near, far, unfit]);
    expect(items.some((c) => c.driverId === suspended)).toBe(false);
    expect(mine[1]!.addedMiles!).toBeLessThan(mine[2]!.addedMiles!);
    expect(mine[1]!.addedMinutes).toBeGreaterThan(0);
    // An empty day starts at the leg's pickup: it adds the ride alone (src/domain/added-travel.ts).
    expect(mine[0]).toMatchObject({
      eligible: true,
      reasons: [],
      addedMiles: expect.any(Number),
      addedMinutes: expect.any(Number),
    });
    expect(mine[3]).toMatchObject({ eligible: false, reasons: ['vehicle_out_of_service', 'credential_missing:hipaa'] });
    // Eligible drivers come before every ineligible one.
    const firstIneligible = items.findIndex((c) => !c.eligible);
    expect(items.slice(firstIneligible).every((c) => !c.eligible)).toBe(true);
  });

  it('gives two drivers with different days the driving the leg adds to each of their own days', async () => {
    const day = daysFromToday(5);
    const timeZone = t.config.company.timeZone;
    const travel: Travel = (a, b, departAt) => exactTravel(a, b, departAt, timeZone);
    const laneLeg = async (driverId: string, hour: string, from: Place, to: Place) =>
      makeJob(db(), {
        assignedDriverId: driverId,
        pickupTime: new Date(`${day}T${hour}:00:00Z`),
        dropoffTime: new Date(`${day}T${hour}:30:00Z`),
        pickupPlace: from,
        dropoffPlace: to,
      });
    // One ends its morning at the leg's pickup and starts its afternoon at its drop-off; the other is out of town all day.
    const onTheWay = await driverWith();
    await laneLeg(onTheWay, '13', KING_OF_PRUSSIA, SPRUCE);
    await laneLeg(onTheWay, '17', DIALYSIS, KING_OF_PRUSSIA);
    const outOfTown = await driverWith();
    await laneLeg(outOfTown, '13', SPRUCE, KING_OF_PRUSSIA);
    await laneLeg(outOfTown, '17', KING_OF_PRUSSIA, KING_OF_PRUSSIA);
    const id = await storedJob(jobBody({ pickupTime: `${day}T15:00:00Z`, dropoffTime: `${day}T15:40:00Z` }), {
      pickupPlace: SPRUCE,
      dropoffPlace: DIALYSIS,
    });

    const items = (await as('GET', `/api/jobs/${id}/candidates`)).json().items as {
      driverId: string;
      addedMiles: number | null;
      addedMinutes: number | null;
    }[];
    const figure = (driverId: string) => items.find((c) => c.driverId === driverId)!;
    const point = (where: Place) => ({ lat: where.lat!, lng: where.lng! });
    const job = {
      pickupTime: new Date(`${day}T15:00:00Z`),
      dropoffTime: new Date(`${day}T15:40:00Z`),
      pickup: point(SPRUCE),
      dropoff: point(DIALYSIS),
    };
    const dayOf = (legs: [string, Place, Place][]) =>
      legs.map(([hour, from, to]) => ({
        pickupTime: new Date(`${day}T${hour}:00:00Z`),
        dropoffTime: new Date(`${day}T${hour}:30:00Z`),
        pickup: point(from),
        dropoff: point(to),
      }));
    const expected = (legs: [string, Place, Place][]) => {
      const added = addedTravel(job, dayOf(legs), travel)!;
      return { addedMiles: added.miles, addedMinutes: added.minutes };
    };
    expect(figure(onTheWay)).toMatchObject(
      expected([
        ['13', KING_OF_PRUSSIA, SPRUCE],
        ['17', DIALYSIS, KING_OF_PRUSSIA],
      ]),
    );
    expect(figure(outOfTown)).toMatchObject(
      expected([
        ['13', SPRUCE, KING_OF_PRUSSIA],
        ['17', KING_OF_PRUSSIA, KING_OF_PRUSSIA],
      ]),
    );
    expect(figure(onTheWay).addedMiles).not.toBe(figure(outOfTown).addedMiles);
    expect(figure(onTheWay).addedMiles!).toBeLessThan(figure(outOfTown).addedMiles!);
    expect(items.findIndex((c) => c.driverId === onTheWay)).toBeLessThan(
      items.findIndex((c) => c.driverId === outOfTown),
    );
  });

  it('is 404 for a job that does not exist', async () => {
    expect((await as('GET', `/api/jobs/${crypto.randomUUID()}/candidates`)).statusCode).toBe(404);
  });
});

describe('POST /api/jobs/candidates (a job not saved yet)', () => {
  const draftOf = (body: {
    levelOfService: string;
    escortCount: number;
    pickupTime: string;
    dropoffTime: string;
    pickupPlace: object;
    dropoffPlace: object;
  }) => ({
    levelOfService: body.levelOfService,
    escortCount: body.escortCount,
    pickupTime: body.pickupTime,
    dropoffTime: body.dropoffTime,
    pickupPlace: body.pickupPlace,
    dropoffPlace: body.dropoffPlace,
  });

  it('judges the draft exactly as the saved job is judged, and writes nothing', async () => {
    const day = daysFromToday(6);
    const busy = await driverWith();
    await makeJob(db(), {
      assignedDriverId: busy,
      pickupTime: new Date(`${day}T13:00:00Z`),
      dropoffTime: new Date(`${day}T13:30:00Z`),
      pickupPlace: SPRUCE,
      dropoffPlace: SPRUCE,
    });
    const noStretcher = await driverWith();
    const body = jobBody({
      levelOfService: 'stretcher',
      escortCount: 1,
      pickupTime: `${day}T15:00:00Z`,
      dropoffTime: `${day}T15:40:00Z`,
    });
    const before = await jobCount();

    const draft = await as('POST', '/api/jobs/candidates', draftOf(body));
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await jobCount()).toBe(before);
    const items = draft.json().items as {
      driverId: string;
      eligible: boolean;
      reasons: string[];
      addedMiles: number | null;
    }[];
    expect(items.find((c) => c.driverId === noStretcher)).toMatchObject({
      eligible: false,
      reasons: ['level_of_service'],
    });
    // The places are located as a saved job's are, so the driving it adds is known.
    expect(items.find((c) => c.driverId === busy)?.addedMiles).toEqual(expect.any(Number));

    const id = await storedJob(body);
    const saved = (await as('GET', `/api/jobs/${id}/candidates`)).json().items;
    expect(items).toEqual(saved);
  });

  it('without places still judges the rules, and leaves the added driving unknown', async () => {
    const driver = await driverWith();
    const {
      pickupPlace: _p,
      dropoffPlace: _d,
      ...timesOnly
    } = draftOf(jobBody({ pickupTime: `${daysFromToday(6)}T18:00:00Z`, dropoffTime: `${daysFromToday(6)}T18:30:00Z` }));
    const res = await as('POST', '/api/jobs/candidates', timesOnly);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().items as { driverId: string }[]).find((c) => c.driverId === driver)).toMatchObject({
      eligible: true,
      addedMiles: null,
      addedMinutes: null,
    });
  });

  it('is 400 with field errors for a draft too incomplete to judge', async () => {
    const res = await as('POST', '/api/jobs/candidates', {
      escortCount: 0,
      pickupTime: '2026-13-01',
      pickupPlace: { street: '1 Main St' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      levelOfService: 'Level of service is required',
      pickupTime: 'Enter a real date and time (ISO 8601 with a time zone)',
      dropoffTime: 'Dropoff time is required',
    });
    expect(res.json().fieldErrors['pickupPlace.city']).toBe('Pickup city is required');
    const backwards = await as('POST', '/api/jobs/candidates', {
      levelOfService: 'ambulatory',
      escortCount: 0,
      pickupTime: '2026-12-01T15:00:00Z',
      dropoffTime: '2026-12-01T14:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ dropoffTime: 'Dropoff time must be after pickup time' });
  });

  it('is for administrators only', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/candidates',
      payload: draftOf(jobBody()),
      headers: { cookie: driver.cookie! },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/jobs/candidates', payload: draftOf(jobBody()) })).statusCode,
    ).toBe(401);
  });
});
