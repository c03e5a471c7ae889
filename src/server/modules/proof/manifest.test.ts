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
import { estimateTravel } from '../../../domain/travel';
import type { Place } from '../../../domain/place';
import { legRecord, manifestDocument, type ManifestLeg } from './manifest';
import { createGeo } from '../../geo';

/** The driver's day manifest (docs/decisions/060-day-manifest.md), on PGlite and on PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  // Geography brought by the test: its sample places stand for street-level positions, from which loaded miles
  // may be estimated (docs/decisions/041-geo-places-and-travel.md).
  t = await createTestApp(
    {},
    { geo: createGeo({ geocoderUrl: undefined, routingUrl: undefined, timeZone: DEFAULT_COMPANY.timeZone }) },
  );
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const ZONE = DEFAULT_COMPANY.timeZone;
const MINUTE = 60_000;
const clock = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' });
const manifest = (who: SignedIn, driverId: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/jobs/driver/${driverId}/manifest.pdf${query}`,
    headers: who.cookie ? { cookie: who.cookie } : {},
  });
const step = (
  who: SignedIn,
  jobId: string,
  name: 'start' | 'arrival' | 'pickup' | 'dropoff',
  at: Date,
  body: Record<string, unknown> = STEP_BODIES[name],
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/proof/${name}`,
    headers: { cookie: who.cookie! },
    payload: { ...body, at: at.toISOString() },
  });

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
    const rider = (
      await t.app.inject({
        method: 'POST',
        url: '/api/riders',
        payload: riderInput({ fullName: 'Ada Byrne', oxygen: true, serviceAnimal: true }),
        headers: { cookie: admin.cookie! },
      })
    ).json<{ id: string }>();
    const leg = (patientName: string, time: string, extra: Parameters<typeof makeJob>[1] = {}) =>
      makeJob(t.database.db, {
        assignedDriverId: driver.driverId!,
        patientName,
        pickupTime: at(time),
        dropoffTime: new Date(at(time).getTime() + 45 * MINUTE),
        ...extra,
      });

    // Made out of order: the manifest sorts them by pickup.
    const underWay = await leg('Ivy Kerr', '15:00', { status: 'accepted' });
    await leg('Gus Hale', '13:00', { status: 'cancelled', cancelReason: 'rider', cancelledAt: new Date() });
    const worked = await leg('Cal Dunn', '09:00', { status: 'accepted', levelOfService: 'wheelchair', escortCount: 2 });
    await leg('Ada Byrne', '07:30', { riderId: rider.id });
    await leg('Eve Fox', '11:00', { status: 'no_show', noShowAt: at('11:20') });
    // Not on this manifest: the driver's next day, and another driver's leg of the same day.
    await leg('Lou Marsh', '08:00', { pickupTime: at('08:00', nextDay), dropoffTime: at('08:40', nextDay) });
    await makeJob(t.database.db, {
      assignedDriverId: other.driverId!,
      patientName: 'Otto Nash',
      pickupTime: at('10:00'),
      dropoffTime: at('10:40'),
    });

    for (const name of ['start', 'arrival', 'pickup', 'dropoff'] as const) {
      const res = await step(driver, worked.id, name, times[name]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    await workLeg(t.app, driver.cookie!, underWay.id, ['start', 'arrival']);
    const [arrived] = await t.database.db
      .select({ arrivedAt: jobs.arrivedAt })
      .from(jobs)
      .where(eq(jobs.id, underWay.id));

    const res = await manifest(admin, driver.driverId!, `?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="manifest-${day}-${driver.driverId!.slice(0, 8)}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = readBackPdf(res.rawPayload);
    expect(pdf.title).toBe(`Driver's manifest: Jordan Lee, ${day}`);
    for (const words of [
      DEFAULT_COMPANY.name,
      'Jordan Lee',
      `(${day})`,
      'plate ',
      'Oxygen, Service animal',
      'Wheelchair + 2 escorts',
      'CANCELLED',
      'Rider cancelled',
      'NO-SHOW',
      'In Progress',
      'Completed',
    ]) {
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

  it('counts the odometer where it was read at both ends and the estimate between the places elsewhere, marked, in totals that add up', async () => {
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const { times, day } = stepTimes();
    const at = (time: string) => new Date(zonedLocalToIso(`${day}T${time}`, ZONE));
    const leg = (patientName: string, time: string, extra: Parameters<typeof makeJob>[1] = {}) =>
      makeJob(t.database.db, {
        assignedDriverId: driver.driverId!,
        patientName,
        status: 'accepted',
        pickupTime: at(time),
        dropoffTime: new Date(at(time).getTime() + 45 * MINUTE),
        ...extra,
      });
    const unplaced: Place = {
      street: '1 Nowhere Rd',
      unit: null,
      city: 'Philadelphia',
      state: 'PA',
      zip: '00000',
      placeType: 'other',
      lat: null,
      lng: null,
      needsReview: true,
    };
    const read = await leg('Ada Byrne', '07:00');
    const unread = await leg('Bo Cole', '08:00');
    const nowhere = await leg('Cy Dale', '09:00', { pickupPlace: unplaced });
    await leg('Di Eng', '10:00', { status: 'no_show', noShowAt: at('10:20') });

    const work = async (jobId: string, pickupOdometer: boolean) => {
      for (const name of ['start', 'arrival', 'pickup', 'dropoff'] as const) {
        const { odometer, ...body } = STEP_BODIES[name];
        const res = await step(
          driver,
          jobId,
          name,
          times[name],
          name === 'pickup' && !pickupOdometer ? body : { ...body, odometer },
        );
        expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      }
    };
    await work(read.id, true);
    // As the phone works a leg: the odometer asked for at drop-off only.
    await work(unread.id, false);
    await work(nowhere.id, false);

    const estimate = milesBetween(unread.pickupPlace, unread.dropoffPlace);
    expect(estimate).toBeGreaterThan(0);
    expect(estimate).not.toBe(3.7);
    const res = await manifest(admin, driver.driverId!, `?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = readBackPdf(res.rawPayload).text;
    // A row runs from its rider's name to the next row's pickup time; its last cell is the loaded miles.
    const rowOf = (name: string, next: string) =>
      text.slice(text.indexOf(name), text.indexOf(next, text.indexOf(name)));
    // Both readings: the odometer's 3.7, unmarked; the drop-off's alone: the estimate, marked; no coordinates: none.
    expect(rowOf('Ada Byrne', clock.format(at('08:00')))).toMatch(/Dropped off [\d:]+ [AP]M3\.7$/);
    expect(rowOf('Bo Cole', clock.format(at('09:00')))).toMatch(
      new RegExp(`Dropped off [\\d:]+ [AP]M${estimate.toFixed(1).replace('.', '\\.')} est\\.$`),
    );
    expect(rowOf('Cy Dale', clock.format(at('10:00')))).toMatch(/Dropped off [\d:]+ [AP]M—$/);
    expect(rowOf('Di Eng', 'Totals')).not.toContain('est.');

    const total = (37 + Math.round(estimate * 10)) / 10;
    expect(text).toContain(
      `4 legs · 3 completed · 1 no-show · 0 cancelled · ${total.toFixed(1)} loaded miles (3.7 from the odometer, ${estimate.toFixed(1)} estimated)`,
    );
    expect(text).toContain('"est.": the odometer was not read at both pickup and drop-off');
    expect(text).toContain(
      '1 completed leg without both odometer readings and without an estimate is not in the loaded miles.',
    );
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
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        fieldErrors: { date: 'Use a date such as 2026-11-25' },
      });
    }
    expect((await manifest(admin, '00000000-0000-4000-8000-000000000000', '?date=2031-02-03')).statusCode).toBe(404);
  });
});

/** The product's travel estimate between a job's two places (docs/decisions/041-geo-places-and-travel.md), in miles. */
function milesBetween(pickup: Place | null, dropoff: Place | null): number {
  if (pickup?.lat == null || pickup.lng == null || dropoff?.lat == null || dropoff.lng == null)
    throw new Error('the sample places have no coordinates');
  return estimateTravel({ lat: pickup.lat, lng: pickup.lng }, { lat: dropoff.lat, lng: dropoff.lng }, new Date(), ZONE)
    .miles;
}

