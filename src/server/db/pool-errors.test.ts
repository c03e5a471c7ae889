import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServerDatabase } from '../test/test-app';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * A dropped database connection must never end the process (docs/performance.md, "Faults"). PostgreSQL only: PGlite has no connections
 * to lose. CI always sets TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
let name: string;
let dropDatabase: () => Promise<void>;
let database: DatabaseHandle;
const poolErrors: Error[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  const created = await createServerDatabase(serverUrl);
  ({ name, drop: dropDatabase } = created);
  database = await openDatabase({ url: created.url, onPoolError: (error) => poolErrors.push(error) });
});

afterAll(async () => {
  if (!serverUrl) return;
  await database.close();
  await dropDatabase();
});

it.skipIf(!serverUrl)('survives losing the connection of a transaction between two of its queries', async () => {
  const failed = database.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
    await admin((c) => c.query('select pg_terminate_backend($1)', [result.rows[0]!.pid]));
    // The checked-out client learns of the drop while no query runs: without a listener of ours, Node throws.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await tx.execute(sql`select 1`);
  });
  await expect(failed).rejects.toThrow();
  expect(poolErrors.some((error) => /terminat/i.test(error.message))).toBe(true);
  // The pool replaces the lost connection; the next statement simply works.
  await expect(database.ping()).resolves.toBeUndefined();
});

it.skipIf(!serverUrl)('survives losing its idle connections', async () => {
  await Promise.all([1, 2, 3].map(() => database.ping()));
  poolErrors.length = 0;
  const ended = await admin(async (c) => {
    const result = await c.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return result.rowCount ?? 0;
  });
  expect(ended).toBeGreaterThan(0);
  // Each lost connection is reported once, and only then is it out of the pool.
  await expect.poll(() => poolErrors.length, { timeout: 5000 }).toBe(ended);
  await expect(database.ping()).resolves.toBeUndefined();
});
