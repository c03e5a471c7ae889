import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objects } from '../../db/schema';
import { createObjectStore } from '../../storage';
import { SAMPLE_FILES } from '../../test/bodies';
import { signedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadDocument } from '../../test/uploads';
import { sweepUnclaimedUploads, UNCLAIMED_AFTER_MS } from './unclaimed-sweep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { uploadBytesPerDay: 3 * SAMPLE_FILES.pdf.length } });
});
afterAll(() => t.close());

const fileOf = (id: string) => path.join(t.config.dataDir, 'objects', id.slice(0, 2), id);
const ageBy = (ids: string[], ms: number) =>
  t.database.db
    .update(objects)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(inArray(objects.id, ids));

describe('unclaimed uploads (docs/decisions/013-unclaimed-uploads.md)', () => {
  it('removes, after a day, the row and the stored file of an upload no application claimed, and nothing else', async () => {
    const stale = await uploadDocument(t.app, { bytes: SAMPLE_FILES.pdf });
    const fresh = await uploadDocument(t.app, { bytes: SAMPLE_FILES.pdf, cookie: stale.cookie });
    const driver = await signedIn(t.app, t.database.db, 'driver');
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: driver.cookie! },
      payload: { kind: 'w9', filename: 'w9.pdf', contentType: 'application/pdf', size: 10 },
    });
    const claimedId = claimed.json().objectId as string;
    expect(existsSync(fileOf(stale.objectId))).toBe(true);
    await ageBy([stale.objectId, claimedId], UNCLAIMED_AFTER_MS + 60_000);
    await ageBy([fresh.objectId], UNCLAIMED_AFTER_MS - 60_000);

    const removed = await sweepUnclaimedUploads(t.database.db, createObjectStore(t.config));
    expect(removed).toBe(1);
    expect(existsSync(fileOf(stale.objectId))).toBe(false);
    const left = (await t.database.db.select({ id: objects.id }).from(objects)).map((r) => r.id);
    expect(left).not.toContain(stale.objectId);
    expect(left).toEqual(expect.arrayContaining([fresh.objectId, claimedId]));
    expect(existsSync(fileOf(fresh.objectId))).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/objects/${stale.objectId}`, headers: { cookie: stale.cookie } }))
        .statusCode,
    ).toBe(404);
    // The lock is a transaction's: the next sweep takes it again and finds nothing more to do.
    expect(await sweepUnclaimedUploads(t.database.db, createObjectStore(t.config))).toBe(0);
    const [row] = await t.database.db.select().from(objects).where(eq(objects.id, fresh.objectId));
    expect(row?.storedAt).not.toBeNull();
  });

  it('lets two instances sweep at once without both removing the same upload', async () => {
    const stale = await uploadDocument(t.app, { bytes: SAMPLE_FILES.pdf, cookie: undefined });
    await ageBy([stale.objectId], UNCLAIMED_AFTER_MS + 60_000);
    const store = createObjectStore(t.config);
    const counts = await Promise.all([
      sweepUnclaimedUploads(t.database.db, store),
      sweepUnclaimedUploads(t.database.db, store),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(existsSync(fileOf(stale.objectId))).toBe(false);
  });

  it('bounds the bytes one address stores in a day: the ticket past it is refused (429)', async () => {
    const address = '198.51.100.20';
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/objects/upload',
        remoteAddress: address,
        payload: { kind: 'license', filename: 'a.pdf', contentType: 'application/pdf', size: SAMPLE_FILES.pdf.length },
      });
    for (let i = 0; i < 3; i += 1) {
      const ticket = await ask();
      expect(ticket.statusCode).toBe(201);
      const cookie = ticket.headers['set-cookie']!.toString().split(';')[0]!;
      const put = await t.app.inject({
        method: 'PUT',
        url: ticket.json().uploadURL,
        remoteAddress: address,
        payload: SAMPLE_FILES.pdf,
        headers: { cookie, 'content-type': 'application/pdf' },
      });
      expect(put.statusCode).toBe(200);
    }
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/today/);
    // Another address has its own allowance.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/objects/upload',
          remoteAddress: '198.51.100.21',
          payload: { kind: 'license', filename: 'a.pdf', contentType: 'application/pdf', size: 10 },
        })
      ).statusCode,
    ).toBe(201);
  });
});
