// The real server process, started as in production (src/server/main.ts), shuts down gracefully on SIGTERM and
// survives errors of idle pooled database connections (docs/operations.md, "Stopping"; docs/performance.md, "Faults").
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { referralInput } from './demo/samples';
import { referrals } from './db/schema';
import { DRAIN_MS } from './shutdown';
import { createServerDatabase } from './test/test-app';
import { freePort } from './test/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.TEST_DATABASE_URL;
/** Start-up on a loaded machine: PGlite alone takes several seconds to open and migrate. */
const READY_WITHIN_MS = 45_000;
const TEST_TIMEOUT_MS = 120_000;

interface Server {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** Set when the server runs on PostgreSQL: its own fresh database. */
  databaseUrl: string | undefined;
  databaseName: string | undefined;
  dropDatabase: (() => Promise<void>) | undefined;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

const started: Server[] = [];

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await server.dropDatabase?.();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

async function poll<T>(
  what: string,
  attempt: () => Promise<T | undefined> | T | undefined,
  withinMs: number,
  everyMs = 100,
  server?: Server,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const output = server
        ? `\n--- server stdout ---\n${server.stdout()}\n--- server stderr ---\n${server.stderr()}`
        : '';
      throw new Error(`timed out after ${withinMs} ms waiting for ${what}${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders } | { error: string };

/** One request on a NEW connection (no agent), so it says whether the server still accepts connections. */
function request(port: number, method: string, url: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('client timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

const statusOf = (answer: Answer) => ('status' in answer ? answer.status : answer.error);

async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-lifecycle-'));
  const created = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  const databaseUrl = created?.url;
  const port = await freePort();
  // node itself (not npx or a shell) is the child, so the signals sent to it reach main.ts's handlers.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(30).toString('hex').slice(0, 40),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      REDIS_URL: '',
      // Set even when empty, so a developer's .env cannot point the test at another database.
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const server: Server = {
    child,
    port,
    dataDir,
    databaseUrl,
    databaseName: created?.name,
    dropDatabase: created?.drop,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
  };
  started.push(server);
  await poll(
    '/readyz = 200',
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited during start-up (${child.exitCode ?? child.signalCode}):\n${stdout}\n${stderr}`);
      }
      const answer = await request(port, 'GET', '/readyz');
      return statusOf(answer) === 200 ? true : undefined;
    },
    READY_WITHIN_MS,
    250,
  );
  return server;
}

/** A valid referral as a case manager sends it, for the patient named. */
function referral(patientName: string) {
  return referralInput({ patientName });
}

/** The stored patient name of a referral, read from the server's own database after it stopped. */
async function storedPatientName(server: Server, id: string): Promise<string | undefined> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ patient_name: string }>(
        'select patient_name from referrals where id = $1',
        [id],
      );
      return rows[0]?.patient_name;
    } finally {
      await client.end();
    }
  }
  expect(server.child.exitCode, 'PGlite can be opened only once the server has let go of it').not.toBeNull();
  const database = await openDatabase({ pgliteDir: path.join(server.dataDir, 'pglite') });
  try {
    const rows = await database.db
      .select({ patientName: referrals.patientName })
      .from(referrals)
      .where(eq(referrals.id, id));
    return rows[0]?.patientName;
  } finally {
    await database.close();
  }
}

const logged = (server: Server, message: string) => server.stdout().includes(`"msg":"${message}"`);

