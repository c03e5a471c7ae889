import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Payer } from '../../../domain/payer';
import type { Place } from '../../../domain/place';
import type { PerformanceReport, VerificationRow } from '../../../domain/report';
import { VERIFICATION_COLUMNS } from './service';
import { legsOfPeriod } from './repository';
import { expectedReport, factsOf } from '../../test/report-legs';
import { performanceFigures } from '../../../domain/performance';
import { weekOf } from '../../../domain/report-words';
import { makeJob } from '../../demo/factories';
import { payerBody } from '../../test/payer';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { showMeasuredFigures } from '../../test/site-policy';
import { STEP_BODIES } from '../../test/trip';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The reports (docs/decisions/108-reports.md) on legs worked through the driver's API at known times, on PGlite and
 * PostgreSQL: the on-time share, the late reason asked for and exported, the rates of no-shows and late
 * cancellations, vehicle hours, a questionable trip, who may read them, and the CSV's rows against the JSON's.
 */
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
let payer: Payer;
const zone = 'America/New_York';
const MIN = 60_000;

const place = (lat: number, lng: number): Place => ({
  street: '1 Market St',
  unit: null,
  city: 'Philadelphia',
  state: 'PA',
  zip: '19103',
  placeType: 'other',
  lat,
  lng,
  needsReview: false,
});
const PICKUP = place(39.9526, -75.1652);
const NEAR = place(39.9597, -75.1968);
// About ten miles north of the pickup place.
const FAR = place(40.0976, -75.1652);

const dayOf = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: zone });

/**
 * The start of a five-hour window of one company day within the last twelve hours: steps a phone may still send.
 * Early in the day the window is the evening before.
 */
function windowStart(now = Date.now()): Date {
  const today = dayOf(new Date(now));
  const sinceMidnight = [...Array(24 * 60).keys()].find((m) => dayOf(new Date(now - (m + 1) * MIN)) !== today)!;
  return new Date(sinceMidnight >= 330 ? now - 330 * MIN : now - (sinceMidnight + 390) * MIN);
}

