import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDatabaseDirectory, type DirectoryLock } from './pglite-lock';
import * as schema from './schema';

/** Both drivers share this type, so repositories never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears the channel's notifications (docs/decisions/050-live-changes.md) until the returned stop is called.
   * On PostgreSQL a connection of its own listens, and comes back by itself after a drop.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Plain SQL for a library that brings its own (the job queue, docs/decisions/065-notifications.md): with values,
   * one statement; without, a script of several.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's folder; 'memory' keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * An in-memory PGlite starts from this copy of a migrated database (PGlite's dumpDataDir) instead of creating
   * one: creating a cluster is most of an embedded database's start-up, and each test file needs its own.
   */
  pgliteTemplate?: Blob;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url
    ? await openPostgres(options.url, options.onPoolError)
    : await openPglite(options.pgliteDir ?? 'memory', options.pgliteTemplate);
  return handle;
}

/** A migrated, empty in-memory database as PGlite's copy of its folder: the start of `pgliteTemplate`. */
export async function migratedPgliteCopy(): Promise<Blob> {
  const client = new PGlite();
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(dir: string, template?: Blob): Promise<DatabaseHandle> {
  // Every process that opens a PGlite directory (the server, the CLI) comes through here, so each holds the
  // directory's lock first and a second one stops before touching anything (docs/decisions/008-…).
  let lock: DirectoryLock | undefined;
  if (dir !== 'memory') {
    mkdirSync(dir, { recursive: true });
    lock = await lockDatabaseDirectory(dir);
  }
  let client: PGlite | undefined;
  try {
    if (template && dir !== 'memory') throw new Error('A PGlite template is for an in-memory database only');
    client = dir === 'memory' ? new PGlite(template ? { loadDataDir: template } : undefined) : new PGlite(dir);
    await client.waitReady;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client?.close().catch(() => undefined);
    await lock?.release();
    throw error;
  }
  const opened = client;
  const db = drizzlePglite({ client: opened, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await opened.query('select 1')),
    listen: (channel, onPayload) => opened.listen(channel, onPayload),
    executeSql: async (text, values) => {
      if (values && values.length > 0)
        return { rows: (await opened.query<Record<string, unknown>>(text, values)).rows };
      const results = await opened.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: async () => {
      try {
        await opened.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, onPoolError?: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    application_name: 'keystone-transport',
  });
  // Every client's connection may drop (the server restarted, a network blip). The pool listens only while a
  // client is idle; a checked-out one whose connection drops between two queries (inside a transaction) emitted
  // 'error' with nobody listening, which ended the process (found by bench/faults/pg-restart.mjs). So each
  // client gets a listener of its own, which reports the error once; the query in flight still fails on its own.
  pool.on('connect', (client) => client.on('error', (error) => onPoolError?.(error)));
  // The pool re-emits an idle client's error, already reported above; unheard, it would throw.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const lockClient = await pool.connect();
  try {
    // Several instances may start together; one applies the migrations, the others wait for it — as long as
    // it takes, so the wait and the migrations themselves are exempt from the pool's statement timeout.
    await lockClient.query('set statement_timeout = 0');
    await lockClient.query('select pg_advisory_lock(727001)');
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727001)').catch(() => undefined);
    await lockClient.query('reset statement_timeout').catch(() => undefined);
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload, onPoolError),
    executeSql: async (text, values) => ({ rows: (await pool.query<Record<string, unknown>>(text, values)).rows }),
    close: () => pool.end(),
  };
}

const LISTEN_RETRY_MS = 1000;

/**
 * A connection that only listens. When it drops (a restart, a network blip) it connects again after a second,
 * for as long as nobody has stopped it; notifications sent while it was away are lost, so a board refetches on
 * reconnect (the browser's stream reconnects too).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'keystone-transport-listener' });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onError?.(error);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped) retry = setTimeout(() => void connect().catch(again), LISTEN_RETRY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const again = (error: Error) => {
    onError?.(error);
    if (!stopped) retry = setTimeout(() => void connect().catch(again), LISTEN_RETRY_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}

/** The SQL migrations sit beside this file in the source and beside the bundle in dist/. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}
