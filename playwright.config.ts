import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from './e2e/support/server';
import { openRunTmpdir } from './scripts/test-tmpdir';

// The run's own temporary folder, set before the web server and the workers start so they inherit it; the
// reporter below fails the run if anything is left in it (scripts/test-tmpdir.ts).
openRunTmpdir();

// Debian's old headless shell (package chromium-headless-shell) runs the journeys in about 0.85 of the full browser's
// time on a 2-core machine, the same engine without the browser's window machinery (docs/performance.md); the full
// browser where the shell is not installed. CHROME_PATH chooses another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./e2e/support/tmpdir-reporter.ts']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace costs a journey about a fifth of its time, mostly the screencast. CI's clone is thrown away with
    // its traces, and its log carries each failure's message and call log, so CI records none; elsewhere a failed
    // journey keeps a trace of DOM snapshots without the screencast (docs/decisions/097-journeys-without-traces-in-ci.md).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The journeys' API set-up stands in for visitors at their own addresses (applyAsDriver), as a load
      // balancer on this machine would tell the app; the browser's own requests come straight from loopback.
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: '',
      // NODE_ENV=test turns the message queue off for the API tests; the journeys deliver, to the outbox since
      // no provider is configured (docs/decisions/065-notifications.md).
      MESSAGE_WORKER: 'on',
      // Riders' replies come in through the generic gateway's callback (e2e/rider-replies.spec.ts).
      SMS_TOKEN: 'e2e-gateway-token-for-replies',
    },
    timeout: 60_000,
    // Without it Playwright kills the server's process group outright, and the server never removes its data
    // directory (e2e/support/start-server.mjs); on SIGTERM it shuts down and exits, which removes it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
