import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Proof } from '../../../domain/proof';
import { makeJob } from '../../demo/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { workLeg } from '../../test/trip';

/**
 * A leg's record read while its steps are being written (docs/decisions/076-keyed-proof-chain.md): its events and
 * their seals are read as of one moment, so a step committed in between never makes it read as changed. On
 * PostgreSQL the reads and the writes run on connections of their own, side by side.
 */
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

describe('the proof of a leg in progress', () => {
  it('reads as intact however its reads and its steps interleave', async () => {
    const job = await makeJob(t.database.db, {
      assignedDriverId: driver.driverId!,
      status: 'accepted',
      pickupTime: new Date(Date.now() + 20 * 60_000),
      dropoffTime: new Date(Date.now() + 60 * 60_000),
    });
    await workLeg(t.app, driver.cookie!, job.id, ['start']);
    let writing = true;
    const corrections = (async () => {
      try {
        for (let n = 0; n < 60; n++) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/jobs/${job.id}/proof/corrections`,
            headers: { cookie: admin.cookie! },
            payload: { step: 'start', odometer: 41_000 + n, note: `Checked ${n}` },
          });
          expect(res.statusCode, res.body).toBe(201);
        }
      } finally {
        writing = false;
      }
    })();
    const verdicts: boolean[] = [];
    const reader = async () => {
      while (writing) {
        // A turn of the event loop between reads, as between requests on a socket: without it the in-process
        // requests kept PGlite's corrections from ever finishing.
        await new Promise((resolve) => setImmediate(resolve));
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/jobs/${job.id}/proof`,
          headers: { cookie: admin.cookie! },
        });
        expect(res.statusCode, res.body).toBe(200);
        verdicts.push(res.json<Proof>().intact);
      }
    };
    await Promise.all([corrections, reader(), reader(), reader()]);
    expect(verdicts.length).toBeGreaterThan(20);
    expect(verdicts.filter((intact) => !intact)).toEqual([]);
  });
});
