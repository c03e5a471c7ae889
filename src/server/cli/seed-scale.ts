/**
 * Loads a company's worth of data into PostgreSQL for benchmarks and capacity checks (docs/performance.md):
 *   DATABASE_URL=postgres://localhost/keystone_scale npm run seed:scale -- [--jobs 100000] [--drivers 10000] [--referrals 50000]
 * Rows are made inside PostgreSQL with generate_series, one INSERT … SELECT per table in one transaction,
 * so 100,000 jobs take seconds rather than a round trip each. Only into an empty database; every scale account
 * shares one password, SCALE_PASSWORD or a random one printed at the end.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { cliArgs } from './args';
import { hashPassword } from '../auth/password';
import { openDatabase } from '../db/client';
import { seedScale, SCALE_DEFAULTS } from '../db/scale-seed';

async function main() {
  const { values } = parseArgs({
    args: cliArgs(),
    options: {
      jobs: { type: 'string', default: String(SCALE_DEFAULTS.jobs) },
      drivers: { type: 'string', default: String(SCALE_DEFAULTS.drivers) },
      referrals: { type: 'string', default: String(SCALE_DEFAULTS.referrals) },
    },
  });
  const counts = {
    jobs: count(values.jobs, 'jobs'),
    drivers: count(values.drivers, 'drivers'),
    referrals: count(values.referrals, 'referrals'),
  };
  const url = process.env.DATABASE_URL;
  if (!url)
    fail('seed:scale loads a PostgreSQL server: set DATABASE_URL (for example postgres://localhost/keystone_scale)');
  if (process.env.NODE_ENV === 'production') fail('seed:scale refuses to run with NODE_ENV=production');
  // No password that anyone could read in the repository: the bench passes its own, otherwise one is made up.
  const password = process.env.SCALE_PASSWORD ?? randomBytes(12).toString('base64url');

  const started = performance.now();
  const database = await openDatabase({ url });
  try {
    const loaded = await seedScale(database.db, counts, await hashPassword(password));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Loaded ${loaded.jobs} jobs, ${loaded.drivers} drivers and ${loaded.referrals} referrals in ${seconds} s.`,
    );
    console.log(
      `Scale accounts: scale.admin and scale.driver.000001 … (password: ${process.env.SCALE_PASSWORD ? 'SCALE_PASSWORD' : password})`,
    );
  } catch (error) {
    // Drizzle's message is the query; PostgreSQL's reason is its cause.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    fail(error instanceof Error ? `${reason || error.message}` : String(error));
  } finally {
    await database.close();
  }
}

function count(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) fail(`--${name} must be a whole number up to 10,000,000`);
  return n;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

void main();
