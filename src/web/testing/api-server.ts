import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ApiServer {
  origin: string;
  admin: { username: string; password: string };
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Node's own HTTP, not the test page's fetch, which would judge the call by the page's origin. */
const answersReady = (origin: string) =>
  new Promise<boolean>((resolve) => {
    get(`${origin}/readyz`, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', () => resolve(false));
  });

/**
 * The product's own API (src/server/main.ts, run by tsx in a process of its own, since the web app may not import
 * the server) on a fresh embedded database with the demo content and its administrator, and the test page moved
 * to its origin, so a screen's calls reach the real server: its answers, refusals and field errors are the
 * product's, never a stand-in's.
 */
export async function startApiServer(): Promise<ApiServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-web-'));
  let admin: { username: string; password: string } | undefined;
  let printed = '';
  const { ADMIN_USERNAME: _u, ADMIN_PASSWORD: _p, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/main.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The demo's administrator gets a new password at each start, printed once on the terminal.
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
    const found = /username (\S+)\s+password (\S+)/.exec(printed);
    if (found) admin = { username: found[1]!, password: found[2]! };
  });
  const origin = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the API server stopped (exit code ${child.exitCode})`);
    }
    if (waited > 90_000) {
      await close();
      throw new Error('the API server did not become ready in 90 s');
    }
    const ready = admin !== undefined && (await answersReady(origin));
    if (ready) break;
    await sleep(250);
  }
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/jobs`);
  return { origin, admin: admin!, close };
}
