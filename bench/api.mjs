// `npm run bench`: API throughput and latency on loopback against PostgreSQL (results in docs/performance.md).
//   (a) a bare node:http hello-world, the ceiling of this machine
//   (b) GET /api/jobs page 1 as a signed-in admin over 100,000 jobs
//   (c) GET /api/jobs/driver/:id as that driver
//   (d) POST /api/referrals (the public form; each request from its own address, as partners are)
// then (b) at a fixed 1,000 req/s, and page-1 latency over 1,000, 100,000 and 1,000,000 jobs (median of 3 rounds).
// BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10), BENCH_DATABASE_URL (a server whose user
// may create databases; default the local one). The 1,000,000-job database takes about a minute to load the
// first time and is kept for later runs; BENCH_SKIP_MILLION=1 leaves it out.
import { spawn } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { buildServer, nextCallerAddress, referralBody, signIn, startApp } from './support/app.mjs';
import { cpuPerRequest, cpuSnapshot } from './support/cpu.mjs';
import { query, scaleDatabase, serverUrl } from './support/postgres.mjs';
import { requireLoopback } from './faults/submissions.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = 5091;
const HELLO_PORT = 5092;

/** One autocannon run; what went wrong on the client side is kept by error code for the report. */
async function load({ appPid, ...options }) {
  const before = appPid ? cpuSnapshot(appPid) : null;
  const run = autocannon({ connections, duration, ...options });
  const errors = {};
  run.on('reqError', (error) => (errors[error.code ?? error.message] = (errors[error.code ?? error.message] ?? 0) + 1));
  const result = await run;
  const cpu = appPid ? cpuPerRequest(before, cpuSnapshot(appPid), result.requests.total) : null;
  return { ...result, errorCodes: errors, cpu };
}

function summary(name, result, { overload = false } = {}) {
  const failed = result.non2xx + result.errors + result.timeouts;
  // Under a fixed rate above capacity, timeouts are the finding, not a broken run.
  if (!overload && failed > result.requests.total * 0.01) {
    throw new Error(
      `${name}: ${failed} of ${result.requests.total} requests failed (non-2xx ${result.non2xx}, errors ${JSON.stringify(result.errorCodes)}, timeouts ${result.timeouts})`,
    );
  }
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed,
    cpu: result.cpu,
  };
}

async function helloWorld() {
  const child = spawn('node', ['bench/support/hello.mjs', String(HELLO_PORT)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 300));
  try {
    const url = `http://127.0.0.1:${HELLO_PORT}/`;
    await load({ url, duration: 2 });
    return summary('(a) node:http hello world', await load({ url, appPid: child.pid }));
  } finally {
    child.kill();
  }
}

