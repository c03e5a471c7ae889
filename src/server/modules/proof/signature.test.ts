import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '../../demo/factories';
import { readBackPdf } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { STEP_BODIES, workLeg } from '../../test/trip';
import { appendProofEvent, NO_FIX } from './repository';

/** The rider's signature at drop-off, and the documents that show it (docs/decisions/056-proof-of-service.md), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: SignedIn;
let driver: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database.db, 'admin');
  driver = await signedIn(t.app, t.database.db, 'driver');
});
afterAll(() => t.close());

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};
/** A PNG whose header says `width` × `height` RGBA pixels, with whatever image data is given. */
const png = (width: number, height: number, data: Buffer) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

const leg = async () => {
  const job = await makeJob(t.database.db, {
    assignedDriverId: driver.driverId!,
    status: 'accepted',
    pickupTime: new Date(Date.now() + 20 * 60_000),
    dropoffTime: new Date(Date.now() + 60 * 60_000),
  });
  await workLeg(t.app, driver.cookie!, job.id, ['start', 'arrival', 'pickup']);
  return job;
};
const dropoff = (jobId: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/proof/dropoff`,
    headers: { cookie: driver.cookie! },
    payload: { ...STEP_BODIES.dropoff, signature },
  });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie! } });

describe('a signature sent with the drop-off', () => {
  it('is refused with 400 under the signature field unless it is a whole PNG or JPEG of a sane size, and the leg stays open', async () => {
    const job = await leg();
    const refused = [
      'data:image/png;base64,AAAA',
      dataUrl(Buffer.from('GIF89a not a png at all')),
      dataUrl(png(100_000, 100_000, Buffer.from([1, 2, 3]))),
      dataUrl(png(0, 40, Buffer.from([1, 2, 3]))),
      dataUrl(png(300, 120, Buffer.from([1, 2, 3])).subarray(0, 40)),
      dataUrl(
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
        'jpeg',
      ),
    ];
    for (const signature of refused) {
      const res = await dropoff(job.id, signature);
      expect(res.statusCode, `${signature.slice(0, 40)}: ${res.body}`).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('signature');
    }
    expect((await dropoff(job.id, STEP_BODIES.dropoff.signature as string)).statusCode).toBe(200);
  });
});

describe('the trip log and the day manifest of a leg whose stored signature cannot be drawn', () => {
  it('are still made, saying the signature image could not be shown', async () => {
    const job = await leg();
    // Stored before the drop-off checked its image: "AAAA" is no image at all; the second has a whole PNG's
    // shape but image data that cannot be decoded.
    for (const signature of ['data:image/png;base64,AAAA', dataUrl(png(2, 2, Buffer.from('not deflated pixels')))]) {
      await t.database.db.transaction((tx) =>
        appendProofEvent(tx, job.id, {
          ...NO_FIX,
          kind: 'dropoff',
          occurredAt: new Date(),
          actorUserId: driver.userId!,
          actorRole: 'driver',
          signature,
          attested: true,
          correction: null,
        }),
      );
      const log = await get(`/api/jobs/${job.id}/trip-log.pdf`);
      expect(log.statusCode, log.body.slice(0, 200)).toBe(200);
      expect(readBackPdf(log.rawPayload).text).toContain('Signature image could not be shown');
      expect((await get(`/api/jobs/driver/${driver.driverId}/manifest.pdf`)).statusCode).toBe(200);
    }
  });
});
