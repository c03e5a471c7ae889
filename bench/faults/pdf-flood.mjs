// Fault: one signed-in driver floods the PDF routes (docs/security.md; docs/decisions/075-bounded-pdf-work.md).
// Run by hand (tsx, for the product's factories that make the driver and the day of legs):
//   npx tsx bench/faults/pdf-flood.mjs
// REQUESTS concurrent GET /api/jobs/driver/{own}/manifest.pdf, each on its own connection, from one driver (or
// spread over DRIVERS drivers, one manifest each, to see the instance's bound without the per-person limit). The
// script samples the server's resident memory and thread count before, during and after, and tallies the statuses.
// Bounded: REQUESTS requests with 60 s each, and the whole run stops itself after 180 s.
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { zonedLocalToIso } from '../../src/domain/zoned-time';
import { todayIn } from '../../src/domain/dates';
import { DEFAULT_COMPANY } from '../../src/domain/company';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { DEFAULT_TEST_PASSWORD, makeDriver, makeJob } from '../../src/server/demo/factories';
import { signIn } from '../support/app.mjs';
import { dropDatabase } from '../support/postgres.mjs';
import { startOnFreshDatabase } from './submissions.mjs';

const DATABASE = 'keystone_fault_pdf_flood';
const REQUESTS = Number(process.env.REQUESTS ?? 150);
const DRIVERS = Number(process.env.DRIVERS ?? 1);
const LEGS = 8;

/** The server's resident memory (MB) and threads, from /proc. */
function sample(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    rssMb: Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024),
    threads: Number(/Threads:\s+(\d+)/.exec(status)[1]),
  };
}

/** Drivers each with a day of legs in the company's time zone, signed in through the API. */
async function driversWithADay(databaseUrl, appUrl) {
  const database = await openDatabase({ url: databaseUrl });
  const { db } = database;
  const day = todayIn(DEFAULT_COMPANY.timeZone);
  const signedIn = [];
  try {
    for (let d = 0; d < DRIVERS; d += 1) {
      const driver = await makeDriver(db, { status: 'approved' });
      for (let leg = 0; leg < LEGS; leg += 1) {
        const pickupTime = new Date(
          zonedLocalToIso(`${day}T${String(7 + leg).padStart(2, '0')}:30`, DEFAULT_COMPANY.timeZone),
        );
        await makeJob(db, {
          assignedDriverId: driver.id,
          patientName: `Flood Rider ${d}-${leg}`,
          pickupTime,
          dropoffTime: new Date(pickupTime.getTime() + 40 * 60_000),
        });
      }
      const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, driver.userId));
      signedIn.push({ driverId: driver.id, cookie: await signIn(appUrl, user.username, DEFAULT_TEST_PASSWORD) });
    }
  } finally {
    await database.close();
  }
  return signedIn;
}

/** One manifest request on its own connection; resolves with what the client saw, never rejects. */
function manifest(baseUrl, { driverId, cookie }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      new URL(`/api/jobs/driver/${driverId}/manifest.pdf`, baseUrl),
      { agent: false, timeout: 60_000, headers: { cookie } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            retryAfter: response.headers['retry-after'],
            ms: performance.now() - started,
          }),
        );
        response.on('error', (error) =>
          resolve({ error: error.code ?? error.message, ms: performance.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error) => resolve({ error: error.code ?? error.message, ms: performance.now() - started }));
  });
}

/** The app under test, stopped on any failure so no server is left behind. */
let started;

async function main() {
  const { url: databaseUrl, app } = await startOnFreshDatabase(DATABASE, 5093, 180);
  started = app;
  const callers = await driversWithADay(databaseUrl, app.url);
  await new Promise((r) => setTimeout(r, 1000));
  const before = sample(app.child.pid);
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = sample(app.child.pid);
    peak.rssMb = Math.max(peak.rssMb, now.rssMb);
    peak.threads = Math.max(peak.threads, now.threads);
  }, 100);
  const results = await Promise.all(
    Array.from({ length: REQUESTS }, (_, n) => manifest(app.url, callers[n % callers.length])),
  );
  clearInterval(sampler);
  const answered = sample(app.child.pid);
  await new Promise((r) => setTimeout(r, 5000));
  const after = sample(app.child.pid);
  const statuses = {};
  for (const r of results) statuses[r.error ?? r.status] = (statuses[r.error ?? r.status] ?? 0) + 1;
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      requests: REQUESTS,
      drivers: DRIVERS,
      before,
      peak,
      whenAllAnswered: answered,
      fiveSecondsLater: after,
      statuses,
      retryAfter: [...new Set(results.map((r) => r.retryAfter).filter(Boolean))],
      answerMsMedian: Math.round(ms[Math.floor(ms.length / 2)]),
      answerMsMax: Math.round(ms.at(-1)),
    }),
  );
  await app.stop();
  await dropDatabase(DATABASE);
  rmSync(path.dirname(app.logFile), { recursive: true, force: true });
  process.exit(0);
}

main().catch(async (error) => {
  console.error(error);
  await started?.stop('SIGKILL');
  await dropDatabase(DATABASE).catch(() => undefined);
  process.exit(1);
});