async function driverOf(url, cookie) {
  const response = await fetch(`${url}/api/drivers/me`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/drivers/me: ${response.status}`);
  return (await response.json()).id;
}

async function apiRuns(databaseUrl) {
  const app = await startApp({ databaseUrl, port: PORT });
  try {
    const admin = await signIn(app.url, 'scale.admin');
    const driverCookie = await signIn(app.url, 'scale.driver.000001');
    const driverId = await driverOf(app.url, driverCookie);
    const jobs = { url: `${app.url}/api/jobs`, headers: { cookie: admin }, appPid: app.child.pid };
    await load({ ...jobs, duration: 2 });
    const list = summary('(b) GET /api/jobs, admin, 100k jobs', await load(jobs));
    const mine = summary(
      '(c) GET /api/jobs/driver/:id, driver',
      await load({
        url: `${app.url}/api/jobs/driver/${driverId}`,
        headers: { cookie: driverCookie },
        appPid: app.child.pid,
      }),
    );
    let n = 0;
    const referrals = summary(
      '(d) POST /api/referrals',
      await load({
        url: `${app.url}/api/referrals`,
        appPid: app.child.pid,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextCallerAddress() },
              body: JSON.stringify(referralBody((n += 1))),
            }),
          },
        ],
      }),
    );
    const fixed = summary('(b) at a fixed 1,000 req/s', await load({ ...jobs, connections: 50, overallRate: 1000 }), {
      overload: true,
    });
    return { list, mine, referrals, fixed };
  } finally {
    await app.stop();
  }
}

const ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Page-1 latency with one caller at a time, so the figure is the request's own cost, not queueing. One app per
 * data size, all up at once, measured in turns over several rounds and summed up by the median: a single
 * run of a few milliseconds moves with whatever else the shared machine does in those seconds.
 */
async function listLatencies(sizes, databases) {
  const apps = [];
  try {
    for (const [index, [label]] of sizes.entries()) {
      const app = await startApp({ databaseUrl: databases[label], port: PORT + 10 + index });
      apps.push({
        label,
        app,
        target: {
          url: `${app.url}/api/jobs`,
          headers: { cookie: await signIn(app.url, 'scale.admin') },
          connections: 1,
        },
      });
    }
    for (const { target } of apps) await load({ ...target, duration: 2 });
    const runs = new Map(apps.map(({ label }) => [label, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { label, target } of apps)
        runs.get(label).push(await load({ ...target, duration: Math.max(3, duration / 3) }));
    }
    return apps.map(({ label }) => {
      const results = runs.get(label);
      results.forEach((result) => summary(label, result));
      return {
        name: `GET /api/jobs page 1, ${label} jobs`,
        mean: median(results.map((r) => r.latency.average)),
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
      };
    });
  } finally {
    await Promise.all(apps.map(({ app }) => app.stop()));
  }
}

const ms = (v) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;
const pad = (s, n) => String(s).padEnd(n);

async function main() {
  // It drops and reloads keystone_bench_* databases: never on another host.
  requireLoopback(serverUrl);
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  const [{ version }] = await query(serverUrl, 'select version()');
  console.log(`PostgreSQL: ${version.split(',')[0]}; ${connections} connections, ${duration} s a run\n`);
  buildServer();
  const sizes = [
    ['1,000', 'keystone_bench_1k', 1_000],
    ['100,000', 'keystone_bench_100k', 100_000],
    ...(process.env.BENCH_SKIP_MILLION ? [] : [['1,000,000', 'keystone_bench_1m', 1_000_000]]),
  ];
  const databases = {};
  for (const [label, name, jobs] of sizes) {
    const loaded = await scaleDatabase(name, jobs);
    databases[label] = loaded.url;
    if (loaded.loadSeconds !== null)
      console.log(
        `seed:scale loaded ${label} jobs (+10,000 drivers, 50,000 referrals) in ${loaded.loadSeconds.toFixed(1)} s`,
      );
  }

  const hello = await helloWorld();
  const api = await apiRuns(databases['100,000']);
  const rows = [hello, api.list, api.mine, api.referrals];
  console.log(
    `\n${pad('run', 40)}${pad('req/s', 10)}${pad('p50', 10)}${pad('p99', 10)}${pad('share of (a)', 14)}CPU ms a request: app / PostgreSQL / load generator`,
  );
  for (const row of rows) {
    const cpu = row.cpu ? [row.cpu.app, row.cpu.postgres, row.cpu.loader].map((v) => v.toFixed(2)).join(' / ') : 'n/a';
    console.log(
      `${pad(row.name, 40)}${pad(Math.round(row.rps), 10)}${pad(ms(row.p50), 10)}${pad(ms(row.p99), 10)}${pad(`${((row.rps / hello.rps) * 100).toFixed(1)} %`, 14)}${cpu}`,
    );
  }
  if (api.list.cpu) {
    const total = api.list.cpu.app + api.list.cpu.postgres + api.list.cpu.loader;
    const cores = os.cpus().length;
    console.log(
      `  (b) costs ${total.toFixed(2)} ms of CPU a request in all; ${cores} cores can give at most ${Math.round((cores * 1000) / total)} req/s`,
    );
  }
  console.log(
    `${pad(api.fixed.name, 40)}${pad(Math.round(api.fixed.rps), 10)}${pad(ms(api.fixed.p50), 10)}${pad(ms(api.fixed.p99), 10)}${api.fixed.failed ? `${api.fixed.failed} of ${api.fixed.total} timed out or failed` : ''}`,
  );

  const latency = [];
  latency.push(...(await listLatencies(sizes, databases)));
  console.log(
    `\n${pad(`list latency, one caller (median of ${ROUNDS})`, 40)}${pad('mean', 10)}${pad('p50', 10)}${pad('p99', 10)}vs 1,000`,
  );
  for (const row of latency) {
    console.log(
      `${pad(row.name, 40)}${pad(ms(row.mean), 10)}${pad(ms(row.p50), 10)}${pad(ms(row.p99), 10)}${(row.mean / latency[0].mean).toFixed(2)}×`,
    );
  }

  const largest = latency.at(-1);
  const targets = [
    [
      '(b) throughput ≥ 25 % of (a)',
      api.list.rps / hello.rps >= 0.25,
      `${((api.list.rps / hello.rps) * 100).toFixed(1)} %`,
    ],
    ['(b) p99 ≤ 25 ms at 1,000 req/s', api.fixed.p99 <= 25, ms(api.fixed.p99)],
    [
      `latency at ${sizes.at(-1)[0]} ≤ 1.5× at 1,000`,
      largest.mean <= 1.5 * latency[0].mean,
      `${(largest.mean / latency[0].mean).toFixed(2)}×`,
    ],
  ];
  console.log('\nTargets');
  for (const [name, met, figure] of targets) console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${pad(name, 40)}${figure}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
