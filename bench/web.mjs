// Page-speed benchmark of the public pages (docs/architecture.md: bench/ is not tests; results go to
// docs/performance.md). Builds if needed, starts the built server on a fresh data directory, then
//   1. loads each public route in Chromium and sums the gzipped size of every JS file it fetched;
//   2. runs Lighthouse (mobile, its defaults) on /, /services and /referral.
// Usage: npm run bench:web [-- --build] [-- --no-lighthouse]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// Not 5060/5061: browsers and fetch() refuse those (SIP, on the Fetch standard's bad-port list).
const PORT = Number(process.env.BENCH_PORT ?? 5070);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PUBLIC_ROUTES = ['/', '/about', '/services', '/become-driver', '/driver-101', '/referral'];
const LIGHTHOUSE_ROUTES = ['/', '/services', '/referral'];
const JS_BUDGET_KB = 100; // for '/'
const args = new Set(process.argv.slice(2));

function buildIfNeeded() {
  if (!args.has('--build') && existsSync('dist/server/main.js') && existsSync('dist/web/index.html')) return;
  console.log('Building…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-bench-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // Removed once the server has exited: it still writes to its database while it shuts down.
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${ORIGIN}/readyz`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('The server did not become ready');
}

/** What a first-time visitor's browser fetches: every script response on the route, gzipped (level 9). */
async function measureJs() {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });
  const rows = [];
  for (const route of PUBLIC_ROUTES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(new URL(response.url()).pathname, {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sent: response.headers()['content-encoding'] ?? 'none',
      });
    });
    await page.goto(ORIGIN + route, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const files = [...scripts.entries()];
    const sum = (key) => files.reduce((total, [, f]) => total + f[key], 0);
    rows.push({
      route,
      files: files.length,
      rawKB: sum('raw') / 1024,
      gzipKB: sum('gzip') / 1024,
      encoding: [...new Set(files.map(([, f]) => f.sent))].join(','),
    });
    await context.close();
  }
  await browser.close();
  return rows;
}

async function runLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const result = await lighthouse(ORIGIN + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const failed = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => a.id);
      rows.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: audits['first-contentful-paint'].displayValue,
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: audits['total-blocking-time'].displayValue,
        cls: audits['cumulative-layout-shift'].displayValue,
        below90: failed.join(' '),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

buildIfNeeded();
const stopServer = await startServer();
try {
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  const js = await measureJs();
  console.log('\nJS fetched per public route (first visit, 375 px wide):');
  console.table(
    js.map((r) => ({
      route: r.route,
      files: r.files,
      'raw KB': r.rawKB.toFixed(1),
      'gzip KB': r.gzipKB.toFixed(1),
      'served encoding': r.encoding,
    })),
  );
  const home = js.find((r) => r.route === '/');
  console.log(
    `'/' gzipped JS ${home.gzipKB.toFixed(1)} KB: ${home.gzipKB <= JS_BUDGET_KB ? 'within' : 'OVER'} the ${JS_BUDGET_KB} KB budget`,
  );
  if (!args.has('--no-lighthouse')) {
    console.log('\nLighthouse 12 (mobile emulation, simulated throttling):');
    console.table(await runLighthouse());
  }
} finally {
  await stopServer();
}
