// Fault: anonymous callers hold upload connections (docs/security.md, "Uploads"). Run by hand:
//   node bench/faults/upload-hold.mjs
// CONNECTIONS sockets, from one address, each PUT a 10 MB body to an upload target that is nobody's (a random
// uuid): all of the body but its last byte goes at once, then the socket waits. The script samples the server's
// resident memory while they wait and notes how long each connection stays open without an answer. Bounded: at
// most CONNECTIONS sockets, each given HOLD_SECONDS, and the whole run stops itself after 90 s.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { dropDatabase } from '../support/postgres.mjs';
import { startOnFreshDatabase } from './submissions.mjs';

const DATABASE = 'keystone_fault_upload_hold';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 60);
const HOLD_SECONDS = Number(process.env.HOLD_SECONDS ?? 20);
const BODY_BYTES = 10 * 1024 * 1024;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Resolves with how long the socket stayed open and the status it got, if any. */
function hold(port) {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({
        openMs: performance.now() - started,
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || undefined,
      });
    };
    const timer = setTimeout(done, HOLD_SECONDS * 1000);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(
        `PUT /api/objects/${randomUUID()}/content HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/pdf\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`,
      );
      const body = Buffer.alloc(BODY_BYTES - 1, 0x20);
      body.write('%PDF-1.4\n');
      socket.write(body);
    });
  });
}

/** The app under test, stopped on any failure so no server is left behind. */
let started;

async function main() {
  const { app } = await startOnFreshDatabase(DATABASE, 5097, 90);
  started = app;
  const port = Number(new URL(app.url).port);
  const before = rssMb(app.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.child.pid))), 200);
  const results = await Promise.all(Array.from({ length: CONNECTIONS }, () => hold(port)));
  clearInterval(sampler);
  const open = results.map((r) => r.openMs).sort((a, b) => a - b);
  const statuses = {};
  for (const r of results)
    statuses[r.status ?? 'closed, no answer'] = (statuses[r.status ?? 'closed, no answer'] ?? 0) + 1;
  console.log(
    JSON.stringify({
      connections: CONNECTIONS,
      rssBeforeMb: Math.round(before),
      rssPeakMb: Math.round(peak),
      heldMb: Math.round(peak - before),
      openMsMedian: Math.round(open[Math.floor(open.length / 2)]),
      openMsMax: Math.round(open.at(-1)),
      statuses,
    }),
  );
  await app.stop();
  await dropDatabase(DATABASE);
  process.exit(0);
}

main().catch(async (error) => {
  console.error(error);
  await started?.stop('SIGKILL');
  process.exit(1);
});
