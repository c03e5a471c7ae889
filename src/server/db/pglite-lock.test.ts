// One process at a time on an embedded database directory (docs/decisions/008-…). Real
// processes: the server as in production (src/server/main.ts) holds DATA_DIR; the administrator command and a
// second server must stop at once, say why, and leave the directory as it was; a killed server leaves no lock.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseInUseError, lockDatabaseDirectory } from './pglite-lock';
import { users } from './schema';
import { freePort } from '../test/free-port';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'keystone-lock-'));
  dataDirs.push(dir);
  return dir;
}

const environment = (dataDir: string, extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SESSION_SECRET: randomBytes(30).toString('hex').slice(0, 40),
  SEED_DEMO: 'false',
  REDIS_URL: '',
  // Set even when empty, so a developer's .env cannot point the test at a PostgreSQL server.
  DATABASE_URL: '',
  ...extra,
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The server as `npm run serve` runs it (node itself is the child, so a kill reaches it and nothing else). */
async function startServer(dataDir: string, waitUntilReady: boolean): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: environment(dataDir, { PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = { child, output: () => output, exited };
  if (!waitUntilReady) return started;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the server stopped during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return started;
}

/** `npm run admin:create -- <username>` (tsx, as its script), with the password from ADMIN_PASSWORD, or asked for. */
const createAdmin = (dataDir: string, username: string, password: string | undefined = 'Overnight-Desk-Key-9') =>
  run(process.execPath, ['--import', 'tsx', 'src/server/cli/create-admin.ts', username], {
    cwd: ROOT,
    env: environment(dataDir, password === undefined ? {} : { ADMIN_PASSWORD: password }),
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );

/** Every file under the directory with its size and modification time: "wrote nothing" means this is unchanged. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      const stat = lstatSync(full);
      if (stat.isDirectory()) walk(full);
      files[path.relative(dir, full)] = `${stat.size}@${stat.mtimeMs}`;
    }
  };
  walk(dir);
  return files;
}

async function adminExists(dataDir: string, username: string): Promise<boolean> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    return (await database.db.select().from(users).where(eq(users.username, username))).length === 1;
  } finally {
    await database.close();
  }
}

describe('the lock on an embedded database directory', () => {
  it('lets one holder in at a time, names the directory to the next, and opens again once released', async () => {
    const dir = path.join(newDataDir(), 'pglite');
    mkdirSync(dir);
    const first = await lockDatabaseDirectory(dir);
    const refused = await lockDatabaseDirectory(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toContain(
      `The embedded database in ${dir} is in use by another process (pid ${process.pid})`,
    );
    await first.release();
    const again = await lockDatabaseDirectory(dir);
    await again.release();
  });

  it('replaces a dead holder’s socket, but not while another process is taking it over, unless that one died too', async () => {
    const dir = path.join(newDataDir(), 'pglite');
    mkdirSync(dir);
    const socketPath = `${dir}.lock`;
    // A holder killed with SIGKILL: its socket file stays and refuses connections.
    const holder = spawn(
      process.execPath,
      ['-e', `require('node:net').createServer().listen(${JSON.stringify(socketPath)}, () => console.log('held'))`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(holder);
    await new Promise((resolve) => holder.stdout!.once('data', resolve));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(socketPath)).toBe(true);

    // Another process is in the middle of replacing it (its guard is fresh): this one stands back.
    mkdirSync(`${socketPath}.takeover`);
    await expect(lockDatabaseDirectory(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
    // That process died during the takeover long ago: its guard is cleared and the lock taken.
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(`${socketPath}.takeover`, longAgo, longAgo);
    const lock = await lockDatabaseDirectory(dir);
    expect(existsSync(`${socketPath}.takeover`)).toBe(false);
    await expect(lockDatabaseDirectory(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
    await lock.release();
    expect(existsSync(socketPath)).toBe(false);
  });

  it('stops the administrator command and a second server on a directory the server uses, with the reason, writing nothing', async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir, true);
    const before = snapshot(dataDir);

    const cli = await createAdmin(dataDir, 'ops4');
    expect(cli.code).toBe(1);
    expect(cli.stdout).not.toContain('created');
    expect(cli.stderr).toContain(
      `The embedded database in ${path.join(dataDir, 'pglite')} is in use by another process (pid ${server.child.pid})`,
    );
    expect(cli.stderr).toContain('stop the server first');
    // Without ADMIN_PASSWORD it says so before asking for a password that could not be used.
    const asking = await createAdmin(dataDir, 'ops4', undefined);
    expect(asking.code).toBe(1);
    expect(asking.stdout).not.toContain('Password for the new administrator');
    expect(asking.stderr).toContain('is in use by another process');

    const second = await startServer(dataDir, false);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${path.join(dataDir, 'pglite')} is in use by another process`,
    );

    expect(snapshot(dataDir)).toEqual(before);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await adminExists(dataDir, 'ops4')).toBe(false);
  }, 180_000);

  it('is released by the operating system when the server is killed: the next process opens the directory', async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir, true);
    server.child.kill('SIGKILL');
    await server.exited;
    // The dead server's socket file is still there; it refuses connections, so it is no lock.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const cli = await createAdmin(dataDir, 'ops5');
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain('Administrator ops5 created.');
    expect(cli.code).toBe(0);
    expect(await adminExists(dataDir, 'ops5')).toBe(true);
  }, 180_000);
});