const call = (url: string, cookie = admin.cookie!) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const step = (jobId: string, name: keyof typeof STEP_BODIES, at: Date, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/proof/${name}`,
    headers: { cookie: driver.cookie! },
    payload: { ...body, at: at.toISOString() },
  });

let start: Date;
let day: string;
let lateJobId: string;
let fastJobId: string;
const at = (minutes: number) => new Date(start.getTime() + minutes * MIN);

/** A leg assigned to the driver and worked step by step; the pickup's body is the caller's. */
async function workedLeg(
  scheduled: number,
  times: [number, number, number, number],
  options: { dropoff?: Place; pickupBody?: object; odometers?: [number, number]; payerId?: string | null } = {},
) {
  const job = await makeJob(t.database.db, {
    assignedDriverId: driver.driverId!,
    status: 'accepted',
    payerId: options.payerId === undefined ? payer.id : options.payerId,
    pickupTime: at(scheduled),
    dropoffTime: at(scheduled + 45),
    pickupPlace: PICKUP,
    dropoffPlace: options.dropoff ?? NEAR,
  });
  const [odometerUp, odometerDown] = options.odometers ?? [1000, 1002.4];
  const position = { lat: 39.9527, lng: -75.1651, accuracyMeters: 7 };
  const bodies = {
    start: {},
    arrival: position,
    pickup: options.pickupBody ?? { ...position, odometer: odometerUp },
    dropoff: { ...STEP_BODIES.dropoff, odometer: odometerDown },
  };
  for (const [index, name] of (['start', 'arrival', 'pickup', 'dropoff'] as const).entries()) {
    const res = await step(job.id, name, at(times[index]!), bodies[name]);
    if (res.statusCode !== 200) return { job, refused: res };
  }
  return { job, refused: null };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payers',
    headers: { cookie: admin.cookie! },
    payload: payerBody({ name: 'Report Broker' }),
  });
  payer = created.json<Payer>();
  start = windowStart();
  day = dayOf(start);

  // On time, 10 minutes after (inside the 15-minute window), late, and a 2-minute ride over ten miles.
  expect((await workedLeg(60, [30, 50, 60, 80])).refused).toBeNull();
  expect((await workedLeg(100, [85, 95, 110, 130])).refused).toBeNull();
  const late = await workedLeg(140, [132, 150, 170, 190], {
    pickupBody: { lat: 39.9527, lng: -75.1651, odometer: 1000 },
  });
  lateJobId = late.job.id;
  expect(late.refused?.statusCode).toBe(409);
  expect(late.refused?.json()).toMatchObject({
    reasons: ['late_reason_required'],
    fieldErrors: { lateReason: expect.any(String) },
  });
  const pickedUp = await step(lateJobId, 'pickup', at(170), {
    lat: 39.9527,
    lng: -75.1651,
    odometer: 1000,
    lateReason: 'rider_not_ready',
  });
  expect(pickedUp.statusCode, pickedUp.body).toBe(200);
  // A caregiver signs: their printed name is asked for.
  const signedBy = { ...STEP_BODIES.dropoff, odometer: 1002.4, signerType: 'caregiver' };
  const unnamed = await step(lateJobId, 'dropoff', at(190), signedBy);
  expect(unnamed.statusCode).toBe(400);
  expect(unnamed.json()).toMatchObject({ fieldErrors: { signerName: 'Print the name of the person who signed' } });
  const named = await step(lateJobId, 'dropoff', at(190), { ...signedBy, signerName: 'Ana Ruiz' });
  expect(named.statusCode, named.body).toBe(200);
  const fast = await workedLeg(200, [192, 200, 202, 204], { dropoff: FAR, odometers: [2000, 2012.9] });
  expect(fast.refused).toBeNull();
  fastJobId = fast.job.id;
  // The driver's last leg of the day is paid by no one: for the payer alone the day ends at the ride before.
  expect((await workedLeg(220, [210, 215, 220, 232], { payerId: null, dropoff: FAR })).refused).toBeNull();

  // A no-show and a late cancellation of the same day's legs.
  await makeJob(t.database.db, { payerId: payer.id, status: 'no_show', pickupTime: at(240), dropoffTime: at(280) });
  await makeJob(t.database.db, {
    payerId: payer.id,
    status: 'cancelled',
    cancelReason: 'rider',
    lateCancellation: true,
    sameDayCancellation: false,
    pickupTime: at(260),
    dropoffTime: at(290),
  });
});
afterAll(() => t.close());

const performance = async (query = '') =>
  (await call(`/api/reports/performance?from=${day}&to=${day}&payerId=${payer.id}${query}`)).json<PerformanceReport>();

describe('GET /api/reports/performance', () => {
  it('counts 3 of 4 pickups on time, the no-show and the late cancellation of the legs due', async () => {
    const report = await performance();
    expect(report.total).toMatchObject({
      legs: 6,
      tripsDone: 4,
      pickupsTimed: 4,
      onTimePickups: 3,
      onTimePickupPercent: 75,
      noShowPercent: 16.7,
      lateCancellationPercent: 16.7,
      sameDayCancellationPercent: 0,
      missedTrips: 0,
    });
    expect(report.results).toEqual(
      expect.arrayContaining([
        { result: 'completed', count: 4 },
        { result: 'no_show', count: 1 },
        { result: 'late_cancel', count: 1 },
      ]),
    );
  });

  it("counts the driver's vehicle hours from the first start to the last drop-off, and trips per hour", async () => {
    const report = await performance('&groupBy=driver');
    // 30 to 204 minutes into the window: 174 minutes.
    expect(report.total.vehicleHours).toBe(2.9);
    expect(report.total.tripsPerVehicleHour).toBe(Math.round((4 / 2.9) * 100) / 100);
    expect(report.groups).toHaveLength(2);
    expect(report.groups.find((g) => g.key === driver.driverId)?.figures).toMatchObject({
      tripsDone: 4,
      vehicleHours: 2.9,
    });
  });

  it('lists the late trip with its reason, and the two-minute ride over ten miles as questionable', async () => {
    const report = await performance();
    expect(report.lateTrips).toMatchObject({
      count: 1,
      trips: [{ jobId: lateJobId, minutesLate: 30, lateReason: 'rider_not_ready' }],
    });
    expect(report.questionable.trips).toEqual([
      expect.objectContaining({ jobId: fastJobId, reasons: expect.arrayContaining(['too_fast']) }),
    ]);
  });

  it('sums in the database what the domain functions give leg by leg, for the period and each group', async () => {
    // For one payer a driver's day is cut short and worked out when read; for every payer each leg's stored share of
    // its whole day is summed: both ways are held to the domain's functions.
    for (const payerId of [payer.id, undefined]) {
      const rows = await legsOfPeriod(t.database.db, { from: day, to: day, payerId, timeZone: zone });
      const expected = expectedReport(rows, 15, zone);
      for (const groupBy of ['day', 'week', 'month', 'driver', 'payer'] as const) {
        const filter = payerId ? `&payerId=${payerId}` : '';
        const report = (
          await call(`/api/reports/performance?from=${day}&to=${day}${filter}&groupBy=${groupBy}`)
        ).json<PerformanceReport>();
        expect(report.total).toEqual(expected.total);
        expect(report.groups.reduce((n, g) => n + g.figures.legs, 0)).toBe(rows.length);
        for (const group of report.groups) {
          const keyOf = (row: (typeof rows)[number]) =>
            groupBy === 'driver'
              ? (row.driver_id ?? 'none')
              : groupBy === 'payer'
                ? (row.payer_id ?? 'none')
                : groupBy === 'day'
                  ? row.day
                  : groupBy === 'week'
                    ? weekOf(row.day)
                    : row.day.slice(0, 7);
          const legs = rows.filter((row) => keyOf(row) === group.key);
          expect(group.figures).toEqual(
            performanceFigures(
              legs.map((row) => factsOf(row, zone)),
              { onTimeWindowMinutes: 15 },
              zone,
            ),
          );
        }
        // One day's questionable trips are listed by id.
        const byId = (a: { jobId: string }, b: { jobId: string }) => (a.jobId < b.jobId ? -1 : 1);
        expect(report.questionable.trips.map((q) => ({ jobId: q.jobId, reasons: q.reasons }))).toEqual(
          [...expected.questionable].sort(byId),
        );
      }
    }
  });

  it('refuses a period backwards or longer than a year, with the field named', async () => {
    const backwards = await call(`/api/reports/performance?from=2026-11-30&to=2026-11-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fieldErrors: { to: 'To must be on or after From' } });
    const long = await call(`/api/reports/performance?from=2025-01-01&to=2026-11-01&groupBy=week`);
    expect(long.statusCode).toBe(400);
    expect((await call(`/api/reports/performance?from=2026-11-01&to=2026-11-02&groupBy=hour`)).statusCode).toBe(400);
  });

  it('is for administrators: a partner or a driver gets 403', async () => {
    const partner = await signedIn(t.app, t.database.db, 'referral_partner');
    for (const who of [partner, driver]) {
      expect((await call(`/api/reports/performance?from=${day}&to=${day}`, who.cookie!)).statusCode).toBe(403);
      expect((await call(`/api/reports/trip-verification?from=${day}&to=${day}`, who.cookie!)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/reports/trip-verification', () => {
  const url = () => `/api/reports/trip-verification?from=${day}&to=${day}&payerId=${payer.id}`;

  it("exports each leg's steps, miles, signer, result and late reason", async () => {
    const { trips } = (await call(url())).json<{ trips: VerificationRow[] }>();
    expect(trips).toHaveLength(6);
    const late = trips.find((trip) => trip.jobId === lateJobId)!;
    expect(late).toMatchObject({
      result: 'completed',
      lateReason: 'rider_not_ready',
      pickedUpAt: at(170).toISOString(),
      pickupLat: 39.9527,
      miles: 2.4,
      milesSource: 'odometer',
      signed: true,
      signerType: 'caregiver',
      signerName: 'Ana Ruiz',
      payerName: 'Report Broker',
    });
    expect(trips.map((trip) => trip.result).sort()).toEqual(
      ['completed', 'completed', 'completed', 'completed', 'late_cancel', 'no_show'].sort(),
    );
  });

  it("answers the same rows as CSV, the JSON's fields as columns, formula-safe", async () => {
    const { trips } = (await call(url())).json<{ trips: VerificationRow[] }>();
    const csv = await call(`${url()}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const parsed = Papa.parse<string[]>(csv.body.trim(), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...VERIFICATION_COLUMNS]);
    const asText = (value: unknown) =>
      value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
    expect(parsed.slice(1)).toEqual(trips.map((trip) => VERIFICATION_COLUMNS.map((c) => asText(trip[c]))));
  });

  it('keeps a name that looks like a formula as text', async () => {
    await makeJob(t.database.db, {
      payerId: payer.id,
      patientName: '=HYPERLINK("http://x")',
      status: 'no_show',
      pickupTime: at(300),
      dropoffTime: at(320),
    });
    const csv = (await call(`${url()}&format=csv`)).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});

describe('GET /api/public/figures', () => {
  it('shows the marketing figures until an administrator chooses the measured ones, then only with enough pickups', async () => {
    const anonymous = () => t.app.inject({ method: 'GET', url: '/api/public/figures' });
    expect((await anonymous()).json()).toEqual({ source: 'marketing', onTimeRate: null, trips: null });
    const saved = await showMeasuredFigures(t.app, admin.cookie!);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ site: { measuredFigures: true } });
    // Four timed pickups are far below the minimum sample: the site keeps its own figures.
    expect((await anonymous()).json()).toMatchObject({ source: 'marketing' });
    // A client that sends only the trip policy keeps the site's choice.
    const { trip } = (await call('/api/policies')).json<{ trip: object }>();
    await t.app.inject({ method: 'PUT', url: '/api/policies', headers: { cookie: admin.cookie! }, payload: { trip } });
    expect((await call('/api/policies')).json()).toMatchObject({ site: { measuredFigures: true } });
  });
});
