// The reports over a year of a 60-van company (docs/decisions/108-reports.md): about 150,000 legs (60 drivers, seven
// legs a day each, 365 days; nine in ten completed with their four proof events, the rest no-shows and
// cancellations) seeded by SQL on PostgreSQL, then through the real app (app.inject, no HTTP socket):
// GET /api/reports/performance for the year grouped by week and by driver (the first read, which works out every
// leg's stored figures, timed apart; then again after a day's legs changed), and GET /api/reports/trip-verification
// for the last 30 days as JSON and as CSV. Each answer is checked against the seeded counts, and the plan of the
// legs query for the month and the year is printed.
// Usage: npm run bench:reports [-- --days 365 --drivers 60 --runs 3]; PostgreSQL is TEST_DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/postgres (a scratch database is created and dropped). tsx runs it so it can
// import the TypeScript modules.
import { sql } from 'drizzle-orm';
import { todayIn } from '../src/domain/dates';
import { makeDriver, makeVehicle } from '../src/server/demo/factories';
import { performanceTotalsQuery } from '../src/server/modules/reports/performance-repository';
import { legsOfPeriod, legsOfPeriodQuery } from '../src/server/modules/reports/repository';
import { expectedReport } from '../src/server/test/report-legs';
import { rowsOf } from '../src/server/db/rows';
import { payerBody } from '../src/server/test/payer';
import { signedIn } from '../src/server/test/sign-in';
import { createTestApp } from '../src/server/test/test-app';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const days = Number(option('days', '365'));
const driverCount = Number(option('drivers', '60'));
const runs = Number(option('runs', '3'));
const LEGS_A_DAY = 7;
const zone = 'America/New_York';
const TARGETS = { reportMs: 1000, monthExportMs: 3000 };
process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';

