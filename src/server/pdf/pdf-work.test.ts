import { randomUUID } from 'node:crypto';
import type * as WorkerThreads from 'node:worker_threads';
import type { RouteOptions } from 'fastify';
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
  for (const hour of [1, 2]) await makeJob(t.database.db, { assignedDriverId: driver.driverId!, pickupTime: new Date(Date.now() + hour * 3_600_000) });
  return { t, driver };
}

const manifest = (t: TestApp, who: SignedIn, driverId = who.driverId!) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/driver/${driverId}/manifest.pdf`, headers: { cookie: who.cookie! } });

/** A fresh database, sign-ins and first workers on a busy machine: the default 30 s is too short. */
const SLOW = 120_000;

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((count, s) => ({ ...count, [s]: (count[s] ?? 0) + 1 }), {});

describe('PDF workers', () => {
  it('never run more threads than PDF_WORKERS at once, and the same threads make the next documents', { timeout: SLOW }, async () => {
    const { t, driver } = await appWith({ PDF_WORKERS: '2' }, { pdfQueue: 50, pdfsPerMinute: 1000 });
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
  });

  it('answer 503 with Retry-After beyond the queue, and make the next document as usual', { timeout: SLOW }, async () => {
    const { t, driver } = await appWith({ PDF_WORKERS: '1' }, { pdfQueue: 1, pdfsPerMinute: 1000 });
    try {
      const flood = await Promise.all(Array.from({ length: 12 }, () => manifest(t, driver)));
      const counts = tally(flood.map((res) => res.statusCode));
      expect(Object.keys(counts).sort()).toEqual(['200', '503']);
      // The one rendering and the one waiting at least; the rest turned away at once.
      expect(counts[200]).toBeGreaterThanOrEqual(2);
      for (const busy of flood.filter((res) => res.statusCode === 503)) {
        expect(busy.headers['retry-after']).toBe('5');
        expect(busy.json()).toEqual({ message: 'The server is busy making other documents. Try again in a few seconds.' });
      }
      const after = await manifest(t, driver);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.headers['content-type']).toBe('application/pdf');
    } finally {
      await t.close();
    }
  });
});

describe("each person's PDFs", () => {
  it('answer 429 with Retry-After past the limit, on every PDF route together, while another person still gets theirs', { timeout: SLOW }, async () => {
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
      const tripLog = await t.app.inject({ method: 'GET', url: `/api/jobs/${randomUUID()}/trip-log.pdf`, headers: { cookie: driver.cookie! } });
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
  });
});
