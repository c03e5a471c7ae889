// Starts the production bundle (dist/server/main.js) as its own process, the way a deploy runs it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SCALE_PASSWORD = process.env.SCALE_PASSWORD ?? 'scale-password-for-benchmarks';

/** Bundles the server from the current sources (about a second); the web app is not needed here. */
export function buildServer() {
  const built = spawnSync('node', ['scripts/build-server.mjs'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
}

/**
 * Production settings behind a proxy (TRUST_PROXY, so each simulated caller has its own address), JSON logs at
 * info into a file as they would go to a log shipper.
 */
export async function startApp({ databaseUrl, port, env = {}, nodeArgs = [] }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'keystone-bench-'));
  const logFile = path.join(dir, 'app.log');
  const out = openSync(logFile, 'a');
  const child = spawn('node', [...nodeArgs, 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  // The data directory and its log go with the app, also when a benchmark stops half-way.
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    removeDir();
  };
  process.once('exit', onExit);
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const exit = await exited;
    process.off('exit', onExit);
    removeDir();
    return exit;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(url, exited);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { url, child, logFile, exited, stop };
}

async function waitForReady(url, exited, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  exited?.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error('the app exited before it was ready');
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/** Signs in through the API and returns the session cookie for later requests. */
export async function signIn(url, username, password = SCALE_PASSWORD) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A referral as the public form sends it, for an appointment a week ahead. */
export function referralBody(n) {
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    referrerName: 'Priya Case',
    referrerCompany: 'Harbor Rehab Clinic',
    referrerPhone: '(267) 555-0190',
    referrerEmail: 'priya.case@example.test',
    patientName: `Load Patient ${n}`,
    patientDob: '1951-04-02',
    patientPhone: '(215) 555-0173',
    pickupPlace: { street: '12 Elm St', city: 'Philadelphia', state: 'PA', zip: '19107', placeType: 'residence' },
    dropoffPlace: {
      street: '400 Market St',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19106',
      placeType: 'physician_office',
    },
    transportType: 'wheelchair',
    escortCount: 1,
    appointmentDate: inAWeek,
    appointmentTime: '09:30',
  };
}

/** A distinct caller address per request, so per-address form limits see many partners, not one. */
let caller = 0;
export function nextCallerAddress() {
  caller += 1;
  return `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`;
}
