// The write load of the fault scripts: public referrals, each a new connection (as many partners' browsers
// are), each with its own Idempotency-Key, a 5-second limit, and a record of what came back.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { buildServer, nextCallerAddress, referralBody, startApp } from '../support/app.mjs';
import { dropDatabase, recreateDatabase, serverUrl } from '../support/postgres.mjs';

/** One POST /api/referrals; resolves with what the client saw, never rejects. */
export function submit(baseUrl, { key = randomUUID(), n }) {
  const url = new URL('/api/referrals', baseUrl);
  const payload = JSON.stringify(referralBody(`Fault ${n}`));
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        timeout: 5000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': key,
          'x-forwarded-for': nextCallerAddress(),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ key, n, sentAt, at: performance.now(), status: response.statusCode, id: parseId(body) }),
        );
        response.on('error', (error) =>
          resolve({ key, n, sentAt, at: performance.now(), error: error.code ?? error.message }),
        );
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error) =>
      resolve({ key, n, sentAt, at: performance.now(), error: error.code ?? error.message }),
    );
    request.end(payload);
  });
}

function parseId(body) {
  try {
    return JSON.parse(body).id ?? null;
  } catch {
    return null;
  }
}

/**
 * `workers` loops submitting until `running()` is false. With `retry`, a submission that got no 2xx is sent
 * again with the same key (and body) until it does, the way a careful client would.
 */
export async function writeLoad(baseUrl, { workers, running, retry = false, onResult = () => {} }) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (running()) {
      const n = (next += 1);
      const key = randomUUID();
      for (;;) {
        const result = await submit(baseUrl, { key, n });
        results.push(result);
        onResult(result);
        if (!retry || isAcknowledged(result) || !running()) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

export const isAcknowledged = (result) => result.status >= 200 && result.status < 300 && Boolean(result.id);

/** Every acknowledged write must be in the database, once. */
export async function checkWrites(results, rowsOf) {
  const acknowledged = results.filter(isAcknowledged);
  const ids = [...new Set(acknowledged.map((r) => r.id))];
  const rows = await rowsOf(ids);
  const stored = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !stored.has(id));
  return { acknowledged: acknowledged.length, distinctIds: ids.length, missing };
}

export function tally(results) {
  const byOutcome = {};
  for (const r of results) {
    const outcome = r.error ? `error ${r.error}` : `HTTP ${r.status}`;
    byOutcome[outcome] = (byOutcome[outcome] ?? 0) + 1;
  }
  return byOutcome;
}

/** The scripts act on this machine only. */
export function requireLoopback(url) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    console.error(`Fault scripts run against loopback only; ${host} is not.`);
    process.exit(2);
  }
}

/** A hard stop, so a script never runs on unattended: `cleanUp` ends what it started (the app, its database). */
export function deadline(seconds, cleanUp = async () => {}) {
  setTimeout(async () => {
    console.error(`Stopped: the script ran past its ${seconds} s limit.`);
    await Promise.race([cleanUp().catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);
    process.exit(3);
  }, seconds * 1000).unref();
}

/** Each script's set-up: the production bundle on a fresh database, and a deadline that stops both. */
export async function startOnFreshDatabase(database, port, seconds) {
  requireLoopback(serverUrl);
  buildServer();
  const url = await recreateDatabase(database);
  const app = await startApp({ databaseUrl: url, port });
  deadline(seconds, async () => {
    await app.stop('SIGKILL');
    await dropDatabase(database);
  });
  return { url, app };
}