describe(`the server process (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'SIGTERM stops accepting connections and answers readiness no more, finishes the request in flight, then exits 0 within 10 s',
    async () => {
      const server = await startServer();
      const patientName = `Shutdown ${randomBytes(3).toString('hex')}`;
      const payload = Buffer.from(JSON.stringify(referral(patientName)));
      const half = Math.floor(payload.length / 2);

      // `Expect: 100-continue` makes Node's HTTP server answer "100 Continue" when it has parsed the headers and
      // handed the request to Fastify: from then on the request is surely in the server's hands.
      const inFlight = http.request({
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/referrals',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, expect: '100-continue' },
      });
      const answered = new Promise<Answer>((resolve) => {
        inFlight.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
          res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
        });
        inFlight.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      });
      let continued = false;
      inFlight.once('continue', () => (continued = true));
      inFlight.flushHeaders();
      await poll('"100 Continue" from the server', () => (continued ? true : undefined), 10_000, 20, server);
      await new Promise<void>((resolve, reject) =>
        inFlight.write(payload.subarray(0, half), (error) => (error ? reject(error) : resolve())),
      );
      // Time for the first half to arrive and the body parser to start reading it.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');

      // After the drain (the next test), the listener is shut: a new connection, readiness probe included, is
      // refused (a load balancer moves on). Polled, with room for a loaded machine.
      await poll(
        'a new connection to /readyz to be refused',
        async () => (statusOf(await request(server.port, 'GET', '/readyz')) === 'ECONNREFUSED' ? true : undefined),
        DRAIN_MS + 5_000,
        50,
        server,
      );
      const again = await request(server.port, 'POST', '/api/referrals', referral('Too late'));
      expect(statusOf(again)).toBe('ECONNREFUSED');
      expect(
        { code: server.child.exitCode, signal: server.child.signalCode },
        'the process waits for the request in flight',
      ).toEqual({ code: null, signal: null });
      expect(logged(server, 'shutting down')).toBe(true);

      inFlight.end(payload.subarray(half));
      const answer = await answered;
      expect('status' in answer && answer.status, JSON.stringify(answer)).toBe(201);
      const created = JSON.parse((answer as { body: string }).body) as { id: string; patientName: string };
      expect(created.patientName).toBe(patientName);

      const exit = await server.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(10_000);
      expect(server.stderr()).not.toContain('shutdown failed');

      // The answer was not a promise the database forgot: the row is there after the process is gone.
      expect(await storedPatientName(server, created.id)).toBe(patientName);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'an idle keep-alive connection keeps no shutdown waiting: the server closes it after the drain and exits 0',
    async () => {
      const server = await startServer();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await new Promise<{ status: number; socket: net.Socket }>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port: server.port, path: '/healthz', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket! }));
          });
          req.on('error', reject);
        });
        expect(first.status).toBe(200);
        const socketClosed = new Promise<void>((resolve) => first.socket.once('close', () => resolve()));
        // The connection stays open and idle in the agent's pool, ready for the next request.
        await poll(
          'the socket to be idle in the pool',
          () => (Object.values(agent.freeSockets).flat().length === 1 ? true : undefined),
          2_000,
          20,
        );
        expect(first.socket.destroyed).toBe(false);

        const signalledAt = Date.now();
        server.child.kill('SIGTERM');
        const exit = await server.exited;
        expect(exit).toMatchObject({ code: 0, signal: null });
        expect(exit.at - signalledAt).toBeLessThan(5_000);
        // The server hung up on it rather than waiting for the client to do so.
        await socketClosed;
      } finally {
        agent.destroy();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'drains before closing: just after SIGTERM it still serves, says it is not ready and asks clients to reconnect elsewhere',
    async () => {
      const server = await startServer();
      server.child.kill('SIGTERM');
      await poll(
        'the shutdown to begin',
        () => (logged(server, 'shutting down') ? true : undefined),
        5_000,
        20,
        server,
      );
      // Load balancers take the instance out on this answer; the requests they already sent are still served.
      const readiness = await request(server.port, 'GET', '/readyz');
      expect(readiness).toMatchObject({ status: 503 });
      const submitted = await request(server.port, 'POST', '/api/referrals', referral('Drain Patient'));
      expect(submitted).toMatchObject({ status: 201, headers: { connection: 'close' } });
      const exit = await server.exited;
      expect(exit).toMatchObject({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );

  // PostgreSQL only: PGlite has no pool and no other sessions. CI always sets TEST_DATABASE_URL (npm run test:pg).
  it.skipIf(!serverUrl)(
    'an error on idle pooled connections (the database server ended them) is logged, not fatal, and the pool recovers',
    async () => {
      const server = await startServer();
      // Several requests at once leave several idle clients in the pool.
      const warmUp = await Promise.all(Array.from({ length: 5 }, () => request(server.port, 'GET', '/readyz')));
      expect(warmUp.map(statusOf)).toEqual([200, 200, 200, 200, 200]);

      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      let terminated: number;
      try {
        const { rows } = await admin.query<{ terminated: boolean }>(
          'select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [server.databaseName],
        );
        terminated = rows.filter((row) => row.terminated).length;
      } finally {
        await admin.end();
      }
      expect(terminated).toBeGreaterThan(0);

      // Each idle client emits 'error' (FATAL 57P01); main.ts's onPoolError logs it as a JSON line on stderr.
      await poll(
        '"database pool error" in the log',
        () => {
          if (server.child.exitCode !== null)
            throw new Error(`the server died (exit ${server.child.exitCode}):\n${server.stderr()}`);
          return server.stderr().includes('"msg":"database pool error"') ? true : undefined;
        },
        5_000,
        100,
        server,
      );
      const line = server
        .stderr()
        .split('\n')
        .find((l) => l.includes('"msg":"database pool error"'))!;
      expect(JSON.parse(line)).toMatchObject({
        level: 'error',
        msg: 'database pool error',
        err: expect.stringContaining('terminating connection'),
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect({ code: server.child.exitCode, signal: server.child.signalCode }, server.stderr()).toEqual({
        code: null,
        signal: null,
      });

      // The pool opens new connections: ready again, and a write goes through and is stored.
      await poll(
        '/readyz = 200 again',
        async () => (statusOf(await request(server.port, 'GET', '/readyz')) === 200 ? true : undefined),
        5_000,
        100,
        server,
      );
      const patientName = `Recovered ${randomBytes(3).toString('hex')}`;
      const created = await request(server.port, 'POST', '/api/referrals', referral(patientName));
      expect('status' in created && created.status, JSON.stringify(created)).toBe(201);
      const { id } = JSON.parse((created as { body: string }).body) as { id: string };
      expect(await storedPatientName(server, id)).toBe(patientName);

      server.child.kill('SIGTERM');
      expect(await server.exited).toMatchObject({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );
});
