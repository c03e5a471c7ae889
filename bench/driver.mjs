// The driver's Today screen on a phone (issue 16): what it costs to open, signed in, on the built app.
//   1. JavaScript the screen loads, compressed as sent (Brotli), counted from the browser's own responses.
//   2. Lighthouse's mobile profile (its default throttling): performance, accessibility, best practices.
// Usage: npm run bench:driver   (the embedded database; nothing to set up; tsx runs it, for the journeys' helpers)
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { chromium } from '@playwright/test';
import { jobInput } from '../src/server/demo/samples';
import { applyAsDriver, equipDriver } from '../e2e/support/api';
import { startApp } from './support/app.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PORT = Number(process.env.BENCH_PORT ?? 5096);
const ADMIN = { username: 'bench.dispatcher', password: 'Quiet-Harbor-Lamp-4417' };
const RUNS = Number(process.env.BENCH_DRIVER_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const app = await startApp({ databaseUrl: '', port: PORT, env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  // A driver with a day of six trips: applied, approved and equipped the way the journeys do it.
  const setup = await browser.newContext({ baseURL: app.url });
  const admin = await browser.newContext({ baseURL: app.url });
  if (!(await admin.request.post('/api/login', { data: ADMIN })).ok()) throw new Error('admin sign-in failed');
  const driver = await applyAsDriver('Bench Driver', app.url);
  if (!(await admin.request.put(`/api/drivers/${driver.id}`, { data: { status: 'approved' } })).ok()) throw new Error('approval failed');
  await equipDriver(admin.request, driver.id);
  for (let i = 0; i < 6; i += 1) {
    const pickupTime = new Date(Date.now() + (10 + i * 40) * 60_000).toISOString();
    const job = await admin.request.post('/api/jobs', { data: jobInput({ patientName: `Bench Rider ${i + 1}`, pickupTime, assignedDriverId: driver.id }) });
    if (!job.ok()) throw new Error(`job failed: ${await job.text()}`);
  }
  const signIn = await setup.request.post('/api/login', { data: { username: driver.username, password: driver.password } });
  if (!signIn.ok()) throw new Error(`driver sign-in failed: ${signIn.status()}`);
  const cookie = (await setup.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await admin.close();

  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  // 1. JavaScript the Today screen loads, as sent.
  const phone = await browser.newContext({ baseURL: app.url, viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  await phone.addCookies(await setup.cookies());
  const page = await phone.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes();
    scripts.push({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize, encoding: response.headers()['content-encoding'] ?? 'identity' });
  });
  await page.goto('/driver-portal');
  await page.getByRole('region', { name: 'Today' }).waitFor();
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.table(scripts.map((s) => ({ script: s.url, 'KB as sent': (s.bytes / 1024).toFixed(1), encoding: s.encoding })));
  console.log(`JavaScript for the Today screen: ${(total / 1024).toFixed(1)} KB as sent in ${scripts.length} files`);
  await phone.close();
  await setup.close();

  // 2. Lighthouse, mobile, its own throttling; medians of RUNS.
  if (!process.argv.includes('--no-lighthouse')) {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });
    const runs = [];
    try {
      for (let run = 0; run < RUNS; run += 1) {
        const { lhr } = await lighthouse(`${app.url}/driver-portal`, { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: { Cookie: cookie }, onlyCategories: ['performance', 'accessibility', 'best-practices'] });
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({ performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), lcp: lhr.audits['largest-contentful-paint'].numericValue, tbt: lhr.audits['total-blocking-time'].numericValue });
      }
    } finally {
      await chrome.kill();
    }
    console.table(runs);
    console.log(`Lighthouse mobile on /driver-portal (median of ${RUNS}): performance ${median(runs.map((r) => r.performance))}, accessibility ${median(runs.map((r) => r.accessibility))}, LCP ${Math.round(median(runs.map((r) => r.lcp)))} ms, TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms`);
  }
} finally {
  await browser.close();
  await app.stop();
}
