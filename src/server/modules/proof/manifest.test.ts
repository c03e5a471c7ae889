import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { todayIn } from '../../../domain/dates';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { jobs } from '../../db/schema';
import { makeJob } from '../../demo/factories';
import { riderInput } from '../../demo/samples';
import { readBackPdf } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { STEP_BODIES, workLeg } from '../../test/trip';
import { legRecord, manifestDocument } from './manifest';

/** The driver's day manifest (docs/decisions/060-day-manifest.md), on PGlite and on PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const ZONE = DEFAULT_COMPANY.timeZone;
const MINUTE = 60_000;
const clock = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' });
const manifest = (who: SignedIn, driverId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/jobs/driver/${driverId}/manifest.pdf${query}`, headers: who.cookie ? { cookie: who.cookie } : {} });
const step = (who: SignedIn, jobId: string, name: 'start' | 'arrival' | 'pickup' | 'dropoff', at: Date) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/proof/${name}`, headers: { cookie: who.cookie! }, payload: { ...STEP_BODIES[name], at: at.toISOString() } });

/**
 * Step times a phone may still send (the last 12 hours), all on one day of the company calendar: if midnight
 * fell in the last hour, the steps go an hour further back.
 */
function stepTimes() {
  let now = Date.now();
  if (todayIn(ZONE, new Date(now - 60 * MINUTE)) !== todayIn(ZONE, new Date(now))) now -= 70 * MINUTE;
  const ago = (minutes: number) => new Date(now - minutes * MINUTE);
  const times = { start: ago(50), arrival: ago(40), pickup: ago(35), dropoff: ago(10) };
  return { times, day: todayIn(ZONE, times.start) };
}