function check(condition, what) {
  if (!condition) throw new Error(`wrong: ${what}`);
}
async function timed(what) {
  const started = performance.now();
  const result = await what();
  return [result, performance.now() - started];
}
const dayBefore = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** A year of legs for every driver, by SQL: the API would take hours to make 150,000 legs one by one. */
async function seed(db, payers, today) {
  const drivers = [];
  for (let i = 0; i < driverCount; i++) {
    const vehicle = await makeVehicle(db, { number: `V${i}`, vin: `1FTBW3XM0HKA${String(10000 + i)}` });
    drivers.push((await makeDriver(db, { status: 'approved', vehicleId: vehicle.id })).id);
  }
  await db.execute(sql`select setseed(0.42)`);
  const place = (lat, lng) =>
    sql`jsonb_build_object('street', '1 Market St', 'unit', null, 'city', 'Philadelphia', 'state', 'PA', 'zip', '19103', 'placeType', 'residence', 'lat', ${lat}, 'lng', ${lng}, 'needsReview', false)`;
  const uuids = (ids) => sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`);
  const driverArray = uuids(drivers);
  const payerArray = uuids(payers);
  await db.execute(sql`
    with slots as (
      select d, v, k, random() as r, random() as jitter, random() as lat, random() as lng,
        (((${today}::date - d)::timestamp at time zone ${zone}) + interval '7 hours' + k * interval '75 minutes') as due
      from generate_series(1, ${days}) d, generate_series(1, ${driverCount}) v, generate_series(0, ${LEGS_A_DAY - 1}) k
    )
    insert into jobs (patient_name, patient_phone, pickup_address, dropoff_address, pickup_time, dropoff_time, job_rate,
      status, assigned_driver_id, payer_id, pickup_place, dropoff_place, broker_trip_id, accepted_at, started_at,
      arrived_at, picked_up_at, completed_at, no_show_at, cancelled_at, cancel_reason, late_cancellation,
      same_day_cancellation)
    select 'Rider ' || v || '-' || k, '2155550100', '1 Market St, Philadelphia, PA 19103', '2 Broad St, Philadelphia, PA 19107',
      due, due + interval '45 minutes', 55.00,
      (case when r < 0.9 then 'completed' when r < 0.93 then 'no_show' else 'cancelled' end)::job_status,
      (${driverArray})[v],
      (${payerArray})[k % ${payers.length} + 1],
      ${place(sql`39.90 + lat * 0.1`, sql`-75.20 + lng * 0.1`)},
      ${place(sql`39.95 + lng * 0.1`, sql`-75.15 + lat * 0.1`)},
      'B' || d || '-' || v || '-' || k,
      due - interval '1 day',
      case when r < 0.93 then due - interval '20 minutes' end,
      case when r < 0.93 then due - interval '3 minutes' end,
      case when r < 0.9 then due + (jitter * 30 - 8) * interval '1 minute' end,
      case when r < 0.9 then due + (jitter * 30 + 17) * interval '1 minute' end,
      case when r >= 0.9 and r < 0.93 then due + interval '10 minutes' end,
      case when r >= 0.93 then due - interval '3 hours' end,
      (case when r >= 0.99 then 'missed_trip' when r >= 0.93 then 'rider' end)::cancel_reason,
      r >= 0.93 and r < 0.95, r >= 0.95 and r < 0.96
    from slots`);
  await db.execute(sql`
    insert into proof_events (job_id, seq, kind, occurred_at, recorded_at, actor_role, lat, lng, odometer, signature,
      attested, prev_hash, hash, late_reason)
    select j.id, s.seq, s.kind::proof_event_kind, s.at, s.at, 'driver',
      (j.pickup_place->>'lat')::float8, (j.pickup_place->>'lng')::float8,
      case s.kind when 'pickup' then 1000 when 'dropoff' then 1000 + 5 end,
      case when s.kind = 'dropoff' then 'data:image/png;base64,iVBORw0KGgo=' end,
      s.kind = 'dropoff', '', md5(j.id::text || s.seq),
      case when s.kind = 'pickup' and j.picked_up_at > j.pickup_time + interval '15 minutes' then 'traffic' end
    from jobs j
    cross join lateral (values (1, 'start', j.started_at), (2, 'arrival', j.arrived_at), (3, 'pickup', j.picked_up_at),
      (4, 'dropoff', j.completed_at)) s(seq, kind, at)
    where j.status = 'completed'`);
  await db.execute(sql`analyze`);
  const [counts] = rowsOf(
    await db.execute(sql`select count(*)::int as legs, count(*) filter (where status = 'completed')::int as done,
      (select count(*)::int from proof_events) as events from jobs`),
  );
  return counts;
}

async function plan(db, query) {
  const rows = rowsOf(await db.execute(sql`explain (analyze, costs off, timing off, summary on) ${query}`));
  return rows.map((row) => Object.values(row)[0]);
}

const t = await createTestApp();
try {
  const db = t.database.db;
  const admin = await signedIn(t.app, db, 'admin');
  const get = (url) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  const payers = [];
  for (const [name, type] of [
    ['Bench Medicaid Broker', 'medicaid_broker'],
    ['Bench Health Plan', 'health_insurance'],
    ['Bench Facility', 'facility'],
  ]) {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/payers',
      headers: { cookie: admin.cookie },
      payload: payerBody({ name, type }),
    });
    check(made.statusCode === 201, `payer ${made.statusCode} ${made.body}`);
    payers.push(made.json().id);
  }
  const today = todayIn(zone);
  const [counts, seedMs] = await timed(() => seed(db, payers, today));
  console.log(
    `seeded ${counts.legs} legs (${counts.done} completed, ${counts.events} proof events) for ${driverCount} drivers over ${days} days in ${(seedMs / 1000).toFixed(1)} s`,
  );
  const yearFrom = dayBefore(today, days);
  const monthFrom = dayBefore(today, 30);
  // The seed wrote its legs by SQL, so every one is marked out of date: the first report works them all out.
  const [first, firstMs] = await timed(() => get(`/api/reports/performance?from=${yearFrom}&to=${today}&groupBy=week`));
  check(first.statusCode === 200 && first.json().total.legs === counts.legs, `first report ${first.statusCode}`);
  console.log(`  the first report works out all ${counts.legs} legs' figures: ${(firstMs / 1000).toFixed(1)} s`);
  const results = { week: [], driver: [], json: [], csv: [], changed: [] };
  for (let r = 0; r < runs; r++) {
    for (const groupBy of ['week', 'driver']) {
      const [res, ms] = await timed(() =>
        get(`/api/reports/performance?from=${yearFrom}&to=${today}&groupBy=${groupBy}`),
      );
      check(res.statusCode === 200, `performance ${res.statusCode} ${res.body.slice(0, 200)}`);
      const report = res.json();
      check(report.total.legs === counts.legs, `legs ${report.total.legs} of ${counts.legs}`);
      check(report.total.tripsDone === counts.done, `done ${report.total.tripsDone} of ${counts.done}`);
      if (groupBy === 'driver') check(report.groups.length === driverCount, `${report.groups.length} driver groups`);
      results[groupBy].push(ms);
      if (r === 0)
        console.log(
          `  by ${groupBy}: ${report.groups.length} groups, on time ${report.total.onTimePickupPercent}%, ${report.total.vehicleHours} vehicle hours, ${report.questionable.count} questionable; answer ${Math.round(res.rawPayload.length / 1024)} KB`,
        );
    }
    for (const format of ['json', 'csv']) {
      const [res, ms] = await timed(() =>
        get(`/api/reports/trip-verification?from=${monthFrom}&to=${dayBefore(today, 1)}&format=${format}`),
      );
      check(res.statusCode === 200, `verification ${res.statusCode}`);
      const rows = format === 'json' ? res.json().trips.length : res.body.split('\r\n').length - 1;
      check(rows === driverCount * LEGS_A_DAY * Math.min(days, 30), `${rows} rows in the month's ${format}`);
      results[format].push(ms);
      if (r === 0)
        console.log(`  verification ${format}: ${rows} legs, ${Math.round(res.rawPayload.length / 1024)} KB`);
    }
  }
  // A day's worth of changes since the last report: every pickup of the last day a minute later, their drivers'
  // days worked out again before the year is read.
  for (let r = 0; r < runs; r++) {
    const changed = await db.execute(sql`update jobs set picked_up_at = picked_up_at + interval '1 minute'
      where status = 'completed' and pickup_time >= ${dayBefore(today, 1)}::date`);
    const [res, ms] = await timed(() => get(`/api/reports/performance?from=${yearFrom}&to=${today}&groupBy=week`));
    check(res.statusCode === 200, `changed ${res.statusCode}`);
    results.changed.push(ms);
    if (r === 0)
      console.log(`  a day's changes: ${changed.rowCount} legs' pickups a minute later, then the year by week`);
  }
  // The sums in the database against the domain's functions leg by leg, over the last week's legs.
  const weekFrom = dayBefore(today, 7);
  const week = (await get(`/api/reports/performance?from=${weekFrom}&to=${today}&groupBy=day`)).json();
  const expected = expectedReport(await legsOfPeriod(db, { from: weekFrom, to: today, timeZone: zone }), 15, zone);
  check(
    JSON.stringify(week.total) === JSON.stringify(expected.total),
    `week ${JSON.stringify(week.total)} vs ${JSON.stringify(expected.total)}`,
  );
  check(
    week.questionable.count === expected.questionable.length,
    `questionable ${week.questionable.count} vs ${expected.questionable.length}`,
  );
  console.log(
    `  the week's figures equal the domain's leg by leg (${expected.total.legs} legs, ${expected.questionable.length} questionable)`,
  );
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  const ms = (x) => `${Math.round(x)} ms`;
  console.log(
    `median of ${runs}: year by week ${ms(median(results.week))}, year by driver ${ms(median(results.driver))}; ` +
      `after a day's changes ${ms(median(results.changed))}; ` +
      `month export JSON ${ms(median(results.json))}, CSV ${ms(median(results.csv))}`,
  );
  const reportMet = Math.max(median(results.week), median(results.driver), median(results.changed)) <= TARGETS.reportMs;
  const exportMet = Math.max(median(results.json), median(results.csv)) <= TARGETS.monthExportMs;
  console.log(
    `targets: report ≤ ${TARGETS.reportMs} ms ${reportMet ? 'met' : 'MISSED'}; month export ≤ ${TARGETS.monthExportMs} ms ${exportMet ? 'met' : 'MISSED'}`,
  );
  for (const [what, query] of [
    [
      'the performance report of the year by week',
      performanceTotalsQuery({ from: yearFrom, to: today, timeZone: zone, groupBy: 'week', onTimeWindowMinutes: 15 }),
    ],
    [
      'the verification export of the month',
      legsOfPeriodQuery({ from: monthFrom, to: dayBefore(today, 1), timeZone: zone }),
    ],
  ]) {
    console.log(`plan of ${what}:`);
    for (const line of await plan(db, query)) console.log(`  ${line}`);
  }
} finally {
  await t.close();
}
