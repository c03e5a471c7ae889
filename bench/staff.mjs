// The staff screens on a phone profile, signed in, beside the public home page (docs/performance.md):
//   1. the JavaScript each screen loads before its heading shows, gzipped (level 9), from the browser's own responses;
//   2. Lighthouse's mobile profile (its default throttling), RUNS rounds, each round every page once; medians.
// Usage: npm run bench:staff [-- --no-build] [-- --no-lighthouse] [-- --root DIR] [-- --pages /,/reports]
//   --root DIR runs the build found in DIR/dist (web and server) instead of this checkout's, so a build made
//   elsewhere (`node scripts/build-web.mjs --outDir DIR/dist/web`, the server bundled into DIR/dist/server) can be measured
//   without touching dist/. tsx runs it, for the journeys' helpers.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { jobInput } from '../src/server/demo/samples';
import { applyAsDriver, equipDriver } from '../e2e/support/api';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PORT = Number(process.env.BENCH_PORT ?? 5097);
const ADMIN = { username: 'bench.dispatcher', password: 'Quiet-Harbor-Lamp-4417' };
const RUNS = Number(process.env.BENCH_STAFF_RUNS ?? 3);
const TARGET = 95;
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The pages measured: who is signed in, and what shows that the page is drawn (its h1, or the driver's run). */
const ALL_PAGES = [
  { path: '/', who: 'visitor' },
  { path: '/dashboard', who: 'admin' },
  { path: '/jobs', who: 'admin' },
  { path: '/riders', who: 'admin' },
  { path: '/billing', who: 'admin' },
  { path: '/dispatch', who: 'admin' },
  { path: '/reports', who: 'admin' },
  { path: '/driver-portal', who: 'driver' },
];
// `--pages /,/driver-portal` measures only those (a build from before a screen existed has no such page).
const PAGES = option('--pages') ? ALL_PAGES.filter((p) => option('--pages').split(',').includes(p.path)) : ALL_PAGES;

const root = option('--root');
if (root) process.chdir(root);
else if (!args.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The built server on a new embedded database. Not bench/support/app.mjs's startApp: creating the database can take
// longer than its 30 seconds on a busy machine, which is where figures side by side with the home page matter most.
async function start() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-staff-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const child = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${PORT}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline && child.exitCode === null;) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('The app did not become ready');
}
const app = await start();
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  // A small day: a driver with six trips, so the lists, the board and the portal have rows to draw.
  const admin = await browser.newContext({ baseURL: app.url });
  if (!(await admin.request.post('/api/login', { data: ADMIN })).ok()) throw new Error('admin sign-in failed');
  const driver = await applyAsDriver('Bench Driver', app.url);
  // Approving a driver with something missing (a document, a vehicle) asks first: the bench says yes.
  let approval = await admin.request.put(`/api/drivers/${driver.id}`, { data: { status: 'approved' } });
  if (approval.status() === 409)
    approval = await admin.request.put(`/api/drivers/${driver.id}`, {
      data: { status: 'approved', acknowledgeMissing: true },
    });
  if (!approval.ok()) throw new Error(`approval failed: ${await approval.text()}`);
  await equipDriver(admin.request, driver.id);
  for (let i = 0; i < 6; i += 1) {
    const pickupTime = new Date(Date.now() + (10 + i * 40) * 60_000).toISOString();
    const job = await admin.request.post('/api/jobs', {
      data: jobInput({ patientName: `Bench Rider ${i + 1}`, pickupTime, assignedDriverId: driver.id }),
    });
    if (!job.ok()) throw new Error(`job failed: ${await job.text()}`);
  }
  const driverContext = await browser.newContext({ baseURL: app.url });
  if (
    !(
      await driverContext.request.post('/api/login', { data: { username: driver.username, password: driver.password } })
    ).ok()
  )
    throw new Error('driver sign-in failed');
  const cookiesOf = { visitor: [], admin: await admin.cookies(), driver: await driverContext.cookies() };
  await admin.close();
  await driverContext.close();

  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );

  // 1. JavaScript each page needs before its heading shows, and what it fetches once idle.
  const sizes = [];
  for (const target of PAGES) {
    const phone = await browser.newContext({
      baseURL: app.url,
      viewport: { width: 375, height: 812 },
      serviceWorkers: 'block',
    });
    await phone.addCookies(cookiesOf[target.who]);
    const page = await phone.newPage();
    const scripts = [];
    const reading = [];
    let shown = false;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const beforeShown = !shown;
      reading.push(
        response.body().then(
          (body) =>
            scripts.push({
              url: new URL(response.url()).pathname,
              gzipped: gzipSync(body, { level: 9 }).length,
              beforeShown,
            }),
          () => undefined,
        ),
      );
    });
    await page.goto(target.path);
    await (
      target.who === 'driver'
        ? page.getByRole('region', { name: 'Today' })
        : page.getByRole('heading', { level: 1 }).first()
    ).waitFor();
    shown = true;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await Promise.all(reading);
    const kb = (list) => list.reduce((sum, s) => sum + s.gzipped, 0) / 1024;
    const first = scripts.filter((s) => s.beforeShown);
    sizes.push({
      page: target.path,
      'files to show': first.length,
      'KB gzip to show': kb(first).toFixed(1),
      'files once idle': scripts.length,
      'KB gzip once idle': kb(scripts).toFixed(1),
    });
    if (process.env.BENCH_STAFF_FILES)
      console.log(
        target.path,
        first.map((s) => `${s.url.replace('/assets/', '')} ${(s.gzipped / 1024).toFixed(1)}`).join(', '),
      );
    await phone.close();
  }
  console.log('\nJavaScript per page (375 px, first visit, gzipped at level 9):');
  console.table(sizes);

  // 2. Lighthouse, mobile, its own throttling: each round measures every page once, so a busy moment on a shared
  //    machine lands on all of them alike and the home page's figure says how busy it was.
  if (!args.includes('--no-lighthouse')) {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    });
    const header = (who) =>
      cookiesOf[who].length ? { Cookie: cookiesOf[who].map((c) => `${c.name}=${c.value}`).join('; ') } : {};
    const runs = [];
    try {
      for (let run = 0; run < RUNS; run += 1) {
        for (const target of PAGES) {
          const { lhr } = await lighthouse(`${app.url}${target.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            extraHeaders: header(target.who),
            onlyCategories: ['performance', 'accessibility'],
          });
          // LIGHTHOUSE_REPORTS=dir keeps each run's full report, to see what the figures are made of.
          if (process.env.LIGHTHOUSE_REPORTS)
            writeFileSync(
              `${process.env.LIGHTHOUSE_REPORTS}/${target.path.slice(1) || 'home'}-${run + 1}.json`,
              JSON.stringify(lhr),
            );
          // Lighthouse now and then fails to take a metric on a loaded machine: that run is reported, not counted.
          if (
            lhr.categories.performance?.score == null ||
            lhr.audits['largest-contentful-paint']?.numericValue === undefined
          ) {
            console.log(
              `Lighthouse run ${run + 1} on ${target.path} gave no figures: ${lhr.runtimeError?.message ?? 'a metric is missing'}`,
            );
            continue;
          }
          const audit = (id) => Math.round(lhr.audits[id].numericValue);
          runs.push({
            page: target.path,
            run: run + 1,
            performance: Math.round(lhr.categories.performance.score * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            si: audit('speed-index'),
            cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
          });
        }
      }
    } finally {
      await chrome.kill();
    }
    console.table(runs);
    const summary = PAGES.map(({ path }) => {
      const mine = runs.filter((r) => r.page === path);
      const mid = (key) => median(mine.map((r) => Number(r[key])));
      const js = sizes.find((s) => s.page === path);
      return {
        page: path,
        runs: mine.map((r) => r.performance).join(', '),
        performance: mid('performance'),
        accessibility: mid('accessibility'),
        'FCP ms': mid('fcp'),
        'LCP ms': mid('lcp'),
        'TBT ms': mid('tbt'),
        CLS: mid('cls'),
        'KB gzip to show': js?.['KB gzip to show'],
      };
    });
    console.log(`\nLighthouse mobile, median of ${RUNS} (target ≥ ${TARGET}; the home page is the yardstick):`);
    console.table(summary);
    const below = summary.filter((s) => s.performance < TARGET).map((s) => `${s.page} ${s.performance}`);
    console.log(below.length ? `Below ${TARGET}: ${below.join(', ')}` : `Every page at ${TARGET} or more.`);
  }
} finally {
  await browser.close();
  await app.stop();
}
