import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../domain/dates';
import { addDays } from '../../../domain/standing-order-dates';
import { weekdayOf } from '../../../domain/weekdays';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { inspectionAnswers } from '../../../domain/inspection-items';
import { jobInput } from '../../demo/samples';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// docs/decisions/116-driver-shifts.md and 117-availability.md: a driver's week and dated changes, the day's shifts the
// board reads, and the outside_shift warning on an assignment.

const NY = 'America/New_York';
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
let otherDriver: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await signedIn(t.app, db, 'admin');
  driver = await signedIn(t.app, db, 'driver');
  otherDriver = await signedIn(t.app, db, 'driver');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: SignedIn, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: who.cookie ? { cookie: who.cookie } : {} });
const weekUrl = (who: SignedIn) => `/api/drivers/${who.driverId}/availability`;
const WEEKDAYS_6_TO_14 = (['MO', 'TU', 'WE', 'TH', 'FR'] as const).map((day) => ({
  day,
  start: '06:00',
  end: '14:00',
}));

async function dayOf(date: string, who: SignedIn) {
  const res = await call('GET', `/api/availability?date=${date}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as {
      drivers: {
        driverId: string;
        shiftStart: string | null;
        shiftEnd: string | null;
        timeOff: boolean;
        requested: boolean;
        onFile: boolean;
      }[];
    }
  ).drivers.find((d) => d.driverId === who.driverId)!;
}

/** The first Monday at least a fortnight ahead: far enough that nothing else in the file touches it. */
function mondayAhead(): string {
  let day = daysFromToday(14);
  while (weekdayOf(day) !== 'MO') day = addDays(day, 1);
  return day;
}

describe("an administrator sets a driver's week and dated changes", () => {
  it('reads 05:00–21:00 for a driver with no week on file', async () => {
    const day = await dayOf('2027-03-16', otherDriver);
    expect(day).toMatchObject({ onFile: false, timeOff: false, requested: false });
    expect(day.shiftStart).toBe('2027-03-16T09:00:00.000Z');
    expect(day.shiftEnd).toBe('2027-03-17T01:00:00.000Z');
  });

  it("keeps 06:00 on the company's clock across the spring change, with an exception on the changed day", async () => {
    const res = await call('PUT', weekUrl(driver), admin, {
      week: [...WEEKDAYS_6_TO_14, { day: 'SU', start: '01:00', end: '05:00' }],
      startPlace: { street: '1500 Market St', city: 'Philadelphia', state: 'PA', zip: '19102', placeType: 'residence' },
      exceptions: [
        { date: '2027-03-14', kind: 'shift', start: '00:30', end: '06:00', note: 'Early dialysis runs' },
        { date: '2027-03-17', kind: 'off' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({ onFile: true, driverId: driver.driverId, endPlace: null });
    expect(record.startPlace).toMatchObject({ street: '1500 Market St', zip: '19102' });
    expect(record.week).toHaveLength(6);

    // Friday before the change (EST), Monday after it (EDT): 06:00 both days.
    expect((await dayOf('2027-03-12', driver)).shiftStart).toBe('2027-03-12T11:00:00.000Z');
    expect((await dayOf('2027-03-15', driver)).shiftStart).toBe('2027-03-15T10:00:00.000Z');
    // The changed day: 00:30 EST to 06:00 EDT is four and a half hours, not five and a half.
    const sunday = await dayOf('2027-03-14', driver);
    expect(sunday.shiftStart).toBe('2027-03-14T05:30:00.000Z');
    expect(sunday.shiftEnd).toBe('2027-03-14T10:00:00.000Z');
    // Time off, and a day the week leaves out.
    expect(await dayOf('2027-03-17', driver)).toMatchObject({ shiftStart: null, timeOff: true });
    expect(await dayOf('2027-03-20', driver)).toMatchObject({ shiftStart: null, timeOff: false });
  });

  it('refuses a shift that ends before it starts, a day twice and a date twice, changing nothing', async () => {
    const before = (await call('GET', weekUrl(driver), admin)).json();
    const wrongHours = await call('PUT', weekUrl(driver), admin, {
      week: [{ day: 'MO', start: '14:00', end: '06:00' }],
      exceptions: [{ date: '2027-04-01', kind: 'shift', start: '09:00' }],
    });
    expect(wrongHours.statusCode, wrongHours.body).toBe(400);
    expect(wrongHours.json().fieldErrors).toEqual({
      'week.0.end': 'The end must be after the start',
      'exceptions.0.end': 'Enter the end time',
    });
    const twice = await call('PUT', weekUrl(driver), admin, {
      week: [
        { day: 'TU', start: '06:00', end: '10:00' },
        { day: 'TU', start: '11:00', end: '12:00' },
      ],
      exceptions: [
        { date: '2027-04-02', kind: 'off' },
        { date: '2027-04-02', kind: 'off' },
      ],
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().fieldErrors).toEqual({
      'week.1.day': 'One shift per day',
      'exceptions.1.date': 'One change per date',
    });
    expect((await call('GET', weekUrl(driver), admin)).json()).toEqual(before);
  });

  it('lets a driver read only their own week and refuses them a change to it', async () => {
    expect((await call('GET', weekUrl(driver), driver)).statusCode).toBe(200);
    expect((await call('GET', weekUrl(driver), otherDriver)).statusCode).toBe(404);
    expect((await call('PUT', weekUrl(driver), driver, { week: [] })).statusCode).toBe(403);
  });
});

describe('back to the default hours', () => {
  it('keeps the places but no week of its own when the week is null', async () => {
    const res = await call('PUT', weekUrl(otherDriver), admin, {
      week: null,
      startPlace: { street: '200 S Broad St', city: 'Philadelphia', state: 'PA', zip: '19102', placeType: 'residence' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ onFile: false, week: [], startPlace: { street: '200 S Broad St' } });
    const day = await dayOf('2027-03-16', otherDriver);
    expect(day).toMatchObject({ onFile: false, shiftStart: '2027-03-16T09:00:00.000Z' });
  });
});

describe('a driver asks for time off and an administrator answers', () => {
  const requestsUrl = (who: SignedIn) => `${weekUrl(who)}/requests`;

  it('counts a request only once approved, and keeps a declined one as the answer', async () => {
    const date = addDays(mondayAhead(), 7);
    const asked = await call('POST', requestsUrl(driver), driver, { date, kind: 'off', note: "Daughter's graduation" });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'requested', requestedByDriver: true, kind: 'off' });
    expect(await dayOf(date, driver)).toMatchObject({ requested: true, timeOff: false });
    expect((await dayOf(date, driver)).shiftStart).not.toBeNull();

    // One change a day: a second request for it waits on the first.
    const again = await call('POST', requestsUrl(driver), driver, {
      date,
      kind: 'shift',
      start: '09:00',
      end: '12:00',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual({ date: 'There is already a change for this day' });

    const approved = await call('POST', `${requestsUrl(driver)}/${asked.json().id}/decision`, admin, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await dayOf(date, driver)).toMatchObject({ shiftStart: null, timeOff: true, requested: false });
    // Answered once: a second answer finds nothing waiting.
    const twice = await call('POST', `${requestsUrl(driver)}/${asked.json().id}/decision`, admin, { approve: false });
    expect(twice.statusCode).toBe(404);

    const other = addDays(date, 1);
    const second = await call('POST', requestsUrl(driver), driver, { date: other, kind: 'off' });
    const declined = await call('POST', `${requestsUrl(driver)}/${second.json().id}/decision`, admin, {
      approve: false,
    });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect(await dayOf(other, driver)).toMatchObject({ timeOff: false, requested: false });
    const record = (await call('GET', weekUrl(driver), driver)).json();
    expect(record.exceptions.filter((e: { date: string }) => [date, other].includes(e.date))).toMatchObject([
      { date, status: 'approved' },
      { date: other, status: 'declined' },
    ]);
    // The day is free again for another request once the answer was no.
    expect((await call('POST', requestsUrl(driver), driver, { date: other, kind: 'off' })).statusCode).toBe(201);
  });

  it("refuses a request for a past day, or for another driver's week", async () => {
    const past = await call('POST', requestsUrl(driver), driver, { date: daysFromToday(-1), kind: 'off' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ date: 'Choose today or later' });
    const others = await call('POST', requestsUrl(otherDriver), driver, { date: daysFromToday(3), kind: 'off' });
    expect(others.statusCode).toBe(404);
  });
});

describe('an assignment outside the shift', () => {
  const at = (date: string, clock: string) => zonedLocalToIso(`${date}T${clock}`, NY);

  it('is accepted with outside_shift, one inside is not, and candidates rank drivers on shift first', async () => {
    const monday = mondayAhead();
    const inside = await call(
      'POST',
      '/api/jobs',
      admin,
      jobInput({
        pickupTime: at(monday, '07:00'),
        dropoffTime: at(monday, '07:45'),
        assignedDriverId: driver.driverId!,
      }),
    );
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json().warnings).toEqual([]);

    const late = await call(
      'POST',
      '/api/jobs',
      admin,
      jobInput({
        pickupTime: at(monday, '13:30'),
        dropoffTime: at(monday, '14:15'),
        assignedDriverId: driver.driverId!,
      }),
    );
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().warnings).toEqual(['outside_shift']);

    // The board's drag gives the same answer.
    const unassigned = await call(
      'POST',
      '/api/jobs',
      admin,
      jobInput({ pickupTime: at(monday, '16:00'), dropoffTime: at(monday, '16:30') }),
    );
    const dragged = await call('PUT', `/api/jobs/${unassigned.json().id}/driver`, admin, {
      driverId: driver.driverId,
      expectedDriverId: null,
    });
    expect(dragged.statusCode, dragged.body).toBe(200);
    expect(dragged.json().warnings).toContain('outside_shift');

    const candidates = await call('GET', `/api/jobs/${unassigned.json().id}/candidates`, admin);
    const items = candidates.json().items as { driverId: string; eligible: boolean; warnings: string[] }[];
    const mine = items.find((c) => c.driverId === driver.driverId)!;
    const theirs = items.find((c) => c.driverId === otherDriver.driverId)!;
    expect(mine.warnings).toContain('outside_shift');
    expect(theirs.warnings).not.toContain('outside_shift');
    expect(theirs.eligible && mine.eligible).toBe(true);
    expect(items.indexOf(theirs)).toBeLessThan(items.indexOf(mine));
  });
});

describe("a driver's working day", () => {
  it('clocks in once, out after it, and shows both on the board', async () => {
    const fresh = await signedIn(t.app, t.database.db, 'driver');
    const out = await call('POST', '/api/drivers/me/clock', fresh, { action: 'out' });
    expect(out.statusCode).toBe(409);
    expect(out.json().fieldErrors).toEqual({ action: 'Clock in first' });

    const first = await call('POST', '/api/drivers/me/clock', fresh, { action: 'in' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().clockedInAt).not.toBeNull();
    expect(first.json().clockedOutAt).toBeNull();
    // A retry keeps the first time.
    const again = await call('POST', '/api/drivers/me/clock', fresh, { action: 'in' });
    expect(again.json().clockedInAt).toBe(first.json().clockedInAt);

    const done = await call('POST', '/api/drivers/me/clock', fresh, { action: 'out' });
    expect(done.json().clockedOutAt).not.toBeNull();
    expect((await call('GET', '/api/drivers/me/clock', fresh)).json()).toEqual(done.json());

    const board = await call('GET', `/api/dispatch/day?date=${done.json().date}`, admin);
    const lane = (board.json().lanes as { driverId: string; clock: unknown }[]).find(
      (l) => l.driverId === fresh.driverId,
    );
    expect(lane?.clock).toEqual({ in: done.json().clockedInAt, out: done.json().clockedOutAt });
  });

  it("is started by the day's vehicle inspection when the driver has not clocked in", async () => {
    const inspecting = await signedIn(t.app, t.database.db, 'driver', { inspected: false });
    expect((await call('GET', '/api/drivers/me/clock', inspecting)).json().clockedInAt).toBeNull();
    const inspected = await t.app.inject({
      method: 'POST',
      url: '/api/drivers/me/inspection',
      payload: { items: inspectionAnswers(), odometer: 1200 },
      headers: { cookie: inspecting.cookie!, 'idempotency-key': crypto.randomUUID() },
    });
    expect(inspected.statusCode, inspected.body).toBe(201);
    expect((await call('GET', '/api/drivers/me/clock', inspecting)).json().clockedInAt).not.toBeNull();
  });
});