describe('the manifest document', () => {
  it('adds up the loaded miles as the rows print them, and uses an estimate only for a completed leg without both readings', () => {
    const at = (iso: string) => new Date(iso);
    const job = (id: string, patientName: string, status: ManifestLeg['job']['status']): ManifestLeg['job'] => ({
      id,
      patientName,
      status,
      pickupAddress: 'A',
      dropoffAddress: 'B',
      levelOfService: 'ambulatory',
      escortCount: 0,
      rideNotes: null,
      pickupTime: '2031-02-03T13:00:00.000Z',
      appointmentTime: null,
      cancelReason: null,
    });
    const odometer = (from: number, to: number): ManifestLeg['events'] => [
      { kind: 'pickup', occurredAt: at('2031-02-03T13:20:00Z'), odometer: from, correction: null },
      { kind: 'dropoff', occurredAt: at('2031-02-03T13:50:00Z'), odometer: to, correction: null },
    ];
    const legs: ManifestLeg[] = [
      // 1.04 read on the odometer and 1.04 estimated print as 1.0 each: the total is 2.0, not 2.1.
      { job: job('1', 'Ann Ames', 'completed'), needs: null, events: odometer(100, 101.04), estimatedMiles: 9.9 },
      { job: job('2', 'Ben Bell', 'completed'), needs: null, events: odometer(100, 0), estimatedMiles: 1.04 },
      // Not completed: neither its estimate nor anything else counts.
      { job: job('3', 'Cat Chu', 'no_show'), needs: null, events: [], estimatedMiles: 50 },
    ];
    const text = JSON.stringify(
      manifestDocument({
        company: DEFAULT_COMPANY,
        date: '2031-02-03',
        driver: { fullName: 'Jordan Lee' },
        vehicle: null,
        legs,
      }).content,
    );
    expect(text).toContain('"1.0"');
    expect(text).toContain('"1.0 est."');
    expect(text).not.toContain('9.9');
    expect(text).not.toContain('50.0');
    expect(text).toContain(
      '3 legs · 2 completed · 1 no-show · 0 cancelled · 2.0 loaded miles (1.0 from the odometer, 1.0 estimated)',
    );
    expect(text).not.toContain('without an estimate');
  });

  it("applies an administrator's corrections to the times and odometers it shows", () => {
    const at = (iso: string) => new Date(iso);
    const record = legRecord([
      { kind: 'start', occurredAt: at('2031-02-03T13:00:00Z'), odometer: null, correction: null },
      { kind: 'arrival', occurredAt: at('2031-02-03T13:10:00Z'), odometer: null, correction: null },
      { kind: 'pickup', occurredAt: at('2031-02-03T13:20:00Z'), odometer: 100, correction: null },
      { kind: 'dropoff', occurredAt: at('2031-02-03T13:50:00Z'), odometer: 112.5, correction: null },
      {
        kind: 'correction',
        occurredAt: at('2031-02-03T15:00:00Z'),
        odometer: 104,
        correction: { step: 'pickup', note: 'Odometer from the photo', at: '2031-02-03T13:18:00.000Z' },
      },
    ]);
    expect(record).toEqual({
      arrivedAt: at('2031-02-03T13:10:00Z'),
      pickedUpAt: at('2031-02-03T13:18:00Z'),
      droppedOffAt: at('2031-02-03T13:50:00Z'),
      noShowAt: null,
      loadedMiles: 8.5,
    });
    expect(
      legRecord([{ kind: 'pickup', occurredAt: at('2031-02-03T13:20:00Z'), odometer: 100, correction: null }])
        .loadedMiles,
    ).toBeNull();
  });

  it('names the vehicle when the driver has one, and says when there is none', () => {
    const facts = { company: DEFAULT_COMPANY, date: '2031-02-03', driver: { fullName: 'Jordan Lee' }, legs: [] };
    const text = (doc: ReturnType<typeof manifestDocument>) => JSON.stringify(doc.content);
    expect(text(manifestDocument({ ...facts, vehicle: { number: 'Van 7', plate: 'KST-1007' } }))).toContain(
      'Van 7 · plate KST-1007',
    );
    expect(text(manifestDocument({ ...facts, vehicle: null }))).toContain('None assigned');
  });

  it("says when the driver clocked in and out on the company's clock, or that they did not", () => {
    const facts = {
      company: DEFAULT_COMPANY,
      date: '2031-02-03',
      driver: { fullName: 'Jordan Lee' },
      legs: [],
      vehicle: null,
    };
    const text = (doc: ReturnType<typeof manifestDocument>) => JSON.stringify(doc.content);
    const clockedInAt = new Date('2031-02-03T11:02:00Z');
    expect(text(manifestDocument({ ...facts, clock: { clockedInAt, clockedOutAt: null } }))).toContain(
      '6:02 AM to not yet',
    );
    expect(
      text(manifestDocument({ ...facts, clock: { clockedInAt, clockedOutAt: new Date('2031-02-03T19:40:00Z') } })),
    ).toContain('6:02 AM to 2:40 PM');
    expect(text(manifestDocument({ ...facts, clock: null }))).toContain('Not clocked in');
  });
});