describe('GET /api/jobs/driver/{driverId}/manifest.pdf', () => {
  it("lists the driver's legs of the day in pickup order with what the proof of service recorded, and the day's totals", async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const other = await signedIn(t.app, t.database.db, 'driver');
    const { times, day } = stepTimes();
    const at = (time: string, date = day) => new Date(zonedLocalToIso(`${date}T${time}`, ZONE));
    const nextDay = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const rider = (await t.app.inject({ method: 'POST', url: '/api/riders', payload: riderInput({ fullName: 'Ada Byrne', oxygen: true, serviceAnimal: true }), headers: { cookie: admin.cookie! } })).json<{ id: string }>();
    const leg = (patientName: string, time: string, extra: Parameters<typeof makeJob>[1] = {}) =>
      makeJob(t.database.db, { assignedDriverId: driver.driverId!, patientName, pickupTime: at(time), dropoffTime: new Date(at(time).getTime() + 45 * MINUTE), ...extra });

    // Made out of order: the manifest sorts them by pickup.
    const underWay = await leg('Ivy Kerr', '15:00', { status: 'accepted' });
    await leg('Gus Hale', '13:00', { status: 'cancelled', cancelReason: 'rider', cancelledAt: new Date() });
    const worked = await leg('Cal Dunn', '09:00', { status: 'accepted', levelOfService: 'wheelchair', escortCount: 2 });
    await leg('Ada Byrne', '07:30', { riderId: rider.id });
    await leg('Eve Fox', '11:00', { status: 'no_show', noShowAt: at('11:20') });
    // Not on this manifest: the driver's next day, and another driver's leg of the same day.
    await leg('Lou Marsh', '08:00', { pickupTime: at('08:00', nextDay), dropoffTime: at('08:40', nextDay) });
    await makeJob(t.database.db, { assignedDriverId: other.driverId!, patientName: 'Otto Nash', pickupTime: at('10:00'), dropoffTime: at('10:40') });

    for (const name of ['start', 'arrival', 'pickup', 'dropoff'] as const) {
      const res = await step(driver, worked.id, name, times[name]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    await workLeg(t.app, driver.cookie!, underWay.id, ['start', 'arrival']);
    const [arrived] = await t.database.db.select({ arrivedAt: jobs.arrivedAt }).from(jobs).where(eq(jobs.id, underWay.id));

    const res = await manifest(admin, driver.driverId!, `?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="manifest-${day}-${driver.driverId!.slice(0, 8)}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = readBackPdf(res.rawPayload);
    expect(pdf.title).toBe(`Driver's manifest: Jordan Lee, ${day}`);
    for (const words of [DEFAULT_COMPANY.name, 'Jordan Lee', `(${day})`, 'plate ', 'Oxygen, Service animal', 'Wheelchair + 2 escorts', 'CANCELLED', 'Rider cancelled', 'NO-SHOW', 'In Progress', 'Completed']) {
      expect(pdf.text).toContain(words);
    }

    // One row per leg, in pickup order; nobody else's, no other day's.
    const order = ['Ada Byrne', 'Cal Dunn', 'Eve Fox', 'Gus Hale', 'Ivy Kerr'].map((name) => pdf.text.indexOf(name));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pdf.text).not.toContain('Otto Nash');
    expect(pdf.text).not.toContain('Lou Marsh');
    expect(pdf.text).toContain(clock.format(at('07:30')));

    // The worked leg's times as its phone recorded them, and its loaded miles (41,203.9 − 41,200.2).
    const workedRow = pdf.text.slice(order[1], order[2]);
    expect(workedRow).toContain(`Arrived ${clock.format(times.arrival)}`);
    expect(workedRow).toContain(`Picked up ${clock.format(times.pickup)}`);
    expect(workedRow).toContain(`Dropped off ${clock.format(times.dropoff)}`);
    expect(workedRow).toContain('3.7');
    // The leg under way shows its arrival and nothing after it.
    const underWayRow = pdf.text.slice(order[4]);
    expect(underWayRow).toContain('Arrived');
    expect(underWayRow).not.toContain('Picked up');
    expect(arrived?.arrivedAt).not.toBeNull();

    expect(pdf.text).toContain('5 legs · 1 completed · 1 no-show · 1 cancelled · 3.7 loaded miles');
    expect(pdf.text).not.toContain('No trips on this day');

    // The driver gets the same document; another driver is told it does not exist.
    const own = await manifest(driver, driver.driverId!, `?date=${day}`);
    expect(own.statusCode).toBe(200);
    expect(readBackPdf(own.rawPayload).text).toContain(`Dropped off ${clock.format(times.dropoff)}`);
    expect((await manifest(other, driver.driverId!, `?date=${day}`)).statusCode).toBe(404);
  });

  it('says so on a day without trips, and is for today on the company calendar when no date is given', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const res = await manifest(driver, driver.driverId!, '?date=2031-02-03');
    expect(res.statusCode, res.body).toBe(200);
    const pdf = readBackPdf(res.rawPayload);
    expect(pdf.text).toContain('No trips on this day');
    expect(pdf.text).toContain('Monday, February 3, 2031 (2031-02-03)');
    expect(pdf.text).toContain('0 legs · 0 completed · 0 no-shows · 0 cancelled · 0.0 loaded miles');

    const before = todayIn(ZONE);
    const today = await manifest(admin, driver.driverId!);
    expect(today.statusCode).toBe(200);
    expect([before, todayIn(ZONE)]).toContain(readBackPdf(today.rawPayload).title?.split(', ').at(-1));
  });

  it('answers a date that is not a calendar date with 400 naming the field, and a driver nobody has with 404', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    for (const date of ['tomorrow', '2031-02-30', '03/02/2031']) {
      const res = await manifest(driver, driver.driverId!, `?date=${encodeURIComponent(date)}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), fieldErrors: { date: 'Use a date such as 2026-11-25' } });
    }
    expect((await manifest(admin, '00000000-0000-4000-8000-000000000000', '?date=2031-02-03')).statusCode).toBe(404);
  });
});

describe('the manifest document', () => {
  it("applies an administrator's corrections to the times and odometers it shows", () => {
    const at = (iso: string) => new Date(iso);
    const record = legRecord([
      { kind: 'start', occurredAt: at('2031-02-03T13:00:00Z'), odometer: null, correction: null },
      { kind: 'arrival', occurredAt: at('2031-02-03T13:10:00Z'), odometer: null, correction: null },
      { kind: 'pickup', occurredAt: at('2031-02-03T13:20:00Z'), odometer: 100, correction: null },
      { kind: 'dropoff', occurredAt: at('2031-02-03T13:50:00Z'), odometer: 112.5, correction: null },
      { kind: 'correction', occurredAt: at('2031-02-03T15:00:00Z'), odometer: 104, correction: { step: 'pickup', note: 'Odometer from the photo', at: '2031-02-03T13:18:00.000Z' } },
    ]);
    expect(record).toEqual({ arrivedAt: at('2031-02-03T13:10:00Z'), pickedUpAt: at('2031-02-03T13:18:00Z'), droppedOffAt: at('2031-02-03T13:50:00Z'), noShowAt: null, loadedMiles: 8.5 });
    expect(legRecord([{ kind: 'pickup', occurredAt: at('2031-02-03T13:20:00Z'), odometer: 100, correction: null }]).loadedMiles).toBeNull();
  });

  it('names the vehicle when the driver has one, and says when there is none', () => {
    const facts = { company: DEFAULT_COMPANY, date: '2031-02-03', driver: { fullName: 'Jordan Lee' }, legs: [] };
    const text = (doc: ReturnType<typeof manifestDocument>) => JSON.stringify(doc.content);
    expect(text(manifestDocument({ ...facts, vehicle: { number: 'Van 7', plate: 'KST-1007' } }))).toContain('Van 7 · plate KST-1007');
    expect(text(manifestDocument({ ...facts, vehicle: null }))).toContain('None assigned');
  });
});
