// Runs the server's API tests again on a real PostgreSQL when TEST_DATABASE_URL names one (CI always does).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests ran on PGlite only. Set it to also run them on PostgreSQL.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
