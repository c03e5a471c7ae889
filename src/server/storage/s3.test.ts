import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../domain/driver';
import { createTestApp, sessionCookie, type TestApp } from '../test/test-app';
import { SAMPLE_FILES } from '../test/bodies';
import { S3Store } from './s3';

// A real S3 API on loopback (s3rver): the same requests the app makes to AWS or MinIO.
const bucket = 'keystone-documents';
const directory = mkdtempSync(path.join(tmpdir(), 'keystone-s3-'));
const s3rver = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
let store: S3Store;
let t: TestApp;

beforeAll(async () => {
  const address = await s3rver.run();
  store = new S3Store({
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  t = await createTestApp({}, { objectStore: store });
});
afterAll(async () => {
  await t.close();
  await s3rver.close();
  rmSync(directory, { recursive: true, force: true });
});

/** The browser's side: ticket from the app, bytes straight to the bucket, then the app's check. */
async function uploadToBucket(bytes: Buffer, contentType = 'application/pdf') {
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    payload: { kind: 'insurance', filename: 'card.pdf', contentType, size: Math.min(bytes.length, 1000) },
  });
  expect(ticket.statusCode).toBe(201);
  const cookie = sessionCookie(ticket);
  const { uploadURL, objectId, headers } = ticket.json();
  expect(uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/keystone-documents\/objects\//);
  expect(uploadURL).toContain('X-Amz-Signature=');
  const put = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(bytes), headers });
  expect(put.ok).toBe(true);
  const complete = await t.app.inject({
    method: 'POST',
    url: `/api/objects/${objectId}/complete`,
    headers: { cookie },
  });
  return { cookie, objectId, complete };
}

describe('S3-compatible storage (decision 028)', () => {
  it('takes a presigned upload, checks it, and serves it privately through the app', async () => {
    const { cookie, objectId, complete } = await uploadToBucket(SAMPLE_FILES.png, 'image/png');
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toEqual({ url: `/objects/${objectId}` });
    const file = await t.app.inject({ method: 'GET', url: `/objects/${objectId}`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/objects/${objectId}` })).statusCode).toBe(404);
  });

  it('refuses and deletes an object over 10 MB that the presigned PUT could not stop', async () => {
    const { objectId, complete } = await uploadToBucket(
      Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]),
    );
    expect(complete.statusCode).toBe(413);
    expect(await store.size(objectId)).toBeUndefined();
  });

  it('refuses and deletes a file whose bytes are not PDF, JPG or PNG', async () => {
    const { objectId, complete } = await uploadToBucket(Buffer.from('MZ\x90\x00 this is an executable'));
    expect(complete.statusCode).toBe(415);
    expect(await store.size(objectId)).toBeUndefined();
  });

  it('answers 422 when the bytes never reached the bucket', async () => {
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      payload: { kind: 'w9', filename: 'w9.pdf', contentType: 'application/pdf', size: 10 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/objects/${ticket.json().objectId}/complete`,
      headers: { cookie: sessionCookie(ticket) },
    });
    expect(res.statusCode).toBe(422);
  });

  it('lets the browser upload to the bucket under the content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${store.origin}`);
  });
});
