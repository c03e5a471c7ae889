// Fault: PostgreSQL restarts under a write load (docs/performance.md, Faults). Run by hand, as root on a machine whose PostgreSQL
// may be restarted (never a shared server):   node bench/faults/pg-restart.mjs
// Passes when the app answers 2xx again within 5 s of PostgreSQL being back, every write that got a 2xx is in
// the database, and every submission (retried with its Idempotency-Key until acknowledged) is stored once.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dropDatabase, query, serverUrl } from '../support/postgres.mjs';
import { checkWrites, isAcknowledged, startOnFreshDatabase, tally, writeLoad } from './submissions.mjs';

const DATABASE = 'keystone_fault_pg';
const cluster = readdirSync('/etc/postgresql')[0];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForPostgres() {
  for (;;) {
    if (
      await query(serverUrl, 'select 1').then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(50);
  }
}

async function main() {
  const { url, app } = await startOnFreshDatabase(DATABASE, 5094, 120);
  const t0 = performance.now();
  const s = (t) => ((t - t0) / 1000).toFixed(2);
  let loading = true;
  let restartedAt = 0;
  let upAt = 0;
  const load = writeLoad(app.url, { workers: 8, running: () => loading, retry: true });

  await sleep(3000);
  restartedAt = performance.now();
  console.log(`${s(restartedAt)} s  restarting PostgreSQL ${cluster}/main`);
  // Asynchronously: the load goes on while PostgreSQL is down (a synchronous call would pause it too).
  const restart = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', 'restart'], {
    stdio: 'inherit',
  });
  await new Promise((resolve, reject) =>
    restart.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctlcluster exited ${code}`)))),
  );
  await waitForPostgres();
  upAt = performance.now();
  console.log(
    `${s(upAt)} s  PostgreSQL accepts connections again (${((upAt - restartedAt) / 1000).toFixed(2)} s down)`,
  );
  await sleep(8000);
  loading = false;
  const results = await load;
  const exit = await app.stop();

  const failures = results.filter((r) => !isAcknowledged(r));
  const lastFailure = failures.length ? Math.max(...failures.map((r) => r.at)) : restartedAt;
  const firstOkAfterUp = results.filter((r) => isAcknowledged(r) && r.sentAt >= upAt).sort((a, b) => a.at - b.at)[0];
  const recovery = firstOkAfterUp ? (firstOkAfterUp.at - upAt) / 1000 : Infinity;
  const writes = await checkWrites(results, (ids) =>
    query(url, 'select id from referrals where id = any($1::uuid[])', [ids]),
  );
  const submissions = new Set(results.map((r) => r.key)).size;
  const [{ n: stored }] = await query(
    url,
    "select count(*)::int as n from referrals where patient_name like 'Load Patient Fault %'",
  );
  const [{ n: duplicates }] = await query(
    url,
    "select (count(*) - count(distinct patient_name))::int as n from referrals where patient_name like 'Load Patient Fault %'",
  );
  await dropDatabase(DATABASE);

  console.log(`\nrequests: ${results.length} (${JSON.stringify(tally(results))})`);
  console.log(
    `failed requests: ${failures.length}, the first answered ${s(failures.length ? Math.min(...failures.map((r) => r.at)) : restartedAt)} s, the last ${s(lastFailure)} s`,
  );
  console.log(`first 2xx sent after PostgreSQL was back: ${recovery.toFixed(2)} s after it was back`);
  console.log(
    `acknowledged writes: ${writes.acknowledged} (${writes.distinctIds} records); missing from the database: ${writes.missing.length}`,
  );
  console.log(`submissions: ${submissions}; stored: ${stored}; stored twice: ${duplicates}`);
  console.log(`app exit after SIGTERM: code ${exit.code}`);
  const ok = recovery <= 5 && writes.missing.length === 0 && duplicates === 0 && exit.code === 0;
  console.log(ok ? '\nPASS: recovered within 5 s, no acknowledged write lost, none stored twice' : '\nFAIL');
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
