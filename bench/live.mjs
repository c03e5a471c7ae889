// `npm run bench:live`: live changes across instances (docs/decisions/050-live-changes.md; results in docs/performance.md).
//   (a) the delay from a change answered by instance A to its event on a stream open on instance B, both on one
//       PostgreSQL: p50 and p99 of BENCH_LIVE_CHANGES changes (default 1,000), made one after another;
//   (b) the memory of instance B with BENCH_LIVE_STREAMS open streams (default 1,000), and the time for one change
//       to reach all of them.
// BENCH_DATABASE_URL as for `npm run bench`. Uses the kept 1,000-job scale database (made on first use).
import { readFileSync } from 'node:fs';
import { buildServer, nextCallerAddress, signIn, startApp } from './support/app.mjs';
import { query, scaleDatabase } from './support/postgres.mjs';

const CHANGES = Number(process.env.BENCH_LIVE_CHANGES ?? 1000);
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1000);
const [PORT_A, PORT_B] = [5093, 5094];
// An instance holds at most 6 streams per session and 20 per person (docs/decisions/077-live-stream-limits.md).
const STREAMS_PER_SESSION = 5;
const SESSIONS_PER_ADMIN = 4;

const rssMiB = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Opens a stream and calls `onChange(change, at)` for each event; resolves once the stream has said hello. */
async function openStream(url, cookie, onChange) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events`, {
    headers: { cookie, accept: 'text/event-stream', 'x-forwarded-for': nextCallerAddress() },
    signal: controller.signal,
  });
  if (!response.ok) throw new Error(`GET /api/events: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let hello;
  const greeted = new Promise((resolve) => (hello = resolve));
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes(': connected')) hello();
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: change') && data) onChange(JSON.parse(data.slice(6)), performance.now());
      }
    }
  })();
  await greeted;
  return () => controller.abort();
}

async function referralIds(url, cookie, count) {
  const response = await fetch(`${url}/api/referrals?limit=${count}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/referrals: ${response.status}`);
  return (await response.json()).items.map((item) => item.id);
}

async function changeNote(url, cookie, id, note) {
  const response = await fetch(`${url}/api/referrals/${id}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ notes: note }),
  });
  if (!response.ok) throw new Error(`PUT /api/referrals/${id}: ${response.status} ${await response.text()}`);
}

async function acrossInstances(a, b) {
  const [cookieA, cookieB] = [await signIn(a.url, 'scale.admin'), await signIn(b.url, 'scale.admin')];
  const ids = await referralIds(a.url, cookieA, 100);
  let waiting = null;
  const close = await openStream(b.url, cookieB, (change, at) => {
    if (waiting && change.id === waiting.id) waiting.heard(at);
  });
  const delays = [];
  const fromSend = [];
  try {
    for (let i = 0; i < CHANGES; i += 1) {
      const id = ids[i % ids.length];
      const heard = new Promise((resolve) => (waiting = { id, heard: resolve }));
      const sent = performance.now();
      await changeNote(a.url, cookieA, id, `Live bench ${i}`);
      const answered = performance.now();
      const at = await Promise.race([
        heard,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`change ${i} not heard within 5 s`)), 5000)),
      ]);
      delays.push(Math.max(0, at - answered));
      fromSend.push(at - sent);
    }
  } finally {
    close();
  }
  delays.sort((x, y) => x - y);
  fromSend.sort((x, y) => x - y);
  return {
    changes: CHANGES,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1),
    sendP50: percentile(fromSend, 50),
    sendP99: percentile(fromSend, 99),
  };
}

/** Administrators enough to hold `streams` within the caps: copies of scale.admin, with its password. */
async function streamingAdmins(databaseUrl, streams) {
  const count = Math.ceil(streams / (STREAMS_PER_SESSION * SESSIONS_PER_ADMIN));
  await query(
    databaseUrl,
    `insert into users (username, email, password_hash, role)
     select 'scale.live.' || g, 'scale.live.' || g || '@example.com', password_hash, 'admin'
     from users, generate_series(1, $1::int) g where username = 'scale.admin' on conflict do nothing`,
    [count],
  );
  return Array.from({ length: count }, (_, i) => `scale.live.${i + 1}`);
}

async function manyStreams(a, b, databaseUrl) {
  const cookieA = await signIn(a.url, 'scale.admin');
  const sessions = [];
  for (const username of await streamingAdmins(databaseUrl, STREAMS))
    for (let s = 0; s < SESSIONS_PER_ADMIN; s += 1) sessions.push(await signIn(b.url, username));
  const [id] = await referralIds(a.url, cookieA, 1);
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMiB(b.child.pid);
  let heardBy = 0;
  let lastAt = 0;
  const closers = [];
  for (let i = 0; i < STREAMS; i += 1) {
    closers.push(
      await openStream(b.url, sessions[Math.floor(i / STREAMS_PER_SESSION)], (change, at) => {
        if (change.id !== id) return;
        heardBy += 1;
        lastAt = at;
      }),
    );
  }
  await new Promise((r) => setTimeout(r, 2000));
  const after = rssMiB(b.child.pid);
  const sent = performance.now();
  await changeNote(a.url, cookieA, id, 'Fan-out bench');
  const deadline = Date.now() + 10_000;
  while (heardBy < STREAMS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  for (const close of closers) close();
  return {
    streams: STREAMS,
    rssBeforeMiB: before,
    rssAfterMiB: after,
    kibPerStream: ((after - before) * 1024) / STREAMS,
    heardBy,
    fanOutMs: lastAt - sent,
  };
}

buildServer();
const { url } = await scaleDatabase('keystone_bench_1k', 1000);
const a = await startApp({ databaseUrl: url, port: PORT_A });
const b = await startApp({ databaseUrl: url, port: PORT_B });
try {
  const across = await acrossInstances(a, b);
  console.log(
    `(a) change on A → event on B, ${across.changes} changes: p50 ${across.p50.toFixed(2)} ms, p99 ${across.p99.toFixed(2)} ms, max ${across.max.toFixed(2)} ms after A answered (from sending: p50 ${across.sendP50.toFixed(2)} ms, p99 ${across.sendP99.toFixed(2)} ms)`,
  );
  const many = await manyStreams(a, b, url);
  console.log(
    `(b) ${many.streams} open streams on B: RSS ${many.rssBeforeMiB.toFixed(1)} → ${many.rssAfterMiB.toFixed(1)} MiB (${many.kibPerStream.toFixed(1)} KiB per stream); one change reached ${many.heardBy} of them in ${many.fanOutMs.toFixed(1)} ms`,
  );
} finally {
  await Promise.all([a.stop(), b.stop()]);
}
