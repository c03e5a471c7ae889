import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type * as WorkerThreads from 'node:worker_threads';
import type { FastifyRequest, RouteOptions, RouteHandlerMethod } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../demo/factories';
import { readBackPdf } from '../test/pdf-text';
import { signedIn, type SignedIn } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Limits } from '../config/limits';

/**
 * PDF work bounded (docs/decisions/075-bounded-pdf-work.md), through the API on PGlite and PostgreSQL: the
 * instance's workers, their queue, and each person's PDFs a minute. Every worker thread started in this file is
 * counted, so the tests see the threads themselves rather than the pool's own account of them.
 */
const threads = vi.hoisted(() => ({ started: 0, running: 0, most: 0 }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const real = await importOriginal<typeof WorkerThreads>();
  class CountedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      threads.started += 1;
      threads.running += 1;
      threads.most = Math.max(threads.most, threads.running);
      this.once('exit', () => (threads.running -= 1));
    }
  }
  return { ...real, Worker: CountedWorker };
});

/** An app of its own with these PDF settings, and a driver with a day of two legs. */
async function appWith(env: Record<string, string>, limits: Partial<Limits>, onRoute?: (route: RouteOptions) => void) {
  const t = await createTestApp(env, { limits, ...(onRoute && { onRoute }) });
  const driver = await signedIn(t.app, t.database.db, 'driver');
  for (const hour of [1, 2])
    await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      pickupTime: new Date(Date.now() + hour * 3_600_000),
    });
  return { t, driver };
}

