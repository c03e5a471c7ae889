// The PostgreSQL server the benchmarks and fault scripts use: loopback only, one database per data size.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { SCALE_PASSWORD } from './app.mjs';

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(name) {
  await query(serverUrl, `drop database if exists ${name} with (force)`);
  await query(serverUrl, `create database ${name}`);
  return databaseUrl(name);
}

export const dropDatabase = (name) => query(serverUrl, `drop database if exists ${name} with (force)`);

/**
 * A database loaded by `npm run seed:scale` with this many jobs (10,000 drivers, 50,000 referrals). Kept between
 * runs: loading a million jobs takes a while, and the data does not change what is measured.
 */
export async function scaleDatabase(name, jobs) {
  const url = databaseUrl(name);
  const exists = await query(serverUrl, 'select 1 from pg_database where datname = $1', [name]);
  if (exists.length > 0) {
    const [row] = await query(
      url,
      "select (select count(*) from jobs)::int as jobs, (select count(*) from users where username = 'scale.admin')::int as admin",
    ).catch(() => [{}]);
    if (row.jobs === jobs && row.admin === 1) return { url, loadSeconds: null };
  }
  await recreateDatabase(name);
  const started = performance.now();
  const seeded = spawnSync('npx', ['tsx', 'src/server/cli/seed-scale.ts', '--jobs', String(jobs)], {
    env: { ...process.env, DATABASE_URL: url, SCALE_PASSWORD: SCALE_PASSWORD },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed:scale failed for ${name}: ${seeded.stderr || seeded.stdout}`);
  return { url, loadSeconds: (performance.now() - started) / 1000 };
}
