// Building and reading an invoice of many trips (docs/decisions/070-invoices.md): a month of a busy payer's trips
// billed at once. For each size: the build (pricing each trip and claiming it, one transaction) and the read of
// the draft with every claim's checks, through the real app and database.
// Usage: npm run bench:invoice [-- --sizes 300,3000]; TEST_DATABASE_URL=postgres://… for PostgreSQL (PGlite otherwise).
// tsx runs it so it can import the TypeScript modules.
import { makeJob } from '../src/server/demo/factories';
import { payerBody, rateBody } from '../src/server/test/payer';
import { signedIn } from '../src/server/test/sign-in';
import { createTestApp } from '../src/server/test/test-app';

const at = process.argv.indexOf('--sizes');
const sizes = (at >= 0 ? process.argv[at + 1] : '300,3000').split(',').map(Number);

for (const size of sizes) {
  const t = await createTestApp();
  const admin = await signedIn(t.app, t.database.db, 'admin');
  const call = (method, url, payload) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
  const payer = (await call('POST', '/api/payers', payerBody({ type: 'facility', signatureRequired: false }))).json();
  await call('PUT', `/api/payers/${payer.id}/rates/ambulatory`, rateBody());
  // Ten drivers, trips spread over October at the hours of a day's work.
  const drivers = [];
  for (let d = 0; d < 10; d++) drivers.push((await signedIn(t.app, t.database.db, 'driver', { equip: true })).driverId);
  for (let i = 0; i < size; i++) {
    await makeJob(t.database.db, {
      payerId: payer.id,
      status: 'completed',
      assignedDriverId: drivers[i % 10],
      pickupTime: new Date(Date.UTC(2026, 9, 1 + (i % 28), 12 + (i % 9))),
    });
  }
  let started = performance.now();
  const built = await call('POST', '/api/invoices', {
    payerId: payer.id,
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
  });
  const buildMs = performance.now() - started;
  if (built.statusCode !== 201) throw new Error(`build: ${built.statusCode} ${built.body}`);
  started = performance.now();
  const read = await call('GET', `/api/invoices/${built.json().id}`);
  const readMs = performance.now() - started;
  console.log(
    `${size} trips: build ${Math.round(buildMs)} ms (${(buildMs / size).toFixed(2)} ms a trip), read with checks ${Math.round(readMs)} ms, ${Math.round(read.rawPayload.length / 1024)} KB`,
  );
  await t.close();
}