const manifest = (t: TestApp, who: SignedIn, driverId = who.driverId!) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/driver/${driverId}/manifest.pdf`, headers: { cookie: who.cookie! } });

/** A fresh database, sign-ins and first workers on a busy machine: the default 30 s is too short. */
const SLOW = 120_000;

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((count, s) => ({ ...count, [s]: (count[s] ?? 0) + 1 }), {});

// One person floods these: their own limits are lifted, so that only the instance's workers and queue stop them.
describe('PDF workers', () => {
  it(
    'never run more threads than PDF_WORKERS at once, and the same threads make the next documents',
    { timeout: SLOW },
    async () => {
      const { t, driver } = await appWith(
        { PDF_WORKERS: '2' },
        { pdfQueue: 50, pdfsPerMinute: 1000, pdfsAtOncePerPerson: 1000 },
      );
      try {
        threads.most = threads.running; // none: every earlier app has closed
        const startedBefore = threads.started;
        const first = await Promise.all(Array.from({ length: 8 }, () => manifest(t, driver)));
        expect(tally(first.map((res) => res.statusCode))).toEqual({ 200: 8 });
        expect(readBackPdf(first[7]!.rawPayload).pages).toBeGreaterThanOrEqual(1);
        expect(threads.most, 'threads at once').toBeLessThanOrEqual(2);
        expect(threads.started - startedBefore, 'threads started').toBeLessThanOrEqual(2);

        const again = await Promise.all(Array.from({ length: 4 }, () => manifest(t, driver)));
        expect(tally(again.map((res) => res.statusCode))).toEqual({ 200: 4 });
        expect(threads.started - startedBefore, 'no new thread for later documents').toBeLessThanOrEqual(2);
      } finally {
        await t.close();
      }
      // Closing the app ends its workers: nothing keeps a test run or a stopped server alive.
      await expect.poll(() => threads.running).toBe(0);
    },
  );

  it(
    'answer 503 with Retry-After beyond the queue, and make the next document as usual',
    { timeout: SLOW },
    async () => {
      const { t, driver } = await appWith(
        { PDF_WORKERS: '1' },
        { pdfQueue: 1, pdfsPerMinute: 1000, pdfsAtOncePerPerson: 1000 },
      );
      try {
        const flood = await Promise.all(Array.from({ length: 12 }, () => manifest(t, driver)));
        const counts = tally(flood.map((res) => res.statusCode));
        expect(Object.keys(counts).sort()).toEqual(['200', '503']);
        // The one rendering and the one waiting at least; the rest turned away at once.
        expect(counts[200]).toBeGreaterThanOrEqual(2);
        for (const busy of flood.filter((res) => res.statusCode === 503)) {
          expect(busy.headers['retry-after']).toBe('5');
          expect(busy.json()).toEqual({
            message: 'The server is busy making other documents. Try again in a few seconds.',
          });
        }
        const after = await manifest(t, driver);
        expect(after.statusCode, after.body).toBe(200);
        expect(after.headers['content-type']).toBe('application/pdf');
      } finally {
        await t.close();
      }
    },
  );
});

describe("each person's PDFs", () => {
  it(
    'answer 429 with Retry-After past the limit, on every PDF route together, while another person still gets theirs',
    { timeout: SLOW },
    async () => {
      const pdfRoutes: RouteOptions[] = [];
      const { t, driver } = await appWith({}, { pdfsPerMinute: 3 }, (route) => {
        if (route.url.endsWith('.pdf') && route.method === 'GET') pdfRoutes.push(route);
      });
      try {
        for (let n = 0; n < 3; n++) expect((await manifest(t, driver)).statusCode).toBe(200);
        const refused = await manifest(t, driver);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json().message).toMatch(/^Too many documents in a minute\. Try again in \d+ seconds?\.$/);
        // The count is the person's, not the route's: a trip log is refused before anything is looked up.
        const tripLog = await t.app.inject({
          method: 'GET',
          url: `/api/jobs/${randomUUID()}/trip-log.pdf`,
          headers: { cookie: driver.cookie! },
        });
        expect(tripLog.statusCode).toBe(429);

        const other = await signedIn(t.app, t.database.db, 'driver');
        expect((await manifest(t, other)).statusCode).toBe(200);

        // Every route that answers a PDF is counted (trip log, manifest, invoice, CMS-1500, pay statement).
        expect(pdfRoutes.map((route) => route.url).sort()).toEqual([
          '/api/invoices/:id/claims/:claimId/cms1500.pdf',
          '/api/invoices/:id/invoice.pdf',
          '/api/jobs/:id/trip-log.pdf',
          '/api/jobs/driver/:driverId/manifest.pdf',
          '/api/pay-statements/:id/statement.pdf',
        ]);
        for (const route of pdfRoutes) expect(route.config, route.url).toMatchObject({ pdf: true });
      } finally {
        await t.close();
      }
    },
  );
});

/**
 * The manifest route held at its start until `open()`, so a test chooses which requests are in flight together;
 * `fail` makes it throw instead, and `aborted` counts the connections it saw closed early.
 */
function heldManifests() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const gate = { waiting: 0, aborted: 0, fail: false, open: () => open() };
  const onRoute = (route: RouteOptions) => {
    if (!route.url.endsWith('/manifest.pdf')) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: unknown, request, reply) {
      if (gate.fail) throw new Error('the manifest broke');
      gate.waiting += 1;
      await opened;
      return handler.call(this as never, request, reply);
    } as RouteHandlerMethod;
    // After the app's own hooks: by the time this counts, the PDF work plugin has heard of it too.
    route.onRequestAbort = [
      ...[route.onRequestAbort ?? []].flat(),
      async (_: FastifyRequest) => void (gate.aborted += 1),
    ];
  };
  return { gate, onRoute };
}

describe("each person's PDFs in flight", () => {
  it(
    'are at most two: a third at once answers 429 with Retry-After, while another person still gets theirs',
    { timeout: SLOW },
    async () => {
      const { gate, onRoute } = heldManifests();
      const { t, driver } = await appWith({}, { pdfsPerMinute: 1000 }, onRoute);
      try {
        const inFlight = [manifest(t, driver), manifest(t, driver)];
        await expect.poll(() => gate.waiting).toBe(2);
        let third: Awaited<ReturnType<typeof manifest>> | undefined;
        void manifest(t, driver).then((res) => (third = res));
        await expect
          .poll(() => third?.statusCode ?? (gate.waiting > 2 ? 'let in' : 'not yet'), { timeout: 10_000 })
          .toBe(429);
        if (!third) throw new Error('unreachable');
        expect(third.headers['retry-after']).toBe('2');
        expect(third.json()).toEqual({ message: 'Your other documents are still being made. Try again in 2 seconds.' });

        const other = await signedIn(t.app, t.database.db, 'driver');
        const others = manifest(t, other);
        await expect.poll(() => gate.waiting).toBe(3);
        gate.open();
        expect((await Promise.all([...inFlight, others])).map((res) => res.statusCode)).toEqual([200, 200, 200]);
        // Answered, the two are no longer in flight.
        expect(
          tally((await Promise.all([manifest(t, driver), manifest(t, driver)])).map((res) => res.statusCode)),
        ).toEqual({ 200: 2 });
      } finally {
        gate.open();
        await t.close();
      }
    },
  );

  it('are let go when the request fails, is not found or is refused', { timeout: SLOW }, async () => {
    const { gate, onRoute } = heldManifests();
    const { t, driver } = await appWith({}, { pdfsPerMinute: 8 }, onRoute);
    const tripLog = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/jobs/${randomUUID()}/trip-log.pdf`,
        headers: { cookie: driver.cookie! },
      });
    try {
      gate.open();
      // One after another: a place kept by any of these would turn the third of a kind into a 429.
      gate.fail = true;
      for (let n = 0; n < 3; n++) expect((await manifest(t, driver)).statusCode).toBe(500);
      gate.fail = false;
      for (let n = 0; n < 3; n++) expect((await tripLog()).statusCode).toBe(404);
      for (let n = 0; n < 2; n++) expect((await manifest(t, driver)).statusCode).toBe(200);
      for (let n = 0; n < 3; n++)
        expect((await manifest(t, driver)).json().message).toMatch(/^Too many documents in a minute\./);
    } finally {
      await t.close();
    }
  });

  it('are let go when their documents run out of time', { timeout: SLOW }, async () => {
    // Starting a worker alone takes longer than a millisecond: every document is stopped.
    const { t, driver } = await appWith({}, { pdfsPerMinute: 1000, pdfTimeoutMs: 1 });
    try {
      for (let n = 0; n < 3; n++) expect((await manifest(t, driver)).statusCode).toBe(500);
    } finally {
      await t.close();
    }
  });

  it('are let go when the caller closes the connection before the answer', { timeout: SLOW }, async () => {
    const { gate, onRoute } = heldManifests();
    const { t, driver } = await appWith({}, { pdfsPerMinute: 1000 }, onRoute);
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const closed = Array.from({ length: 2 }, () => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          path: `/api/jobs/driver/${driver.driverId}/manifest.pdf`,
          headers: { cookie: driver.cookie! },
        });
        req.on('error', () => undefined); // the connection this test closes
        req.end();
        return req;
      });
      await expect.poll(() => gate.waiting).toBe(2);
      for (const req of closed) req.destroy();
      await expect.poll(() => gate.aborted).toBe(2);
      // Both places are free again while the closed requests' handlers still wait.
      const next = [manifest(t, driver), manifest(t, driver)];
      await expect.poll(() => gate.waiting).toBe(4);
      gate.open();
      expect((await Promise.all(next)).map((res) => res.statusCode)).toEqual([200, 200]);
    } finally {
      gate.open();
      await t.close();
    }
  });
});
