// `npm run dev`: the API with reload on DEV_API_PORT (default 5001) and Vite's dev server on PORT (default 5000)
// proxying /api to it (vite.config.ts reads DEV_API_PORT too).
//
// Each child runs in its own process group (detached) so that stopping `npm run dev` — Ctrl-C, SIGTERM from a
// terminal multiplexer, an IDE or a test — stops the whole group: `tsx watch` and the server it restarts,
// Vite and its esbuild service. Signalling only the child we spawned used to leave grandchildren listening.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const apiPort = process.env.DEV_API_PORT ?? '5001';
const webPort = process.env.PORT ?? '5000';
const GRACE_MS = 5_000;

/** Process group ids (= the leaders' pids) of the children still to stop. */
const groups = new Set();
let stopping = false;

function start(name, command, args, env = {}) {
  const child = spawn(process.execPath, [command, ...args], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
  groups.add(child.pid);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
    void stop(code || 1);
  });
  return child;
}

const groupAlive = (pgid) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

const signalGroup = (pgid, signal) => {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: the group has already gone.
  }
};

/** SIGTERM every group, wait for them to go (SIGKILL after a grace period), then exit. */
async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const pgid of groups) signalGroup(pgid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  while ([...groups].some(groupAlive) && Date.now() < deadline) await sleep(100);
  for (const pgid of groups) if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
process.on('SIGHUP', () => void stop(129));

/** Vite starts once the API answers, so its proxy does not print a connection error for every early request. */
async function waitForApi(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
}

start('the API (tsx watch)', 'node_modules/tsx/dist/cli.mjs', ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  PORT: apiPort,
  HOST: '127.0.0.1',
});
await waitForApi();
if (!stopping) start('Vite', 'node_modules/vite/bin/vite.js', ['--port', webPort, '--strictPort']);
