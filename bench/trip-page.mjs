// A rider's trip page (docs/decisions/115-trip-page.md) as Lighthouse's mobile profile sees it: a mid-range phone
// (CPU slowed 4×) on a slow 4G connection, the van on the way. The demo company on PostgreSQL, the built app; one
// of its legs is set on the way with a position and given a link. Three runs; the median performance run is shown,
// with the JavaScript the page loads (compressed, as sent).
// Usage: npm run bench:trip   (needs PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { startApp } from './support/app.mjs';
import { query, recreateDatabase } from './support/postgres.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];
const PORT = Number(process.env.BENCH_PORT ?? 5096);
const RUNS = Number(process.env.BENCH_TRIP_RUNS ?? 3);

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const url = await recreateDatabase('keystone_bench_trip');
const app = await startApp({
  databaseUrl: url,
  port: PORT,
  env: { NODE_ENV: 'development', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
});
try {
  const [leg] = await query(
    url,
    `update jobs set status = 'in_progress', started_at = now(), arrived_at = null, picked_up_at = null,
            completed_at = null, pickup_time = now() + interval '20 minutes', dropoff_time = now() + interval '1 hour'
      where id = (select id from jobs where assigned_driver_id is not null and pickup_place->>'lat' is not null
                  order by pickup_time limit 1)
      returning id, assigned_driver_id, (pickup_place->>'lat')::float as lat, (pickup_place->>'lng')::float as lng`,
  );
  await query(
    url,
    `insert into driver_positions (driver_id, job_id, lat, lng, accuracy_m, recorded_at) values ($1, $2, $3, $4, 9, now())`,
    [leg.assigned_driver_id, leg.id, leg.lat + 0.03, leg.lng + 0.04],
  );
  const token = randomBytes(32).toString('base64url');
  await query(url, `insert into trip_links (job_id, token_hash) values ($1, $2)`, [
    leg.id,
    createHash('sha256').update(token).digest('hex'),
  ]);

  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${app.url}/t/${token}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcp: lhr.audits['first-contentful-paint'].displayValue,
        lcp: lhr.audits['largest-contentful-paint'].displayValue,
        tbt: lhr.audits['total-blocking-time'].displayValue,
        cls: lhr.audits['cumulative-layout-shift'].displayValue,
        scriptKB: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
      });
    }
  } finally {
    await chrome.kill();
  }
  console.table(runs);
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  console.log('median run:', median);
} finally {
  await app.stop();
}
