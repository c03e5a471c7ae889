import { randomBytes } from 'node:crypto';
import { accountInput } from '../demo/samples';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { pgliteTemplate } from './pglite-template';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The PostgreSQL database's address (undefined on PGlite), for a second instance on the same data. */
  databaseUrl?: string | undefined;
  close(): Promise<void>;
}

/**
 * A fresh database for each test file: an in-memory PGlite copied from the run's migrated one, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI). Migrations run as at start-up (on a copy,
 * they find nothing left to do).
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory', pgliteTemplate: await pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ url: created.url });
  return {
    database,
    url: created.url,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server at `serverUrl`; `drop` removes it even with connections left. */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
  options: { webRoot?: string } = {},
): Promise<TestApp> {
  const { database, url, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-test-'));
  // The folder and the database go even when the app fails to start or to close, so a failing test leaves neither.
  const removeAll = async () => {
    try {
      await drop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  let config: Config;
  let app: FastifyInstance;
  try {
    config = loadConfig(
      { NODE_ENV: 'test', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), DATA_DIR: dataDir, ...env },
      options,
    );
    app = await buildApp(config, { database, logger: false, ...deps });
  } catch (error) {
    await removeAll();
    throw error;
  }
  return {
    app,
    database,
    config,
    databaseUrl: url,
    close: async () => {
      try {
        await app.close();
      } finally {
        await removeAll();
      }
    },
  };
}

/** The session cookie a response set, as `name=value` ready for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}`);
  return `${cookie.name}=${cookie.value}`;
}

export const strongPassword = 'Ambulance-Route-42';

/** A new partner account as the register form sends it, with a password of its own. */
export function registration(overrides: Record<string, unknown> = {}) {
  return accountInput({ password: strongPassword, confirmPassword: strongPassword, ...overrides });
}
