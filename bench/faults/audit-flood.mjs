// Fault: anonymous refused requests fill the audit trail (docs/security.md, "Audit"). Run by hand:
//   node bench/faults/audit-flood.mjs
// REQUESTS anonymous requests from one address (keep-alive, 20 at a time) to a route that needs a session
// (401), then the app stops (a shutdown writes what it still holds); the script reports the audit rows and the
// table's bytes they added. Bounded: REQUESTS requests, and the run stops itself after 120 s.
import http from 'node:http';
import { dropDatabase, query } from '../support/postgres.mjs';
import { startOnFreshDatabase } from './submissions.mjs';

const DATABASE = 'keystone_fault_audit_flood';
const REQUESTS = Number(process.env.REQUESTS ?? 10_000);
const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });

const get = (url) =>
  new Promise((resolve) => {
    http
      .get(url, { agent }, (response) => response.resume().on('end', () => resolve(response.statusCode)))
      .on('error', () => resolve(0));
  });

const tableBytes = async (url) =>
  Number((await query(url, "select pg_total_relation_size('audit_log') as bytes"))[0].bytes);
const rows = async (url) => Number((await query(url, 'select count(*) as n from audit_log'))[0].n);

/** The app under test, stopped on any failure so no server is left behind. */
let started;

async function main() {
  const { url: databaseUrl, app } = await startOnFreshDatabase(DATABASE, 5098, 120);
  started = app;
  const rowsBefore = await rows(databaseUrl);
  const bytesBefore = await tableBytes(databaseUrl);
  const statuses = {};
  let sent = 0;
  const worker = async () => {
    while (sent < REQUESTS) {
      sent += 1;
      const status = await get(`${app.url}/api/drivers`);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const floodStart = performance.now();
  await Promise.all(Array.from({ length: 20 }, worker));
  const seconds = (performance.now() - floodStart) / 1000;
  agent.destroy();
  await app.stop();
  await query(databaseUrl, 'vacuum analyze audit_log');
  const added = (await rows(databaseUrl)) - rowsBefore;
  const bytes = (await tableBytes(databaseUrl)) - bytesBefore;
  console.log(
    JSON.stringify({
      requests: REQUESTS,
      seconds: Math.round(seconds * 10) / 10,
      statuses,
      rowsAdded: added,
      bytesAdded: bytes,
    }),
  );
  await dropDatabase(DATABASE);
  process.exit(0);
}

main().catch(async (error) => {
  console.error(error);
  await started?.stop('SIGKILL');
  process.exit(1);
});
