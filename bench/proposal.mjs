// Routes proposed for a full day (docs/decisions/064-route-proposals.md): 600 unassigned legs and 60 drivers on PostgreSQL, the built server.
//   1. From POST /api/dispatch/proposals to the proposal ready: seconds, legs placed, why the rest were not, miles.
//   2. Meanwhile the API keeps answering: other requests (the job list, the driver list, the session, one day's
//      board) at a steady rate, their p50/p99 before the proposal and while it is being worked out.
// Usage: npm run bench:proposal   (needs PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_PROPOSAL_SECONDS (search budget, default 45), BENCH_PROPOSAL_LEGS (600), BENCH_PROPOSAL_DRIVERS (60),
//   BENCH_PROPOSAL_SHIFTS (default 1: each driver has one of three shift patterns and a home place; 0: none)
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { buildServer, signIn, startApp } from './support/app.mjs';
import { dropDatabase, recreateDatabase } from './support/postgres.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5094);
const SECONDS = Number(process.env.BENCH_PROPOSAL_SECONDS ?? 45);
const LEGS = Number(process.env.BENCH_PROPOSAL_LEGS ?? 600);
const DRIVERS = Number(process.env.BENCH_PROPOSAL_DRIVERS ?? 60);
const PASSWORD = 'proposal-bench-password-123';
const DB = 'keystone_bench_proposal';
const RATE_PER_SECOND = 20;
const SHIFTS = process.env.BENCH_PROPOSAL_SHIFTS !== '0';

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

function seed(url) {
  const args = [
    'tsx',
    'src/server/cli/seed-board-day.ts',
    '--date',
    date,
    '--drivers',
    String(DRIVERS),
    '--legs',
    String(LEGS),
    '--planning',
    ...(SHIFTS ? ['--shifts'] : []),
  ];
  const seeded = spawnSync('npx', args, {
    env: { ...process.env, DATABASE_URL: url, BOARD_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr || seeded.stdout}`);
  console.log(seeded.stdout.trim());
}

/** Requests at a steady rate until `until` resolves; each one's time from sending to its last byte. */
async function steadyLoad(url, cookie, until) {
  const paths = ['/api/jobs?limit=25', '/api/drivers?limit=25', '/api/session', `/api/dispatch/day?date=${date}`];
  const times = [];
  const failures = [];
  let stop = false;
  void until.then(() => (stop = true));
  const inFlight = new Set();
  for (let n = 0; !stop; n += 1) {
    const path = paths[n % paths.length];
    const started = performance.now();
    const request = fetch(url + path, { headers: { cookie } })
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) failures.push(`${path} ${res.status}`);
        times.push({ path, ms: performance.now() - started });
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
    await new Promise((r) => setTimeout(r, 1000 / RATE_PER_SECOND));
  }
  await Promise.all(inFlight);
  return { times, failures };
}

function report(label, { times, failures }) {
  const all = times.map((t) => t.ms);
  console.log(
    `${label}: ${times.length} requests, p50 ${quantile(all, 0.5).toFixed(1)} ms, p99 ${quantile(all, 0.99).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms, failures ${failures.length}`,
  );
  for (const path of new Set(times.map((t) => t.path))) {
    const mine = times.filter((t) => t.path === path).map((t) => t.ms);
    console.log(
      `  ${path.padEnd(36)} p50 ${quantile(mine, 0.5).toFixed(1)} ms, p99 ${quantile(mine, 0.99).toFixed(1)} ms`,
    );
  }
}

async function main() {
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  buildServer();
  const url = await recreateDatabase(DB);
  seed(url);
  const app = await startApp({
    databaseUrl: url,
    port: PORT,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
  });
  try {
    const cookie = await signIn(app.url, 'board.admin', PASSWORD);
    // Warm the paths once, then a quiet baseline of ten seconds.
    await steadyLoad(app.url, cookie, new Promise((r) => setTimeout(r, 2000)));
    const baseline = await steadyLoad(app.url, cookie, new Promise((r) => setTimeout(r, 10_000)));

    const started = performance.now();
    const posted = await fetch(`${app.url}/api/dispatch/proposals`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ date, scope: 'unassigned', seconds: SECONDS }),
    });
    if (posted.status !== 202) throw new Error(`proposal refused: ${posted.status} ${await posted.text()}`);
    const { id } = await posted.json();
    let proposal;
    const done = (async () => {
      for (;;) {
        proposal = await (await fetch(`${app.url}/api/dispatch/proposals/${id}`, { headers: { cookie } })).json();
        if (proposal.status !== 'running') return;
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    const during = await steadyLoad(app.url, cookie, done);
    const seconds = (performance.now() - started) / 1000;
    if (proposal.status !== 'ready') throw new Error(`proposal ${proposal.status}: ${proposal.error}`);

    const { result } = proposal;
    const reasons = {};
    for (const u of result.unplaced) reasons[u.reason] = (reasons[u.reason] ?? 0) + 1;
    console.log(
      `\nProposal for ${LEGS} legs and ${DRIVERS} drivers${SHIFTS ? ' (three shift patterns, routes from home)' : ''} on ${date}, search budget ${SECONDS} s:`,
    );
    console.log(`  ready after ${seconds.toFixed(1)} s (search ${result.seconds} s, ${result.iterations} iterations)`);
    console.log(
      `  placed ${result.proposed.legs} legs in ${result.lanes.length} lanes; ${result.unplaced.length} left: ${JSON.stringify(reasons)}`,
    );
    console.log(
      `  driving ${result.proposed.miles} mi, ${result.proposed.minutes} min; drivers left out ${result.driversLeftOut.length}`,
    );
    // Checked from outside the planner: every stop inside its driver's shift of the day.
    const day = await (await fetch(`${app.url}/api/availability?date=${date}`, { headers: { cookie } })).json();
    const shiftOf = new Map(day.drivers.map((d) => [d.driverId, d]));
    const outside = result.lanes.flatMap((lane) => {
      const shift = shiftOf.get(lane.driverId);
      return lane.stops.filter((stop) => !shift?.shiftStart || stop.at < shift.shiftStart || stop.at > shift.shiftEnd);
    });
    console.log(`  stops outside their driver's shift: ${outside.length}`);
    console.log('');
    report('API before the proposal', baseline);
    report('API while it was worked out', during);
  } finally {
    await app.stop();
    await dropDatabase(DB);
  }
}

await main();
