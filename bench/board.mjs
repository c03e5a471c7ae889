// The day board under a full day (docs/decisions/053-board-assignment.md): 600 legs and 60 drivers on PostgreSQL, the built app, Chromium.
//   1. Time to interactive: from navigation to the last lane drawn with its legs, on a desktop (1440 px) and on a
//      phone profile (375 px, CPU slowed 4×, the way Lighthouse's mobile profile slows a mid-range phone).
//   2. A drag accepted: from letting go of an unassigned leg over a lane to the leg drawn in that lane.
//   3. Scrolling: frames drawn per second while the lanes scroll for two seconds.
//   4. Lighthouse accessibility (and the rest) on /dispatch and /jobs, signed in.
// Usage: npm run bench:board   (needs PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
/* global document, requestAnimationFrame -- the scroll measure runs in the page (page.evaluate) */
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { chromium } from '@playwright/test';
import { startApp } from './support/app.mjs';
import { recreateDatabase } from './support/postgres.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PORT = Number(process.env.BENCH_PORT ?? 5095);
const RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 5);
const DRAGS = Number(process.env.BENCH_BOARD_DRAGS ?? 10);
const PASSWORD = 'board-bench-password-123';
const serverMs = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function day() {
  const at = new Date(Date.now() + 7 * 86_400_000);
  return at.toISOString().slice(0, 10);
}

function build() {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function seed(url, date) {
  const seeded = spawnSync('npx', ['tsx', 'src/server/cli/seed-board-day.ts', '--date', date], {
    env: { ...process.env, DATABASE_URL: url, BOARD_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr || seeded.stdout}`);
  console.log(seeded.stdout.trim());
}

async function signedInContext(browser, origin, viewport) {
  const context = await browser.newContext({ viewport, baseURL: origin });
  const response = await context.request.post('/api/login', { data: { username: 'board.admin', password: PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  return context;
}

/** From navigation start to every lane drawn and the first leg ready to take a key or a pointer. */
async function timeToInteractive(page, date, lanes) {
  await page.goto(`/dispatch?date=${date}`);
  await page
    .getByRole('list', { name: 'Drivers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .nth(lanes - 1)
    .getByRole('button')
    .first()
    .waitFor();
  await page.getByRole('list', { name: 'Unassigned' }).getByRole('button').first().waitFor();
  return page.evaluate(() => performance.now());
}

async function framesWhileScrolling(page, selector) {
  return page.evaluate(async (target) => {
    const box = target ? document.querySelector(target) : document.scrollingElement;
    let frames = 0;
    let running = true;
    const count = () => {
      frames += 1;
      if (running) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    const started = performance.now();
    while (performance.now() - started < 2000) {
      box.scrollTop += 40;
      box.scrollLeft += target ? 12 : 0;
      await new Promise((resolve) => setTimeout(resolve, 16));
    }
    running = false;
    return frames / ((performance.now() - started) / 1000);
  }, selector);
}

async function dragAccepted(page, laneIndex) {
  const queue = page.getByRole('list', { name: 'Unassigned' });
  // Walking riders: a van seats six, so a few more per lane never fill it and every drop is one the rules accept.
  const leg = queue.getByRole('button', { name: /Ambulatory/ }).first();
  const name = (await leg.getAttribute('aria-label')) ?? '';
  const lanes = page
    .getByRole('list', { name: 'Drivers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  const from = await leg.boundingBox();
  // A lane of its own for each drag, so no van fills up over the run.
  const to = await lanes.nth(laneIndex).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 2 });
  await page.mouse.move(to.x + Math.min(to.width * 0.7, 400), to.y + to.height / 2, { steps: 6 });
  const released = await page.evaluate(() => performance.now());
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/driver') && response.request().method() === 'PUT',
  );
  await page.mouse.up();
  await answered;
  serverMs.push((await page.evaluate(() => performance.now())) - released);
  await lanes.nth(laneIndex).getByRole('button', { name }).waitFor({ timeout: 10_000 });
  return (await page.evaluate(() => performance.now())) - released;
}

async function lighthouseScores(origin, cookie) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  const rows = [];
  try {
    for (const route of ['/dispatch', '/jobs']) {
      const result = await lighthouse(origin + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        extraHeaders: { Cookie: cookie },
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) console.log(route, runtimeError.code, runtimeError.message);
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const failedA11y = categories.accessibility.auditRefs
        .filter((ref) => audits[ref.id].score !== null && audits[ref.id].score < 1 && ref.weight > 0)
        .map((ref) => ref.id);
      rows.push({
        route,
        accessibility: score('accessibility'),
        performance: score('performance'),
        bestPractices: score('best-practices'),
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: audits['total-blocking-time'].displayValue,
        a11yFailing: failedA11y.join(' '),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (!process.argv.includes('--no-build')) build();
const date = day();
const url = await recreateDatabase('keystone_bench_board');
// Migrations run when the app starts; the day is seeded into the migrated database, then the app serves it.
let app = await startApp({
  databaseUrl: url,
  port: PORT,
  env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
});
await app.stop();
await seed(url, date);
app = await startApp({
  databaseUrl: url,
  port: PORT,
  env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
});
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${RUNS} runs each, medians`,
  );
  const results = [];
  for (const [profile, viewport, slowdown] of [
    ['desktop', { width: 1440, height: 900 }, 1],
    ['phone (4× slower CPU)', { width: 375, height: 812 }, 4],
  ]) {
    const tti = [];
    const fps = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await signedInContext(browser, app.url, viewport);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      tti.push(await timeToInteractive(page, date, 60));
      fps.push(
        await framesWhileScrolling(page, viewport.width >= 1024 ? '[role=region][aria-label^="Drivers"]' : null),
      );
      await context.close();
    }
    results.push({
      profile,
      'interactive ms (median)': Math.round(median(tti)),
      'interactive ms (worst)': Math.round(Math.max(...tti)),
      'scroll fps (median)': Math.round(median(fps)),
    });
  }
  console.table(results);

  const context = await signedInContext(browser, app.url, { width: 1440, height: 900 });
  const page = await context.newPage();
  await timeToInteractive(page, date, 60);
  const drags = [];
  for (let i = 0; i < DRAGS; i += 1) drags.push(await dragAccepted(page, i % 4));
  console.log(
    `A drag accepted (drop to leg drawn in its lane, ${DRAGS} drags): median ${Math.round(median(drags))} ms, worst ${Math.round(Math.max(...drags))} ms; of which the PUT's answer: median ${Math.round(median(serverMs))} ms`,
  );
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await context.close();
  if (!process.argv.includes('--no-lighthouse')) console.table(await lighthouseScores(app.url, cookie));
} finally {
  await browser.close();
  await app.stop();
}
