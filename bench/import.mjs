// Importing a broker's manifest (docs/decisions/105-broker-trip-import.md): a 2,000-row manifest (1,000 riders'
// round trips over a week, one row per leg) previewed and applied through the real app (POST /api/trip-imports and
// /apply by app.inject, no HTTP socket), as a CSV and as the same rows in an .xlsx, each run on a fresh database, on
// PGlite and on PostgreSQL. The places are located by the offline ZIP-centre geocoder, as a fresh install does.
// Usage: npm run bench:import [-- --riders 1000 --runs 3 --on pglite,postgres];
// PostgreSQL is TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres (a scratch database is created and
// dropped each run). tsx runs it so it can import the TypeScript modules.
import { and, eq, isNotNull } from 'drizzle-orm';
import { jobs } from '../src/server/db/schema';
import {
  brokerDay,
  brokerPayer,
  manifestCsv,
  manifestUpload,
  manifestXlsx,
  roundTrip,
} from '../src/server/test/manifest';
import { signedIn } from '../src/server/test/sign-in';
import { createTestApp } from '../src/server/test/test-app';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const riders = Number(option('riders', '1000'));
const runs = Number(option('runs', '3'));
const databases = option('on', 'pglite,postgres').split(',');
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = { preview: 5, apply: 10 };

/** 1,000 riders' round trips spread over the next seven days: 2,000 rows. */
function manifest(key) {
  return Array.from({ length: riders }, (_, i) => roundTrip(key, i + 1, brokerDay(1 + (i % 7)))).flat();
}

function check(condition, what) {
  if (!condition) throw new Error(`wrong: ${what}`);
}

async function timed(what) {
  const started = performance.now();
  const result = await what();
  return [result, performance.now() - started];
}

async function run(on) {
  if (on === 'postgres') process.env.TEST_DATABASE_URL = serverUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  try {
    const admin = await signedIn(t.app, t.database.db, 'admin');
    const call = (url, payload) => t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, payload });
    const out = {};
    for (const kind of ['csv', 'xlsx']) {
      // A payer of its own per file, so the .xlsx's trips are new too.
      const payerId = await brokerPayer(t.app, admin.cookie);
      const lines = manifest(kind === 'csv' ? '11' : '22');
      const content = kind === 'csv' ? manifestCsv(lines) : await manifestXlsx(lines);
      const [previewed, previewMs] = await timed(() =>
        call('/api/trip-imports', manifestUpload(payerId, `week.${kind}`, content)),
      );
      check(previewed.statusCode === 201, `${kind} preview ${previewed.statusCode} ${previewed.body.slice(0, 300)}`);
      const made = previewed.json();
      check(
        made.counts.new === lines.length && made.counts.error === 0,
        `${kind} counts ${JSON.stringify(made.counts)}`,
      );
      const [applied, applyMs] = await timed(() => call(`/api/trip-imports/${made.id}/apply`, {}));
      check(applied.statusCode === 200, `${kind} apply ${applied.statusCode} ${applied.body.slice(0, 300)}`);
      check(applied.json().result.created === lines.length, `${kind} created ${applied.json().result.created}`);
      const written = await t.database.db.$count(jobs, and(eq(jobs.payerId, payerId), isNotNull(jobs.brokerTripId)));
      const linked = await t.database.db.$count(jobs, and(eq(jobs.payerId, payerId), isNotNull(jobs.returnOfJobId)));
      check(written === lines.length && linked === riders, `${kind}: ${written} legs, ${linked} returns linked`);
      // The same file again: every row unchanged, and applying it writes nothing.
      const [again, againMs] = await timed(() =>
        call('/api/trip-imports', manifestUpload(payerId, `week-again.${kind}`, content)),
      );
      check(again.json().counts.unchanged === lines.length, `${kind} again ${JSON.stringify(again.json().counts)}`);
      out[kind] = { previewMs, applyMs, againMs, bytes: content.length, answerBytes: previewed.rawPayload.length };
    }
    return out;
  } finally {
    await t.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`${riders * 2} rows (${riders} round trips over 7 days); ${runs} run(s) each, a fresh database each run`);
for (const on of databases) {
  const results = [];
  for (let r = 0; r < runs; r++) {
    const x = await run(on);
    results.push(x);
    for (const kind of ['csv', 'xlsx'])
      console.log(
        `${on} run ${r + 1} ${kind}: preview ${s(x[kind].previewMs)}, apply ${s(x[kind].applyMs)}, same file again ${s(x[kind].againMs)}; ` +
          `file ${Math.round(x[kind].bytes / 1024)} KB, preview answer ${Math.round(x[kind].answerBytes / 1024)} KB`,
      );
  }
  for (const kind of ['csv', 'xlsx']) {
    const preview = median(results.map((x) => x[kind].previewMs)) / 1000;
    const apply = median(results.map((x) => x[kind].applyMs)) / 1000;
    console.log(
      `${on} ${kind} median: preview ${preview.toFixed(2)} s, apply ${apply.toFixed(2)} s` +
        (on === 'pglite'
          ? `; targets preview ≤ ${TARGETS.preview} s: ${preview <= TARGETS.preview ? 'met' : 'MISSED'}, apply ≤ ${TARGETS.apply} s: ${apply <= TARGETS.apply ? 'met' : 'MISSED'}`
          : ''),
    );
  }
}
