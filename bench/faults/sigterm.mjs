// Fault: the app gets SIGTERM (a deploy) under a write load (docs/performance.md, Faults). Run by hand:   node bench/faults/sigterm.mjs
// The load plays a load balancer: it sends while /readyz (polled every 100 ms) says ready, and stops sending to
// this instance once it says otherwise. Each request opens its own connection, so every outcome is one of:
// answered, refused (ECONNREFUSED: the balancer would send it to another instance) or dropped (reset or cut
// off mid-answer). Passes when nothing is dropped, every 2xx is in the database, and the process exits 0
// within 10 s.
import { dropDatabase, query } from '../support/postgres.mjs';
import { checkWrites, startOnFreshDatabase, tally, writeLoad } from './submissions.mjs';

const DATABASE = 'keystone_fault_sigterm';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const { url, app } = await startOnFreshDatabase(DATABASE, 5095, 90);
  const t0 = performance.now();
  let loading = true;
  let routable = true;
  let leftAt = 0;
  const probe = setInterval(async () => {
    const ready = await fetch(`${app.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready && routable) {
      routable = false;
      leftAt = performance.now();
    }
  }, 100);
  // 16 workers, each sending its next referral when the last is answered: 16 in flight at any moment.
  const load = writeLoad(app.url, { workers: 16, running: () => loading && routable });

  await sleep(3000);
  const signalAt = performance.now();
  app.child.kill('SIGTERM');
  const exit = await app.exited;
  const exitAfter = (performance.now() - signalAt) / 1000;
  loading = false;
  clearInterval(probe);
  const results = await load;

  const straddling = results.filter((r) => r.sentAt < signalAt && r.at >= signalAt);
  const sentWhileDraining = results.filter((r) => r.sentAt >= signalAt);
  const dropped = results.filter((r) => r.error && r.error !== 'ECONNREFUSED');
  const refused = results.filter((r) => r.error === 'ECONNREFUSED');
  const writes = await checkWrites(results, (ids) =>
    query(url, 'select id from referrals where id = any($1::uuid[])', [ids]),
  );
  await dropDatabase(DATABASE);

  console.log(
    `SIGTERM at ${((signalAt - t0) / 1000).toFixed(2)} s with ${straddling.length} requests in flight; /readyz failed ${((leftAt - signalAt) / 1000).toFixed(2)} s after it`,
  );
  console.log(`process exited with code ${exit.code ?? exit.signal} ${exitAfter.toFixed(2)} s after SIGTERM`);
  console.log(`requests: ${results.length} (${JSON.stringify(tally(results))})`);
  console.log(`sent before SIGTERM and answered after it: ${straddling.length} (${JSON.stringify(tally(straddling))})`);
  console.log(
    `sent after SIGTERM, before the balancer noticed: ${sentWhileDraining.length} (${JSON.stringify(tally(sentWhileDraining))})`,
  );
  console.log(
    `refused after the server stopped listening: ${refused.length}; dropped (reset or cut off): ${dropped.length}`,
  );
  console.log(`acknowledged writes: ${writes.acknowledged}; missing from the database: ${writes.missing.length}`);
  const ok = exit.code === 0 && exitAfter <= 10 && dropped.length === 0 && writes.missing.length === 0;
  console.log(
    ok ? '\nPASS: no in-flight request dropped, every acknowledged write stored, clean exit within 10 s' : '\nFAIL',
  );
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
