import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/test/free-port';
import { throwAwayDirs } from '../src/server/test/temp-dirs';

const root = path.resolve(import.meta.dirname, '..');

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(200);
  }
  return check();
}

/** Live (not zombie) processes and their parents, from /proc: the test runs on Linux, as CI does. */
function processTable(): Map<number, { ppid: number; state: string }> {
  const table = new Map<number, { ppid: number; state: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(ppid), state: state! });
    } catch {
      // gone while listing
    }
  }
  return table;
}

function descendants(pid: number): number[] {
  const table = processTable();
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, { ppid }] of table) {
      if (ppid !== parent || found.includes(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  const entry = processTable().get(pid);
  return entry !== undefined && entry.state !== 'Z';
};

// Registered before the hook that kills leftover servers, so it runs after it (hooks run as a stack).
const dataDir = throwAwayDirs('dev');
const leftovers: number[] = [];
afterAll(() => {
  // Whatever the outcome, leave no server behind on the machine.
  for (const pid of leftovers) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

describe('npm run dev', () => {
  it('stops the API, tsx watch and Vite, with all their children, on SIGTERM', async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    const output: string[] = [];
    const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(webPort),
        DEV_API_PORT: String(apiPort),
        DATA_DIR: dataDir(),
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
    });
    dev.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    dev.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<void>((resolve) => dev.once('exit', () => resolve()));
    leftovers.push(dev.pid!);

    const up = await waitFor(async () => (await listening(apiPort)) && (await listening(webPort)), 45_000);
    expect(up, `both servers listen; output:\n${output.join('')}`).toBe(true);
    const children = descendants(dev.pid!);
    leftovers.push(...children);
    expect(children.length).toBeGreaterThanOrEqual(3); // tsx watch, the server it runs, Vite

    dev.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    expect(dev.exitCode ?? dev.signalCode, 'npm run dev exits').not.toBeNull();
    await waitFor(async () => !(await listening(apiPort)) && !(await listening(webPort)), 2_000);
    expect(await listening(apiPort), 'the API still listens').toBe(false);
    expect(await listening(webPort), 'Vite still listens').toBe(false);
    expect(children.filter(alive), 'child processes left running').toEqual([]);
  }, 60_000);
});
