// The driver's Today screen on a phone (docs/decisions/061-light-driver-screens.md): what it costs to open, signed in, on the built app.
//   1. JavaScript the screen loads, compressed as sent (Brotli), counted from the browser's own responses.
//   2. Lighthouse's mobile profile (its default throttling): performance, accessibility, best practices.
// Usage: npm run bench:driver   (the embedded database; nothing to set up; tsx runs it, for the journeys' helpers)
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, totalmem } from 'node:os';
import { chromium } from '@playwright/test';
import { jobInput } from '../src/server/demo/samples';
import { applyAsDriver, equipDriver } from '../e2e/support/api';
import { startApp } from './support/app.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PORT = Number(process.env.BENCH_PORT ?? 5096);
const ADMIN = { username: 'bench.dispatcher', password: 'Quiet-Harbor-Lamp-4417' };
const RUNS = Number(process.env.BENCH_DRIVER_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const app = await startApp({
  databaseUrl: '',
  port: PORT,
  env: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  },
});
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  // A driver with a day of six trips: applied, approved and equipped the way the journeys do it.
  const setup = await browser.newContext({ baseURL: app.url });
  const admin = await browser.newContext({ baseURL: app.url });
  if (!(await admin.request.post('/api/login', { data: ADMIN })).ok()) throw new Error('admin sign-in failed');
  const driver = await applyAsDriver('Bench Driver', app.url);
  if (
    !(
      await admin.request.put(`/api/drivers/${driver.id}`, { data: { status: 'approved', acknowledgeMissing: true } })
    ).ok()
  )
    throw new Error('approval failed');
  await equipDriver(admin.request, driver.id);
  for (let i = 0; i < 6; i += 1) {
    const pickupTime = new Date(Date.now() + (10 + i * 40) * 60_000).toISOString();
    const job = await admin.request.post('/api/jobs', {
      data: jobInput({ patientName: `Bench Rider ${i + 1}`, pickupTime, assignedDriverId: driver.id }),
    });
    if (!job.ok()) throw new Error(`job failed: ${await job.text()}`);
  }
  const signIn = await setup.request.post('/api/login', {
    data: { username: driver.username, password: driver.password },
  });
  if (!signIn.ok()) throw new Error(`driver sign-in failed: ${signIn.status()}`);
  const cookie = (await setup.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await admin.close();

  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  // 1. JavaScript the Today screen loads, as sent.
  const phone = await browser.newContext({
    baseURL: app.url,
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
  });
  await phone.addCookies(await setup.cookies());
  const page = await phone.newPage();
  const scripts = [];
  const reading = [];
  let todayShown = false;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Whether the file was asked for before the run was on screen: what Today needed, or what loads after it.
    const beforeToday = !todayShown;
    reading.push(
      (async () => {
        const sizes = await response.request().sizes();
        // The target is stated gzipped: each file is also gzipped here at zlib's default level, whatever was sent.
        const gzipped = gzipSync(await response.body()).length;
        scripts.push({
          url: new URL(response.url()).pathname,
          bytes: sizes.responseBodySize,
          gzipped,
          beforeToday,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        });
      })(),
    );
  });
  await page.goto('/driver-portal');
  await page.getByRole('region', { name: 'Today' }).waitFor();
  todayShown = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await Promise.all(reading);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const totalGzipped = scripts.reduce((sum, s) => sum + s.gzipped, 0);
  console.table(
    scripts.map((s) => ({
      script: s.url,
      'KB as sent': (s.bytes / 1024).toFixed(1),
      encoding: s.encoding,
      'KB gzipped': (s.gzipped / 1024).toFixed(1),
      'for Today': s.beforeToday,
    })),
  );
  const forToday = scripts.filter((s) => s.beforeToday);
  const todayGzipped = forToday.reduce((sum, s) => sum + s.gzipped, 0);
  console.log(
    `JavaScript to show the Today screen: ${(todayGzipped / 1024).toFixed(1)} KB gzipped in ${forToday.length} files`,
  );
  console.log(
    `JavaScript for the whole page once idle: ${(totalGzipped / 1024).toFixed(1)} KB gzipped, ${(total / 1024).toFixed(1)} KB as sent in ${scripts.length} files`,
  );
  await phone.close();
  await setup.close();

  // 2. Lighthouse, mobile, its own throttling; medians of RUNS.
  if (!process.argv.includes('--no-lighthouse')) {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    });
    // The public home page in the same run, as the yardstick: on a shared machine the figures move together, so
    // the ratio says more than either alone (its own target, measured quietly, is in the section above).
    const pages = [
      { name: '/driver-portal (driver, signed in)', path: '/driver-portal', headers: { Cookie: cookie } },
      { name: '/ (visitor)', path: '/', headers: {} },
    ];
    const runs = [];
    try {
      for (let run = 0; run < RUNS; run += 1) {
        for (const target of pages) {
          const { lhr } = await lighthouse(`${app.url}${target.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            extraHeaders: target.headers,
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          });
          // LIGHTHOUSE_REPORTS=dir keeps each run's full report, to see what the figures are made of.
          if (process.env.LIGHTHOUSE_REPORTS)
            writeFileSync(
              `${process.env.LIGHTHOUSE_REPORTS}/${target.path === '/' ? 'home' : 'portal'}-${run + 1}.json`,
              JSON.stringify(lhr),
            );
          // Lighthouse now and then fails to take a metric on a loaded machine: that run is reported, not counted.
          if (
            lhr.audits['cumulative-layout-shift']?.numericValue === undefined ||
            lhr.categories.performance?.score == null
          ) {
            console.log(
              `Lighthouse run ${run + 1} on ${target.name} gave no figures: ${lhr.runtimeError?.message ?? 'a metric is missing'}`,
            );
            continue;
          }
          const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id) => Math.round(lhr.audits[id].numericValue);
          runs.push({
            page: target.name,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
          });
        }
      }
    } finally {
      await chrome.kill();
    }
    console.table(runs);
    for (const target of pages) {
      const mine = runs.filter((r) => r.page === target.name);
      const mid = (key) => median(mine.map((r) => Number(r[key])));
      console.log(
        `Lighthouse mobile on ${target.name} (median of ${RUNS}): performance ${mid('performance')}, accessibility ${mid('accessibility')}, FCP ${mid('fcp')} ms, LCP ${mid('lcp')} ms, TBT ${mid('tbt')} ms, CLS ${mid('cls')}`,
      );
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
