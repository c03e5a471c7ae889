import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../domain/driver';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedIn } from '../../test/sign-in';
import { SAMPLE_FILES } from '../../test/bodies';
import { uploadDocument } from '../../test/uploads';
import { sniffContentType } from './file-type';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('uploads (decisions 025 and 028)', () => {
  it('gives a visitor a session of their own and stores a PDF checked by its first bytes', async () => {
    const upload = await uploadDocument(t.app, { bytes: SAMPLE_FILES.pdf });
    expect(upload.put.statusCode).toBe(200);
    expect(upload.url).toBe(`/objects/${upload.objectId}`);
    const file = await t.app.inject({ method: 'GET', url: upload.url!, headers: { cookie: upload.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(file.headers['content-disposition']).toMatch(/filename="license\.pdf"/);
  });

  it('serves a file only to its owner and admins: others get 404', async () => {
    const upload = await uploadDocument(t.app, { bytes: SAMPLE_FILES.png, contentType: 'image/png' });
    expect((await t.app.inject({ method: 'GET', url: upload.url! })).statusCode).toBe(404);
    const stranger = await signedIn(t.app, t.database.db, 'referral_partner');
    expect(
      (await t.app.inject({ method: 'GET', url: upload.url!, headers: { cookie: stranger.cookie! } })).statusCode,
    ).toBe(404);
    const admin = await signedIn(t.app, t.database.db, 'admin');
    expect(
      (await t.app.inject({ method: 'GET', url: upload.url!, headers: { cookie: admin.cookie! } })).statusCode,
    ).toBe(200);
  });

  it('refuses a file whose bytes are not PDF, JPG or PNG whatever it claims (415)', async () => {
    const upload = await uploadDocument(t.app, {
      bytes: Buffer.from('<script>alert(1)</script>'),
      contentType: 'application/pdf',
    });
    expect(upload.put.statusCode).toBe(415);
    expect(upload.complete.statusCode).toBe(422);
  });

  it('refuses more than 10 MB: in the request (400/413) and in the body (413)', async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      payload: { kind: 'w9', filename: 'big.pdf', contentType: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 },
    });
    expect(ask.statusCode).toBe(400);
    expect(ask.json().fieldErrors).toEqual({ size: 'Files must be at most 10 MB' });
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    // A client may say one size and send another: the body itself is bounded.
    const upload = await uploadDocument(t.app, { bytes: big, declaredSize: 1000 });
    expect(upload.put.statusCode).toBe(413);
  });

  it("refuses another type in the request and someone else's upload target", async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      payload: { kind: 'license', filename: 'x.exe', contentType: 'application/x-msdownload', size: 10 },
    });
    expect(ask.json().fieldErrors).toEqual({ contentType: 'Only PDF, JPG or PNG files can be uploaded' });
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      payload: { kind: 'license', filename: 'a.pdf', contentType: 'application/pdf', size: 10 },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: mine.json().uploadURL,
      payload: SAMPLE_FILES.pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('sniffContentType', () => {
  it('knows the three accepted types by their magic bytes and nothing else', () => {
    expect(sniffContentType(SAMPLE_FILES.pdf)).toBe('application/pdf');
    expect(sniffContentType(SAMPLE_FILES.png)).toBe('image/png');
    expect(sniffContentType(SAMPLE_FILES.jpeg)).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffContentType(Buffer.alloc(0))).toBeUndefined();
  });
});
